#!/bin/sh
# Runs every already-built fuzzer (BUILD_DIR/tests/fuzz/*_fuzz) for SECONDS each, on a copy of
# its seed corpus tests/fuzz/corpus/NAME/; builds nothing. BUILD_DIR is a build configured with
# GOMOKU_FUZZ=ON (clang), e.g. build/fuzz, after `cmake --build --preset fuzz`.
# Usage: tests/fuzz/run.sh BUILD_DIR SECONDS
# Exits 0 when nothing was found; otherwise with libFuzzer's status, the failing input kept in
# BUILD_DIR/tests/fuzz/artifacts/ (replay it: BUILD_DIR/tests/fuzz/NAME_fuzz FILE).
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR SECONDS" >&2
  exit 2
fi
build=$1
seconds=$2
corpora=$(cd "$(dirname "$0")" && pwd)/corpus
artifacts=$build/tests/fuzz/artifacts
mkdir -p "$artifacts"
found=""
for fuzzer in "$build"/tests/fuzz/*_fuzz; do
  [ -x "$fuzzer" ] || continue
  found=1
  name=$(basename "$fuzzer" _fuzz)
  echo "== fuzzer $name, $seconds s"
  # The fuzzer adds every input that reaches new code to its corpus folder: give it a copy, so
  # that the checked-in seeds stay as they are.
  work=$(mktemp -d "${TMPDIR:-/tmp}/gomoku-fuzz-$name.XXXXXX")
  if [ -d "$corpora/$name" ]; then cp "$corpora/$name"/* "$work"/; fi
  status=0
  "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/$name-" "$work" || status=$?
  rm -rf "$work"
  [ $status -eq 0 ] || exit $status
done
if [ -z "$found" ]; then
  echo "$0: no fuzzers in $build/tests/fuzz; build them with the fuzz preset (clang) first" >&2
  exit 2
fi
