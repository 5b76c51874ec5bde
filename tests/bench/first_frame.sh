#!/usr/bin/env bash
# The game's first frame against a bare SDL window's, both timed from the process's start, under one
# Xvfb screen in the same run: each runs N times, taking turns, and the medians and their ratio are
# printed (the target: the game within 1.3x the bare window).
#   tests/bench/first_frame.sh [BUILD_DIR] [N] [SCREEN]    e.g. tests/bench/first_frame.sh build/release 15 1920x1080
set -eu
build=${1:-build/release} runs=${2:-15} screen=${3:-1920x1080}
game=$build/src/app/gomoku bare=$build/tests/bench/gomoku-bare-window
for program in "$game" "$bare"; do
  [[ -x $program ]] || { echo "first_frame.sh: $program is not built" >&2; exit 1; }
done
# A preferences folder of its own: the player's settings are neither read nor written.
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
export GOMOKU_PREF_DIR=$pref game bare runs
xvfb-run -a -s "-screen 0 ${screen}x24" bash -c '
  ms() { "$@" 2>/dev/null | sed -n "s/^first frame \([0-9]*\) ms.*/\1/p"; }
  for ((i = 0; i < runs; ++i)); do
    echo "bare $(ms "$bare")"
    echo "game $(ms "$game" --first-frame-ms --windowed)"
  done' | python3 -c '
import statistics, sys
times = {"bare": [], "game": []}
for line in sys.stdin:
    name, ms = line.split()
    times[name].append(float(ms))
def line(label, t):
    return f"{label}: median {statistics.median(t):.0f} ms of {len(t)} runs ({min(t):.0f}-{max(t):.0f})"
print(line("bare SDL window", times["bare"]))
print(line("gomoku --first-frame-ms --windowed", times["game"]))
ratio = statistics.median(times["game"]) / statistics.median(times["bare"])
print(f"the game is {ratio:.2f}x the bare window")
'
