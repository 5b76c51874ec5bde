#!/usr/bin/env bash
# Quick start, step 1: installs what is missing, builds the Release build and starts the game.
# Arguments go to the game: ./play.sh --windowed, ./play.sh --text, ./play.sh --help
set -euo pipefail
cd "$(dirname "$0")"
./cmake/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
exec ./build/release/src/app/gomoku "$@"
