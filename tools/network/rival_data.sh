#!/bin/sh
# Makes network data from games against another Gomocup engine (Rapfi, Pela: positions our own
# play never reaches): a node-limited match from random 3-stone openings, each played with both
# colours, then every position labelled by our deeper search as make_data.sh labels self-play.
# Usage: tools/network/rival_data.sh OUT_DIR RULE GAMES SEED NAME "ENGINE COMMAND"
# Run from the repository's root after the release build of pbrain-gomoku and gomoku-nn-label;
# ../shared/tools/gomocup_match.py referees. The files are OUT_DIR/RULE-NAME-SEED.{games,positions}.
set -eu
out=$1 rule=$2 games=$3 seed=$4 name=$5 rival=$6
game_nodes=${GAME_NODES:-6000} rival_nodes=${RIVAL_NODES:-$game_nodes} deep_nodes=${DEEP_NODES:-40000}
tools=${TOOLS:-build/release/tools}
ours=${OURS:-build/release/src/cli/pbrain-gomoku}
match=${MATCH:-../shared/tools/gomocup_match.py}
mkdir -p "$out"
stem="$out/$rule-$name-$seed"
if [ ! -s "$stem.positions" ]; then
  if [ ! -s "$stem.games" ]; then
    # The node limits decide the moves; the clock only guards against a hung engine.
    nice -n 19 python3 "$match" --a "$ours" --b "$rival" --name-a ours --name-b "$name" --games "$games" \
      --rule "$rule" --turn-ms 30000 --match-ms 100000000 --seed "$seed" \
      --info-a "max_node $game_nodes" --info-b "max_node $rival_nodes" \
      --info-a "max_memory 67108864" --info-b "max_memory 67108864" > "$stem.match"
    python3 tools/network/rival_games.py --rule "$rule" < "$stem.match" > "$stem.part"
    mv "$stem.part" "$stem.games"
  fi
  nice -n 19 "$tools/network/gomoku-nn-label" --nodes "$deep_nodes" "$stem.games" > "$stem.part"
  mv "$stem.part" "$stem.positions"
fi
