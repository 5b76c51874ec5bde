#!/usr/bin/env bash
# The game's first frame against a bare SDL window's, both timed from the process's start, under one
# Xvfb screen in the same run: each runs N times, taking turns, and the medians and their ratio are
# printed (the target: the game within 1.3x the bare window). With OTHER_BUILD, that build's game
# takes its turn too (a change against the build before it, in the same runs), the two games
# running first in turn.
#   tests/bench/first_frame.sh [BUILD_DIR] [N] [SCREEN] [OTHER_BUILD]
#   e.g. tests/bench/first_frame.sh build/release 15 1920x1080
set -eu
build=${1:-build/release} runs=${2:-15} screen=${3:-1920x1080} other=${4:-}
bare=$build/tests/bench/gomoku-bare-window games=$build/src/app/gomoku
[[ -n $other ]] && games+=" $other/src/app/gomoku"
for program in $games "$bare"; do
  [[ -x $program ]] || { echo "first_frame.sh: $program is not built" >&2; exit 1; }
done
# A preferences folder of its own: the player's settings are neither read nor written.
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
export GOMOKU_PREF_DIR=$pref games bare runs
xvfb-run -a -s "-screen 0 ${screen}x24" bash -c '
  ms() { "$@" 2>/dev/null | sed -n "s/^first frame \([0-9]*\) ms.*/\1/p"; }
  for ((i = 0; i < runs; ++i)); do
    echo "bare $(ms "$bare")"
    # A game run just after another starts faster (its libraries are warm): the two take the
    # second place in turn.
    order=$games
    ((i % 2)) && order=$(tr " " "\n" <<<"$games" | tac | tr "\n" " ")
    for game in $order; do echo "$game $(ms "$game" --first-frame-ms --windowed)"; done
  done' | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    name, ms = line.split()
    times.setdefault(name, []).append(float(ms))
bare = times.pop("bare")
def line(label, t):
    return f"{label}: median {statistics.median(t):.0f} ms of {len(t)} runs ({min(t):.0f}-{max(t):.0f})"
print(line("bare SDL window", bare))
for game, t in times.items():
    print(line(f"{game} --first-frame-ms --windowed", t))
    print(f"the game is {statistics.median(t) / statistics.median(bare):.2f}x the bare window")
'
