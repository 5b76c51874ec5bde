// The Beginner level: a player who is learning the game. It looks one move ahead, as a newcomer
// does: it takes a five, blocks a four, answers an open three only now and then, sees its own
// chance of a straight four most of the time, and otherwise lengthens its own lines. It never
// plays a point that makes two threats at once (a fork), so a person who has not yet learnt forks
// meets lines they can see, and can win.
#pragma once

#include <random>

#include "ai/engine.h"

namespace gomoku::ai {

class LearnerAI final : public Engine {
 public:
  explicit LearnerAI(std::uint64_t seed = 0) : random_(seed) {}
  SearchResult think(const Board& board, Rule rule, const SearchLimits& limits) override;

  // How often it sees the opponent's open three and blocks it, and its own chance to make a
  // straight four, in percent.
  static constexpr int kNoticesOpenThree = 35;
  static constexpr int kNoticesStraightFour = 60;

 private:
  std::mt19937_64 random_;
};

}  // namespace gomoku::ai
