#!/bin/sh
# Makes assets/puzzles/gomoku.txt from nothing: self-play games of the engine from random openings
# at a node limit (tools/tuning's gomoku-selfplay), freestyle and renju, then gomoku-puzzles finds
# and checks the puzzles in them (docs/puzzles.md). The run repeats exactly.
# Usage: tools/puzzles/make_puzzles.sh [OUT_FILE] [GAMES_A_RULE]
# Run from the repository's root after `cmake --build --preset release --target gomoku-selfplay
# gomoku-puzzles` (TOOLS=build/dev/tools with a dev build configured with -DGOMOKU_BUILD_BENCH=ON).
set -eu
out=${1:-assets/puzzles/gomoku.txt} games=${2:-1400}
tools=${TOOLS:-build/release/tools}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for rule in freestyle renju; do
  "$tools/tuning/gomoku-selfplay" --games "$games" --rule "$rule" --nodes 6000 --seed 45 > "$work/$rule.games" &
done
wait
"$tools/puzzles/gomoku-puzzles" --count 320 "$work/freestyle.games" "$work/renju.games" > "$work/puzzles.txt"
mv "$work/puzzles.txt" "$out"
