#!/usr/bin/env bash
# Runs the game. Until the graphical client exists, that means one seeded game
# between bots, printed to the terminal. Arguments go to `rokugan-cli play`
# (e.g. --players 3, --turn-limit 20); the seed is $SEED, or 1, unless the
# arguments give --seed.
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
echo "rokugan: there is no graphical client yet, so running the game means one seeded game (seed ${seed}) between bots, printed here."

bash scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release --log-level=WARNING
cmake --build build -j"$(nproc)"

echo
exec build/tools/rokugan-cli play "${seed_args[@]}" "$@"
