#!/usr/bin/env bash
# Quick start, step 2: installs what is missing, checks the C++ formatting, then builds and runs
# the whole test suite twice, in the developer build (warnings are errors) and under
# AddressSanitizer + UBSan; with clang present it also runs every fuzzer (save files, records,
# ...) for a short, bounded time.
set -euo pipefail
cd "$(dirname "$0")"
./cmake/install-deps.sh
echo "== format"
cmake/check-format.sh
for preset in dev asan; do
  echo "== $preset build"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset"
  ctest --preset "$preset"
done
if command -v clang++ >/dev/null && [[ -x tests/fuzz/run.sh ]]; then
  echo "== fuzzers"
  cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz
  tests/fuzz/run.sh build/fuzz 30
fi
