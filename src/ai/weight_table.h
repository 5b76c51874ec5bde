// The seed program's AI, kept as the Easy level: for every empty point, the runs of stones met
// in the eight directions are spelled as codes ("1", "11", "12", "2221", ...) and their weights
// summed; the best point is played. It looks no further ahead than that.
#pragma once

#include "ai/engine.h"

namespace gomoku::ai {

class WeightTableAI final : public Engine {
 public:
  SearchResult think(const Board& board, Rule rule, const SearchLimits& limits) override;

  // The seed's value of the empty point p for `me` ("2" in the codes; "1" is the opponent).
  static int pointValue(const Board& board, Point p, Stone me);
};

}  // namespace gomoku::ai
