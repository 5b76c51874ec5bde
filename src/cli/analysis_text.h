// The terminal game's `analyse S`: the engine's three best lines in the position after S seconds,
// one a line, each as its moves in notation and the side to move's chance of winning:
//   1. h9 i10 j11  63%
#pragma once

#include <chrono>
#include <string>

#include "core/game.h"

namespace gomoku::cli {

// Lets the analysis deepen while `time` lasts and says the deepest set of lines found whole.
std::string analysisText(const Game& game, std::chrono::milliseconds time);

}  // namespace gomoku::cli
