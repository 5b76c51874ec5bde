// Our area count against GNU Go's: a few 9x9 games GNU Go plays against itself, counted with its
// dead stones, come to the same score to the half point as its final_score. GNU Go gives no
// territory in seki; Chinese rules count an eye in seki for its owner, so where the two differ the
// game has a seki, and our count with GNU Go's seki stones is its count. (The benchmark
// go-score-agreement plays many more, on every size.)
#include <gtest/gtest.h>

#include "core/go/sgf.h"
#include "gnugo_games.h"
#include "session/fake_engine.h"

namespace gomoku::session {
namespace {

class GnuGoScoring : public ::testing::TestWithParam<int> {};

TEST_P(GnuGoScoring, OurAreaCountIsGnuGosFinalScore) {
  if (!gnuGoInstalled()) GTEST_SKIP() << "GNU Go is not installed (cmake/install-deps.sh installs it)";
  const int seed = GetParam();
  Result<CountedGame> counted = playAndCount(9, 1, seed, 7.5);
  ASSERT_TRUE(counted) << counted.error();
  if (counted->resigned) GTEST_SKIP() << "GNU Go resigned: nothing to count";
  EXPECT_TRUE(counted->game.isOver());
  EXPECT_EQ(counted->ourScoreWithoutSekiTerritory, counted->gnuGoScore) << go::writeSgf(counted->game);
  if (counted->seki.empty()) {
    EXPECT_EQ(counted->ourScore, counted->gnuGoScore);
  }
}

INSTANTIATE_TEST_SUITE_P(NineByNine, GnuGoScoring, ::testing::Values(1, 2, 3));

}  // namespace
}  // namespace gomoku::session
