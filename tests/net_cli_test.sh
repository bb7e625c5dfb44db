#!/usr/bin/env bash
# The headless commands end to end: `rokugan-cli host` opens a 4-seat room
# with two host bots, two `rokugan-cli bot` clients join over loopback, and
# all three exit 0 when the game is over. Then a Siege room: three Rokugani
# seats (two host bots, one `rokugan-cli bot`) against the scripted Challenge
# player. Usage: net_cli_test.sh <rokugan-cli>
set -euo pipefail
cli="$1"
dir="$(mktemp -d)"
trap 'kill "$host_pid" 2>/dev/null || true; rm -rf "$dir"' EXIT

"$cli" host --port 0 --room multiplayer --seats 4 --bots 2 --turn-limit 40 --seed 3 \
  --exit-when-done --max-seconds 60 --autosave-dir "$dir" >"$dir/host.log" 2>&1 &
host_pid=$!
for _ in $(seq 100); do
  grep -q "listening on port" "$dir/host.log" && break
  sleep 0.05
done
port="$(sed -n 's/^listening on port \([0-9]*\)$/\1/p' "$dir/host.log")"
[[ -n "$port" ]] || { cat "$dir/host.log"; exit 1; }

"$cli" bot --join "127.0.0.1:$port" --seat 0 --seed 1 --max-seconds 60 >"$dir/bot0.log" 2>&1 &
bot0=$!
"$cli" bot --join "127.0.0.1:$port" --seat 1 --seed 2 --max-seconds 60 >"$dir/bot1.log" 2>&1
wait "$bot0"
wait "$host_pid"
cat "$dir/host.log" "$dir/bot0.log" "$dir/bot1.log"
grep -q "game over" "$dir/host.log"
test -s "$dir/room-1.sav"

# Siege: `host --room siege --seats 3`; the Challenge script takes seat 3.
"$cli" host --port 0 --room siege --seats 3 --bots 2 --turn-limit 40 --seed 3 \
  --exit-when-done --max-seconds 60 >"$dir/siege.log" 2>&1 &
host_pid=$!
for _ in $(seq 100); do
  grep -q "listening on port" "$dir/siege.log" && break
  sleep 0.05
done
port="$(sed -n 's/^listening on port \([0-9]*\)$/\1/p' "$dir/siege.log")"
[[ -n "$port" ]] || { cat "$dir/siege.log"; exit 1; }
"$cli" bot --join "127.0.0.1:$port" --seat 0 --seed 4 --max-seconds 60 >"$dir/siege-bot.log" 2>&1
wait "$host_pid"
cat "$dir/siege.log" "$dir/siege-bot.log"
grep -q "Challenge seat (script)" "$dir/siege.log"
grep -q "game over" "$dir/siege.log"
grep -q "game over" "$dir/siege-bot.log"
