#!/bin/sh
# The terminal game starts from the window's saved settings (the same settings.toml in the same
# preferences folder), Gomoku's and Go's (--game go), and a flag given on the command line wins
# over them.
# Usage: text_settings_test.sh PATH-TO-GOMOKU
set -u
game=$1
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
export GOMOKU_PREF_DIR="$pref"
cat >"$pref/settings.toml" <<'TOML'
rule = "renju"
[computer]
level = "hard"
colour = "white"
TOML
saved=$(printf 'quit\n' | "$game" --text) || { echo "failed: $saved"; exit 1; }
case $saved in
  *"renju rule, 15x15 board."*"White (O): the computer (hard)"*) ;;
  *) echo "not the saved settings: $saved"; exit 1 ;;
esac
flags=$(printf 'quit\n' | "$game" --text --rule standard --level easy) || { echo "failed: $flags"; exit 1; }
case $flags in
  *"standard rule, 15x15 board."*"White (O): the computer (easy)"*) ;;
  *) echo "the flags did not win: $flags"; exit 1 ;;
esac
# Go: the board, opponent, level, komi, handicap and engine of the window's Go screen. The engine
# named there is the one started (here one that does not exist, which the game says by its name).
cat >"$pref/settings.toml" <<'TOML'
[go]
size = 13
opponent = "computer-black"
level = 3
komi = 0.5
handicap = 2
TOML
saved=$(printf 'quit\n' | "$game" --text --game go) || { echo "failed: $saved"; exit 1; }
case $saved in
  *"Go: 13x13 board, komi 0.5, handicap 2,"*"Black (X): the computer (level 3), White (O): a person"*) ;;
  *) echo "not the saved Go settings: $saved"; exit 1 ;;
esac
flags=$(printf 'quit\n' | "$game" --text --game go --size 9 --komi 6.5 --handicap 0 --computer none) ||
  { echo "failed: $flags"; exit 1; }
case $flags in
  *"Go: 9x9 board, komi 6.5, simple ko. Black (X): a person, White (O): a person."*) ;;
  *) echo "the Go flags did not win: $flags"; exit 1 ;;
esac
cat >"$pref/settings.toml" <<'TOML'
[go]
size = 9
opponent = "computer-black"
engine = "no-such-gtp-engine"
TOML
engine=$(printf 'quit\n' | "$game" --text --game go 2>&1) || { echo "failed: $engine"; exit 1; }
case $engine in
  *'cannot start the Go engine "no-such-gtp-engine"'*) ;;
  *) echo "not the saved Go engine: $engine"; exit 1 ;;
esac
echo "ok: saved settings"
