// The terminal game's `analyse S`: the engine's three best lines in the position after S seconds,
// one a line, each as its moves in notation and the side to move's chance of winning, then the
// network's own judgement of the position where a network judges it:
//   1. h9 i10 j11  63%
//   Network: Black 58%
#pragma once

#include <chrono>
#include <string>

#include "ai/learned_evaluation.h"
#include "core/game.h"

namespace gomoku::cli {

// Lets the analysis deepen while `time` lasts and says the deepest set of lines found whole.
std::string analysisText(const Game& game, std::chrono::milliseconds time,
                         const ai::NetworkSettings* networks);

// "Network: Black 58%": the networks' judgement of `board`, the favoured side and its chance (a
// draw counting half); empty without networks or where none judges (another board size).
std::string networkText(const ai::NetworkSettings* networks, const Board& board, Rule rule);

}  // namespace gomoku::cli
