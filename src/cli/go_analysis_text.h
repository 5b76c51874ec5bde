// The terminal game of Go's `analyse S`: the advising engine's best moves for the side to move
// after up to S seconds (session::GoAnalysis, the window's), one a line, with what the engine
// gives of each:
//   1. D4  54.3%  +1.2  (820)  Q16 D16 Q4     (KataGo, Leela Zero: win rate, lead, visits, line)
//   1. O17  75.0 points                       (GNU Go's top moves)
#pragma once

#include <chrono>
#include <string>

#include "core/go/game.h"
#include "session/gtp_engine.h"

namespace gomoku::cli {

std::string goAnalysisText(const go::Game& game, const session::EngineSettings& engine,
                           std::chrono::milliseconds time);

}  // namespace gomoku::cli
