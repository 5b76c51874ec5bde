// Soak: many quick engine-against-engine games under every rule, each move checked by the core
// Game, so a crash, a leak (under the sanitizer build) or an illegal move fails the test.
#include <gtest/gtest.h>

#include <random>

#include "ai/engine.h"
#include "core/game.h"

namespace gomoku::ai {
namespace {

TEST(Soak, QuickGamesInEveryRuleStayLegal) {
  std::mt19937 random(2024);
  SearchLimits limits;
  limits.turnTime = std::chrono::milliseconds(600000);
  limits.maxNodes = 250;
  const Level levels[] = {Level::Medium, Level::Hard, Level::Master};
  int games = 0, decided = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    for (int g = 0; g < 8; ++g) {
      Game game(rule);
      // A random opening of three stones near the middle, as the match runner plays.
      while (game.moves().size() < 3) {
        Point p{5 + static_cast<int>(random() % 5), 5 + static_cast<int>(random() % 5)};
        if (!game.check(p)) (void)game.play(p);
      }
      auto black = makeEngine(levels[g % 3], random());
      auto white = makeEngine(levels[(g + 1) % 3], random());
      while (!game.isOver()) {
        Engine& engine = game.sideToMove() == Stone::Black ? *black : *white;
        Point move = engine.think(game.board(), rule, limits).move;
        auto illegal = game.play(move);
        ASSERT_FALSE(illegal) << ruleName(rule) << " game " << g << " move " << game.moves().size() << ": "
                              << illegal->message();
      }
      ++games;
      decided += game.outcome() != Outcome::Draw;
    }
  }
  EXPECT_EQ(games, 24);
  EXPECT_GT(decided, 12);
}

}  // namespace
}  // namespace gomoku::ai
