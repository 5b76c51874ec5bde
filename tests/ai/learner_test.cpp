// The Beginner level plays as a person learning the game: it sees a five and a four, builds its
// own lines, answers an open three only some of the time and never makes a fork.
#include "ai/learner.h"

#include <gtest/gtest.h>

#include <set>

#include "ai/position.h"
#include "test_positions.h"

namespace gomoku::ai {
namespace {

using test::boardFromPicture;

Point learnerMove(const Board& board, std::uint64_t seed, Rule rule = Rule::Freestyle) {
  LearnerAI learner(seed);
  return learner.think(board, rule, SearchLimits{}).move;
}

TEST(Learner, TakesAFiveBeforeBlockingAFour) {
  const Board board =
      boardFromPicture({"...............", "...............", "...OOOO........", "...............",
                        "...............", "....XXXX.......", "..............."},
                       Stone::Black);
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const Point p = learnerMove(board, seed);
    EXPECT_TRUE((p == Point{3, 5} || p == Point{8, 5})) << p.x << "," << p.y;
  }
}

TEST(Learner, AlwaysBlocksAFour) {
  const Board board =
      boardFromPicture({"...............", "...............", "..XOOOO........", "...............",
                        "...............", "....X..X.......", "..............."},
                       Stone::Black);
  for (std::uint64_t seed = 0; seed < 20; ++seed) EXPECT_EQ(learnerMove(board, seed), (Point{7, 2}));
}

// Two open twos that cross: the crossing point makes two open threes at once, the best point for
// its own lines by far, and the learner never takes it.
TEST(Learner, NeverMakesAFork) {
  const Board board = boardFromPicture(
      {"...............", "...............", "...............", "...............", "...............",
       ".......X.......", ".......X.......", ".....XX........", "...............", "..........O....",
       "...........O...", "............O..", "..............."},
      Stone::Black);
  const Position position(board, Rule::Freestyle);
  ASSERT_EQ(position.threatIgnoringFouls(Stone::Black, Position::cellOf({7, 7})), Threat::DoubleThree);
  for (std::uint64_t seed = 0; seed < 200; ++seed) EXPECT_NE(learnerMove(board, seed), (Point{7, 7}));
}

// White's open three: the learner blocks it at one of its ends some of the time, not always, so
// a newcomer's three can win them a game.
TEST(Learner, AnswersAnOpenThreeOnlySomeOfTheTime) {
  const Board board =
      boardFromPicture({"...............", "...............", "...............", "...X...........",
                        "...............", "...............", "...............", "......OOO......",
                        "...............", "...........X...", "..............."},
                       Stone::Black);
  int blocked = 0;
  constexpr int kGames = 400;
  for (std::uint64_t seed = 0; seed < kGames; ++seed) {
    const Point p = learnerMove(board, seed);
    blocked += p == Point{5, 7} || p == Point{9, 7};
  }
  EXPECT_GT(blocked, kGames * 20 / 100);
  EXPECT_LT(blocked, kGames * 60 / 100);
}

// In a quiet position it builds on its own stones: each move makes at least a two of its own.
TEST(Learner, BuildsItsOwnLines) {
  const Board board = boardFromPicture(
      {"...............", "...............", "...............", "...............", "...............",
       "...............", "........O......", ".......X.......", "..............."},
      Stone::Black);
  const Position position(board, Rule::Freestyle);
  std::set<std::pair<int, int>> seen;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const Point p = learnerMove(board, seed);
    const Cell c = Position::cellOf(p);
    bool two = false;
    for (int line = 0; line < 4; ++line) two = two || position.pattern(Stone::Black, c, line) >= Pattern::B2;
    EXPECT_TRUE(two) << p.x << "," << p.y;
    seen.insert({p.x, p.y});
  }
  EXPECT_GT(seen.size(), 1u);  // and not always the same one
}

// Under renju Black's forbidden points are never played, even when nothing else is near.
TEST(Learner, NeverPlaysARenjuFoul) {
  const Board board =
      boardFromPicture({"...............", "...............", "...............", "...............",
                        "...............", ".......X.......", ".......X.......", ".....XX........",
                        "...............", "..........O....", "...........O...", "..............."},
                       Stone::Black);
  for (std::uint64_t seed = 0; seed < 50; ++seed)
    EXPECT_EQ(renjuFoul(board, learnerMove(board, seed, Rule::Renju)), Foul::None);
}

}  // namespace
}  // namespace gomoku::ai
