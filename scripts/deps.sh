#!/usr/bin/env bash
# Installs the Debian 12 packages the project needs, when any are missing.
# Quiet when everything is installed. As root it installs them with apt-get;
# otherwise it prints the exact command to run and exits 1.
set -euo pipefail

packages=(
  # Build tools
  build-essential cmake ninja-build pkg-config
  # Engine libraries
  nlohmann-json3-dev libcereal-dev libcli11-dev doctest-dev libxxhash-dev libfmt-dev
  libyaml-cpp-dev libpugixml-dev
  # Client and network (coming), and a virtual display for client tests
  libsdl2-dev libimgui-dev libenet-dev xvfb
  # Fuzzing: clang with libFuzzer and the sanitizer runtimes
  clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$p")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
  echo "deps: installing ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "deps: missing packages: ${missing[*]}" >&2
  echo "deps: install them with:" >&2
  echo "sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
