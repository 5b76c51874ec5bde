#!/bin/sh
# Runs the already-built fuzzers for SECONDS each on a copy of their seed corpus; builds nothing:
# save_loader_fuzz on the saves in tests/fuzz/corpus/, sgf_reader_fuzz on
# tests/fuzz/corpus/sgf_reader/. BUILD_DIR is a build configured with GOMOKU_FUZZ=ON (clang),
# e.g. build/fuzz, after `cmake --build BUILD_DIR --target save_loader_fuzz sgf_reader_fuzz`.
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
corpus=$(cd "$(dirname "$0")" && pwd)/corpus
artifacts=$build/tests/fuzz/artifacts
mkdir -p "$artifacts"

for name in save_loader sgf_reader; do
  fuzzer=$build/tests/fuzz/${name}_fuzz
  if [ ! -x "$fuzzer" ]; then
    echo "$0: no fuzzer at $fuzzer; build the target ${name}_fuzz with -DGOMOKU_FUZZ=ON (clang) first" >&2
    exit 2
  fi
  # The fuzzer adds every input that reaches new code to its corpus folder: give it a copy, so
  # that the checked-in seeds stay as they are.
  work=$(mktemp -d "${TMPDIR:-/tmp}/gomoku-$name-fuzz.XXXXXX")
  if [ "$name" = save_loader ]; then cp "$corpus"/*.sav "$work"/; else cp "$corpus/$name"/* "$work"/; fi
  echo "== fuzzer $name, $seconds s"
  status=0
  "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/$name-" "$work" || status=$?
  rm -rf "$work"
  [ $status -eq 0 ] || exit $status
done
