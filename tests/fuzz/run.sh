#!/bin/sh
# Runs the already-built save loader fuzzer for SECONDS on a copy of the seed corpus; builds
# nothing. BUILD_DIR is a build configured with GOMOKU_FUZZ=ON (clang), e.g. build/fuzz, after
# `cmake --build BUILD_DIR --target save_loader_fuzz`.
# Usage: tests/fuzz/run.sh BUILD_DIR SECONDS
# Exits 0 when nothing was found; otherwise with libFuzzer's status, the failing input kept in
# BUILD_DIR/tests/fuzz/artifacts/ (replay it: save_loader_fuzz FILE).
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR SECONDS" >&2
  exit 2
fi
build=$1
seconds=$2
corpus=$(cd "$(dirname "$0")" && pwd)/corpus
fuzzer=$build/tests/fuzz/save_loader_fuzz
if [ ! -x "$fuzzer" ]; then
  echo "$0: no fuzzer at $fuzzer; build the target save_loader_fuzz with -DGOMOKU_FUZZ=ON (clang) first" >&2
  exit 2
fi

# The fuzzer adds every input that reaches new code to its corpus folder: give it a copy, so that
# the checked-in seeds stay as they are.
work=$(mktemp -d "${TMPDIR:-/tmp}/gomoku-save-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$corpus"/* "$work"/
artifacts=$build/tests/fuzz/artifacts
mkdir -p "$artifacts"

"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$work"
