// The terminal game's command line: `gomoku --text [--rule R] [--size N] [--computer SIDE] ...`.
#pragma once

#include "cli/go_text_game.h"
#include "cli/text_game.h"

namespace gomoku::cli {

// A whole main for the terminal game: parses the options (with CLI11), then plays on stdin and
// stdout. Accepts `--text`, so the SDL game's main can hand its arguments over unchanged, with
// the window's saved choices as `defaults`, and for `--game go` its saved choice of Go as
// `goDefaults` (the flags given win over them).
int textMain(int argc, char** argv, const TextGameOptions& defaults = {},
             const GoTextGameOptions& goDefaults = {});

}  // namespace gomoku::cli
