#include <gtest/gtest.h>
#include "core/game.h"
using namespace gomoku;
TEST(Smoke, FiveWins) {
  Game g;
  for (int i = 0; i < 4; ++i) { ASSERT_FALSE(g.play({i, 0})); ASSERT_FALSE(g.play({i, 1})); }
  ASSERT_FALSE(g.play({4, 0}));
  EXPECT_EQ(g.outcome(), Outcome::BlackWins);
}
