// The network's own judgement of a position, without a search: the side to move's chances of a
// win, a draw and a loss, as the value head gives them. The analysis, the hint and the review show
// it beside the search's score (issue 43): a calibrated chance where the search's is a fitted one.
#pragma once

#include <optional>

#include "ai/learned_evaluation.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::ai {

struct Chances {
  double win = 0;
  double draw = 0;
  double loss = 0;
  // A draw counting half, as the search's chances do.
  double expected() const { return win + draw / 2; }
};

// The chances of the side to move on `board`; nullopt where no network judges: a board other than
// 15x15, no network for the rule, or fewer stones than any position it learned from (its games
// began from random openings of 2 to 6 stones: of an emptier board it knows nothing).
constexpr int kFewestStonesJudged = 2;
std::optional<Chances> judgeByNetwork(const NetworkSettings& networks, const Board& board, Rule rule);

}  // namespace gomoku::ai
