// The terminal game of Go's command line: `gomoku --text --game go [--size 9|13|19] [--computer
// SIDE] [--level 1..10] [--komi K] [--handicap N] [--superko] [--engine COMMAND]`.
#pragma once

#include "cli/go_text_game.h"

namespace gomoku::cli {

// True when the arguments ask for Go (`--game go` or `--game=go`).
bool asksForGo(int argc, char** argv);

// A whole main for the terminal game of Go: parses its options (with CLI11), then plays on stdin
// and stdout. Accepts `--text` and `--game go`, so that textMain can hand its arguments over, with
// the window's saved choice of Go as `defaults` (the flags given win over them).
int goTextMain(int argc, char** argv, const GoTextGameOptions& defaults = {});

}  // namespace gomoku::cli
