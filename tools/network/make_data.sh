#!/bin/sh
# Makes the network's data from nothing: self-play games from random openings at a node limit,
# then every position searched again deeper and written as a record (README.md).
# Usage: tools/network/make_data.sh OUT_DIR RULE CHUNKS [GAMES_A_CHUNK] [FIRST_SEED]
# Run from the repository's root after `cmake --build --preset release --target gomoku-selfplay
# gomoku-nn-label`. Each chunk is its own seed, so a run can be extended and repeats exactly.
set -eu
out=$1 rule=$2 chunks=$3 games=${4:-500} seed=${5:-1}
game_nodes=${GAME_NODES:-6000} deep_nodes=${DEEP_NODES:-40000}
tools=${TOOLS:-build/release/tools}
mkdir -p "$out"
i=0
while [ "$i" -lt "$chunks" ]; do
  s=$((seed + i))
  name="$out/$rule-$s"
  if [ ! -s "$name.positions" ]; then
    # A games file already whole (one line a game) is kept: a run stopped while labelling resumes.
    if [ ! -f "$name.games" ] || [ "$(wc -l < "$name.games")" -ne "$games" ]; then
      nice -n 19 "$tools/tuning/gomoku-selfplay" --games "$games" --rule "$rule" --nodes "$game_nodes" \
        --seed "$s" > "$name.games"
    fi
    nice -n 19 "$tools/network/gomoku-nn-label" --nodes "$deep_nodes" "$name.games" > "$name.part"
    mv "$name.part" "$name.positions"
  fi
  i=$((i + 1))
done
