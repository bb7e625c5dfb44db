#!/usr/bin/env bash
# The graphical client in network games (ctest client_net_*), against the
# headless tools. Usage: net_client_test.sh MODE <rokugan> <rokugan-cli> <out.png>
#   host_duel   the client hosts a duel; `rokugan-cli bot` joins and plays seat 2
#   join_siege  `rokugan-cli host` opens a Siege room (two host bots); the client joins
#   host_siege_full  the client hosts a Siege room with two bots and plays it to the end
#   lobby       the client hosts a Siege room with a bot; the lobby and its chat
#   rejoin_button  the connection drops mid-game; the table's Rejoin button
#               takes the seat back
#   menu_host   the menu's Host a game, the form, the lobby's Ready and Start, by clicks
#   spectate    `rokugan-cli host` opens a Siege room with a password; a headless
#               bot takes the free seat and the game starts; the client
#               watches it as a spectator (hands hidden, no seat)
#   host_multiplayer  the client hosts a four-player game with three host bots
#   undo        the client hosts a duel against a host bot, answers, and takes
#               back its last answer (free: no other person must agree)
#   manual      the client hosts a Siege room with two bots; a manual action
#               from a Territory's menu is sent to the host and logged, one
#               from the panel is refused with the host's reason
#   rejoin      the client takes a Siege seat, answers and quits; a new client
#               takes the seat back with its token
# Each run saves a screenshot and checks the client's dump of drawn elements.
set -euo pipefail
mode="$1" client="$2" cli="$3" out="$4"
dir="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
rm -f "$out"

# Waits for "<text> <port>" in a log and prints the port.
port_in() {
  local log="$1" text="$2"
  for _ in $(seq 200); do
    grep -q "^$text [0-9]" "$log" 2>/dev/null && break
    sleep 0.05
  done
  sed -n "s/^$text \([0-9]*\)$/\1/p" "$log" | head -1
}

expect() {
  for e in "$@"; do
    if ! grep -qF -- "$e" "$dir/client.out"; then
      echo "the client's dump does not show '$e':"
      cat "$dir/client.out" "$dir/client.err" "$dir"/*.log 2>/dev/null
      exit 1
    fi
  done
}

run_client() {
  set +e
  "$client" "$@" --screenshot "$out" --dump --net-timeout 90 >"$dir/client.out" 2>"$dir/client.err"
  local rc=$?
  set -e
  if [[ $rc -ne 0 ]]; then
    echo "rokugan exited with $rc"
    cat "$dir/client.out" "$dir/client.err" "$dir"/*.log 2>/dev/null
    exit 1
  fi
}

headless_siege_host() {
  "$cli" host --port 0 --room siege --seats 3 --bots 2 --commit captain --seed 3 \
    --turn-limit 60 --max-seconds 120 >"$dir/host.log" 2>&1 &
  pids+=($!)
  port="$(port_in "$dir/host.log" "listening on port")"
  [[ -n "$port" ]] || { cat "$dir/host.log"; exit 1; }
}

case "$mode" in
  spectate)
    "$cli" host --port 0 --room siege --seats 3 --bots 2 --commit captain --seed 3 \
      --password kura --turn-limit 60 --max-seconds 120 >"$dir/host.log" 2>&1 &
    pids+=($!)
    port="$(port_in "$dir/host.log" "listening on port")"
    [[ -n "$port" ]] || { cat "$dir/host.log"; exit 1; }
    "$cli" bot --join "127.0.0.1:$port" --seat 0 --seed 5 --password kura --max-seconds 120 \
      >"$dir/bot.log" 2>&1 &
    pids+=($!)
    run_client --join "127.0.0.1:$port" --spectate --password kura --frames 10
    expect "screen siege" "net Connected to 127.0.0.1:$port" "Territory 1: " "Hand of bot 0: "
    if grep -qF "Take back your last answer" "$dir/client.out"; then
      echo "a spectator was offered an undo"; exit 1
    fi
    ;;
  host_multiplayer)
    run_client --host 0 --room multiplayer --seats 4 --bots 3 --name Host --ready \
      --net-answers 4 --seed 2 --frames 5
    expect "screen table" "Home of Bot 2: " "Home of Bot 3: " "Home of Bot 4: " "Home of Host: " \
      "Hand of Bot 4: "
    ;;
  manual)
    run_client --host 0 --room siege --bots 2 --name Host --ready --net-answers 2 --seed 3 \
      --click "right:card:Peasant District" --click "button:manual: +1 Province Strength" \
      --click "button:Manual actions" --click "button:manual: Political -1" \
      --click "right:card:Peasant District" --frames 30
    expect "screen siege" "log Manual action by Host: gives Peasant District +1 Province Strength" \
      "Territory 1: Peasant District, destroyable, Province Strength 1" \
      "Refused: adjust the Political tokens" "manual menu: Peasant District" "Ping for the team"
    ;;
  undo)
    run_client --host 0 --room duel --bots 1 --name Host --ready --net-answers 4 --seed 2 \
      --click "button:Take back" --frames 12
    expect "Take back your last answer" "Asked to take back your last answer." \
      "undo: An answer was taken back."
    ;;
  host_duel)
    # The client's stdout names its port; the bot joins it and plays seat 2.
    "$client" --host 0 --room duel --name Host --ready --net-answers 8 --seed 2 \
      --screenshot "$out" --dump --net-timeout 90 >"$dir/client.out" 2>"$dir/client.err" &
    client_pid=$!
    pids+=("$client_pid")
    port="$(port_in "$dir/client.out" "hosting on port")"
    [[ -n "$port" ]] || { cat "$dir/client.out" "$dir/client.err"; exit 1; }
    "$cli" bot --join "127.0.0.1:$port" --seat 1 --seed 5 --max-seconds 120 >"$dir/bot.log" 2>&1 &
    pids+=($!)
    set +e
    wait "$client_pid"
    rc=$?
    set -e
    if [[ $rc -ne 0 ]]; then
      echo "rokugan exited with $rc"
      cat "$dir/client.out" "$dir/client.err" "$dir/bot.log"
      exit 1
    fi
    grep -q "^seat 1 in room 1" "$dir/bot.log" || { cat "$dir/bot.log"; exit 1; }
    expect "screen table" "net Hosting on port $port" "Family Honor" "Gold pool" "question" \
      "log Turn " "chat: "
    ;;
  join_siege)
    headless_siege_host
    run_client --join "127.0.0.1:$port" --name Tester --ready --net-answers 3 \
      --chat "hello team" --ping "card:Kaiu Gorobei"
    expect "screen siege" "net Connected to 127.0.0.1:$port" "Territory 1: " "Clock deck" \
      "Threat Level" "team policy: the captain decides" "chat line: Tester: hello team" \
      "ping: Tester points at Kaiu Gorobei" "question for: " "log "
    ;;
  menu_host)
    # As a person would: the menu's Host a game, the form's Host, Ready, Start.
    port=$((20000 + RANDOM % 30000))
    run_client --port "$port" --click "button:Host a game" --click "button:Host" \
      --click "checkbox:Ready" --click "button:Start the game" --frames 30
    expect "hosting on port $port" "screen siege" "net Hosting on port $port" "question for: " \
      "Territory 1: "
    ;;
  host_siege_full)
    # A whole Siege game hosted by the client: its stand-in answers every
    # question of seat 1 until the game is over.
    # Random host bots keep the game short: the client draws a frame per answer.
    run_client --host 0 --room siege --bots 2 --bot-level random --name Host --ready --net-answers 5000
    expect "screen siege" "question: none, Game over" "Back to menu"
    ;;
  lobby)
    run_client --host 0 --room siege --seats 3 --bots 1 --name Host --chat "Welcome to the Siege"
    expect "screen lobby" "lobby: Siege room 1" "team commits: Captain decides" \
      "seat 1: Host (owner), deck ok" "seat 3: Bot 3 [bot], deck ok, ready" \
      "seat 4: Challenge script [script], deck ok, ready" "Bot seat 2" "Start the game" \
      "chat line: Host: Welcome to the Siege" "Ready" "Your deck: "
    ;;
  rejoin)
    # Away policy Pause: while the seat is empty nobody plays on.
    "$cli" host --port 0 --room siege --seats 3 --bots 2 --commit captain --away pause --seed 3 \
      --turn-limit 60 --max-seconds 120 >"$dir/host.log" 2>&1 &
    pids+=($!)
    port="$(port_in "$dir/host.log" "listening on port")"
    [[ -n "$port" ]] || { cat "$dir/host.log"; exit 1; }
    # First the client takes seat 1, answers once and quits (the seat is kept).
    run_client --join "127.0.0.1:$port" --name First --ready --net-answers 1
    cp "$dir/client.out" "$dir/first.log"
    token="$(sed -n 's/^seat 0 in room [0-9]*, token \([0-9]*\)$/\1/p' "$dir/first.log")"
    [[ -n "$token" ]] || { cat "$dir/first.log" "$dir/host.log"; exit 1; }
    # Then a new client takes the seat back with its token and plays on.
    run_client --join "127.0.0.1:$port" --token "$token" --name Back --net-answers 2
    expect "screen siege" "net Connected to 127.0.0.1:$port" "seat 0 in room 1, token $token" \
      "question for: " "log "
    ;;
  rejoin_button)
    # The connection drops mid-game; the table's Rejoin button takes the seat back.
    headless_siege_host
    run_client --join "127.0.0.1:$port" --name Tester --ready --net-answers 2 --drop \
      --click "button:Rejoin" --frames 12
    expect "screen siege" "net Connected to 127.0.0.1:$port" "question for: " "log "
    if grep -q "was lost" "$dir/client.out"; then
      echo "the client did not rejoin:"
      cat "$dir/client.out"
      exit 1
    fi
    ;;
  *)
    echo "unknown mode $mode"
    exit 2
    ;;
esac
test -s "$out"
echo "client net $mode: $out"
