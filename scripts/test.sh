#!/usr/bin/env bash
# Runs every test: the doctest suites and scenario files under AddressSanitizer
# and UndefinedBehaviorSanitizer (build-asan/), and, when clang with libFuzzer
# is available, each fuzz target for a short bounded time on its seed corpus
# (build-fuzz/), before ctest so that ctest's summary is the last line. The
# exit status is non-zero on any failure; a fuzz crash is named after ctest.
# FUZZ_SECONDS sets the time per fuzz target (default 20).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/deps.sh

export ASAN_OPTIONS=detect_leaks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export SDL_AUDIODRIVER=dummy

jobs="$(nproc)"
fuzz_failures=()

# -O1 with line tables only: sanitizer builds compile about twice as fast as
# at -O2 -g and still give file:line in every report.
test_flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1")

echo "== build (ASan+UBSan) into build-asan/"
cmake -S . -B build-asan -G Ninja -DROKUGAN_SANITIZE=ON "${test_flags[@]}" --log-level=WARNING
cmake --build build-asan -j"$jobs"

# libFuzzer needs clang and its runtime; check both by linking a trivial target.
have_libfuzzer() {
  command -v clang >/dev/null 2>&1 && command -v clang++ >/dev/null 2>&1 || return 1
  local dir
  dir="$(mktemp -d)"
  printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' \
    >"$dir/probe.cpp"
  local ok=0
  clang++ -fsanitize=fuzzer,address,undefined "$dir/probe.cpp" -o "$dir/probe" >/dev/null 2>&1 || ok=1
  rm -rf "$dir"
  return "$ok"
}

if have_libfuzzer; then
  fuzz_seconds="${FUZZ_SECONDS:-20}"
  targets=()
  for src in fuzz/fuzz_*.cpp; do
    name="$(basename "$src" .cpp)"
    targets+=("$name")
  done
  echo "== build fuzz targets (clang, libFuzzer) into build-fuzz/: ${targets[*]}"
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DROKUGAN_FUZZ=ON "${test_flags[@]}" \
    --log-level=WARNING
  cmake --build build-fuzz -j"$jobs" --target "${targets[@]}"
  for name in "${targets[@]}"; do
    seeds="fuzz/corpus/$name"
    work="build-fuzz/corpus/$name"  # new inputs go here, never into the seed corpus
    artifacts="build-fuzz/artifacts/$name/"
    log="build-fuzz/$name.log"
    mkdir -p "$work" "$artifacts"
    echo "== fuzz $name for ${fuzz_seconds}s on $seeds"
    # A target's own dictionary (fuzz/<target>.dict) when it reads something
    # other than JSON (the YAML, XML, rules-text and decklist importers); the
    # JSON one for the JSON file parsers; none for binary network messages.
    dict=(-dict=fuzz/json.dict)
    [[ -f "fuzz/$name.dict" ]] && dict=(-dict="fuzz/$name.dict")
    [[ "$name" == fuzz_net_* ]] && dict=()
    if ! "build-fuzz/fuzz/$name" -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=8192 "${dict[@]}" -artifact_prefix="$artifacts" \
        "$work" "$seeds" >"$log" 2>&1; then
      grep -v -E '^INFO:|^#[0-9]' "$log" | tail -n 40
      fuzz_failures+=("fuzz target $name crashed (input in $artifacts, log in $log;\
 reproduce: build-fuzz/fuzz/$name $artifacts<file>)")
      continue
    fi
    grep -E '^Done ' "$log" | sed "s/^/   /" || true
  done
else
  echo "== skipping the fuzz targets: clang++ with libFuzzer is not available" \
    "(sudo apt-get install -y clang libclang-rt-14-dev)"
fi

echo "== ctest (build-asan/)"
if [[ ${#fuzz_failures[@]} -eq 0 ]]; then
  exec ctest --test-dir build-asan --output-on-failure -j2
fi
# A fuzz target crashed: still run the tests, then say what failed last.
ctest --test-dir build-asan --output-on-failure -j2 || true
for f in "${fuzz_failures[@]}"; do echo "FAILED: $f" >&2; done
exit 1
