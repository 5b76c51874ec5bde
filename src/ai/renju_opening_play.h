// The computer's part in RIF's renju opening rules (Soosõrv-8, Taraguchi-10): the first stones
// within their squares, the swaps, the number of fifth moves declared, the fifth moves offered
// (the best for Black, none the image of another, since White picks the worst of them) and
// White's pick (the one worst for Black). Judged, as in swap2, by short searches.
#pragma once

#include <cstdint>
#include <stop_token>

#include "ai/opening_play.h"

namespace gomoku::ai {

// The decision a renju opening waits for in `game`; opening_play's decideOpening hands these over.
OpeningDecision decideRenjuOpening(const Game& game, const PositionJudge& judge, std::uint64_t seed,
                                   std::stop_token stop);

// Of `candidates` (empty points, not fouls for Black), the `count` fifth moves best for Black by
// `judge`, in order, none the image of another nor of one already offered in `game`.
std::vector<Point> bestFifthMoves(const Game& game, std::span<const Point> candidates, int count,
                                  const PositionJudge& judge, std::stop_token stop);

// Of the fifth moves offered in `game`, the one `judge` finds worst for Black.
Point worstFifthMove(const Game& game, const PositionJudge& judge, std::stop_token stop);

}  // namespace gomoku::ai
