// The fast renju rules (line tables, recursion only where needed) against the plain reference
// referee, on many random crowded positions where fouls are common.
#include <gtest/gtest.h>

#include <array>
#include <random>

#include "core/rules.h"
#include "reference_rules.h"

namespace gomoku {
namespace {

// A random position with stones packed into a small square, so that threes, fours and
// overlines meet often; black somewhat outnumbers white.
Board crowdedPosition(std::mt19937& rng, int size, int area) {
  Board board(size);
  std::uniform_int_distribution<int> coordinate(0, area - 1);
  std::uniform_int_distribution<int> stones(8, area * area / 2);
  int offset = (size - area) / 2;
  for (int i = stones(rng); i > 0; --i) {
    Point p{offset + coordinate(rng), offset + coordinate(rng)};
    if (board.isEmpty(p)) board.place(p, rng() % 5 < 3 ? Stone::Black : Stone::White);
  }
  return board;
}

TEST(RenjuReference, FastRulesAgreeWithTheReferenceOnRandomPositions) {
  std::mt19937 rng(20261122);
  std::array<int, 4> found{};
  for (int round = 0; round < 300; ++round) {
    int size = round % 3 == 0 ? 15 : (round % 3 == 1 ? 9 : 19);
    Board board = crowdedPosition(rng, size, std::min(size, 9));
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        Point p{x, y};
        if (!board.isEmpty(p)) continue;
        Foul fast = renjuFoul(board, p);
        ASSERT_EQ(fast, testing::referenceFoul(board, p))
            << "round " << round << " at " << toNotation(p, size);
        ++found[static_cast<int>(fast)];
      }
    }
  }
  // The positions must actually exercise every foul, or the comparison proves little.
  EXPECT_GT(found[static_cast<int>(Foul::Overline)], 20);
  EXPECT_GT(found[static_cast<int>(Foul::DoubleFour)], 20);
  EXPECT_GT(found[static_cast<int>(Foul::DoubleThree)], 20);
}

TEST(RenjuReference, ForbiddenPointsListsExactlyTheFouls) {
  std::mt19937 rng(7);
  for (int round = 0; round < 40; ++round) {
    Board board = crowdedPosition(rng, 15, 8);
    std::vector<Point> expected;
    for (int y = 0; y < 15; ++y)
      for (int x = 0; x < 15; ++x)
        if (board.isEmpty({x, y}) && testing::referenceFoul(board, {x, y}) != Foul::None)
          expected.push_back({x, y});
    EXPECT_EQ(forbiddenPoints(board), expected) << "round " << round;
  }
}

}  // namespace
}  // namespace gomoku
