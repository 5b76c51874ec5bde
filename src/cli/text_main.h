// The terminal game's command line: `gomoku --text [--rule R] [--size N] [--computer SIDE] ...`.
#pragma once

namespace gomoku::cli {

// A whole main for the terminal game: parses the options (with CLI11), then plays on stdin and
// stdout. Accepts `--text`, so the SDL game's main can hand its arguments over unchanged.
int textMain(int argc, char** argv);

}  // namespace gomoku::cli
