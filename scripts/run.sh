#!/usr/bin/env bash
# Runs the game: the graphical client when there is a display to show it on.
# Without one (a server, CI, an SSH session), it plays one seeded solo Siege
# game in the terminal instead: a team of three heuristic bots against the
# scripted Challenge player. Arguments then go to `rokugan-cli play` (e.g.
# --players 4, --turn-limit 20; with any arguments the default Siege flags
# are not added, so `--bots heuristic,random` gives a duel), and the seed is
# $SEED, or 1, unless the arguments give --seed. ROKUGAN_TERMINAL=1 forces
# the terminal game.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seed="${SEED:-1}"
seed_args=(--seed "$seed")
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case "${args[i]}" in
    --seed) seed_args=(); seed="${args[i + 1]:-?}" ;;
    --seed=*) seed_args=(); seed="${args[i]#--seed=}" ;;
  esac
done
bash scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release --log-level=WARNING
cmake --build build -j"$(nproc)"

if [[ -z "${ROKUGAN_TERMINAL:-}" && ( -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ) && -x build/gfx/rokugan ]]; then
  exec build/gfx/rokugan --seed "$seed"
fi
echo
# Only a seed given (or nothing): the default solo Siege game.
only_seed=1
for ((i = 0; i < ${#args[@]}; i++)); do
  case "${args[i]}" in
    --seed) i=$((i + 1)) ;;
    --seed=*) ;;
    *) only_seed=0 ;;
  esac
done
if [[ $only_seed -eq 1 ]]; then
  echo "rokugan: no display, so running the game means one seeded solo Siege game (seed ${seed}):"
  echo "three Rokugani bots against the scripted Challenge player, printed here."
  echo
  exec build/tools/rokugan-cli play --siege --bots heuristic "${seed_args[@]}" "$@"
fi
echo "rokugan: no display, so running the game means one seeded game (seed ${seed}) between bots, printed here."
echo
exec build/tools/rokugan-cli play "${seed_args[@]}" "$@"
