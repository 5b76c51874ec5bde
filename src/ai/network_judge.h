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
  // The same from Black's seat, `mover` being the side they were judged for.
  double forBlack(Stone mover) const { return mover == Stone::Black ? expected() : 1 - expected(); }
};

// The chances of the side to move on `board`; nullopt where no network judges: a board other than
// 15x15, no network for the rule, or a position unlike any it learned from. Its data begins at the
// fourth stone and leaves out what a five or a threat settles at once (settledAtOnce,
// tools/network/README.md): of such a position it knows nothing (it gave White 80% after 1. h8,
// and renju's network gave the side to move half a chance against an open four), and the search's
// lines say who wins.
constexpr int kFewestStonesJudged = 4;
std::optional<Chances> judgeByNetwork(const NetworkSettings& networks, const Board& board, Rule rule);

}  // namespace gomoku::ai
