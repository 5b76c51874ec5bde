#!/bin/sh
# The terminal game starts from the window's saved settings (the same settings.toml in the same
# preferences folder), and a flag given on the command line wins over them.
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
echo "ok: saved settings"
