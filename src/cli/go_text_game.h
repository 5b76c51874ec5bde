// The terminal game of Go: the board drawn as text, moves as GTP coordinates (D4, Q16, pass) and
// commands read line by line, a GTP engine (GNU Go) as the computer, and `score` counting the
// position by area with the engine's dead stones. Works typed or piped, as the Gomoku game does.
#pragma once

#include <iosfwd>

#include "cli/text_game.h"
#include "core/go/game.h"
#include "session/gtp_engine.h"

namespace gomoku::cli {

struct GoTextGameOptions {
  go::GameSetup setup;  // size, komi, handicap, ko rule (the players come from `computer`)
  ComputerSide computer = ComputerSide::White;
  int level = 5;  // the engine's level, 1..10
  // The computer's engine; GNU Go at `level` when the command is empty.
  session::EngineSettings engine;
  // The engine that proposes the dead stones and gives hints; GNU Go when the command is empty.
  session::EngineSettings advisor;
};

// Plays until `quit` or the end of input, and returns the exit status (0).
int runGoTextGame(const GoTextGameOptions& options, std::istream& in, std::ostream& out);

}  // namespace gomoku::cli
