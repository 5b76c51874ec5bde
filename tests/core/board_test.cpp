#include "core/board.h"

#include <gtest/gtest.h>

namespace gomoku {
namespace {

TEST(Board, BlackMovesFirstAndTurnsAlternate) {
  Board board;
  EXPECT_EQ(board.sideToMove(), Stone::Black);
  board.play({7, 7});
  EXPECT_EQ(board.at({7, 7}), Stone::Black);
  EXPECT_EQ(board.sideToMove(), Stone::White);
  board.play({7, 8});
  EXPECT_EQ(board.at({7, 8}), Stone::White);
  EXPECT_EQ(board.lastMove(), (Point{7, 8}));
}

TEST(Board, UndoRestoresStonesTurnAndHash) {
  Board board;
  std::uint64_t empty = board.hash();
  board.play({3, 4});
  std::uint64_t one = board.hash();
  board.play({5, 6});
  board.undo();
  EXPECT_EQ(board.hash(), one);
  EXPECT_TRUE(board.isEmpty({5, 6}));
  EXPECT_EQ(board.sideToMove(), Stone::White);
  board.undo();
  EXPECT_EQ(board.hash(), empty);
  EXPECT_EQ(board.stoneCount(), 0);
}

TEST(Board, SamePositionByDifferentOrdersHasTheSameHash) {
  Board a, b;
  a.play({1, 1});
  a.play({2, 2});
  a.play({3, 3});
  b.play({3, 3});
  b.play({2, 2});
  b.play({1, 1});
  EXPECT_EQ(a.hash(), b.hash());
}

TEST(Board, SizesFromFiveToTwentyTwo) {
  for (int size : {5, 15, 19, 22}) {
    Board board(size);
    EXPECT_TRUE(board.contains({size - 1, size - 1}));
    EXPECT_FALSE(board.contains({size, 0}));
    EXPECT_FALSE(board.contains({0, -1}));
    board.play({size - 1, size - 1});
    EXPECT_EQ(board.stoneCount(), 1);
  }
}

TEST(Notation, ColumnsFromTheLeftRowsFromTheBottom) {
  EXPECT_EQ(toNotation({7, 7}, 15), "h8");
  EXPECT_EQ(toNotation({0, 14}, 15), "a1");
  EXPECT_EQ(toNotation({14, 0}, 15), "o15");
  EXPECT_EQ(parseNotation("h8", 15), (Point{7, 7}));
  EXPECT_EQ(parseNotation("A1", 15), (Point{0, 14}));
  EXPECT_EQ(parseNotation("s19", 19), (Point{18, 0}));
}

TEST(Notation, RejectsWhatIsNotAPointOfTheBoard) {
  EXPECT_FALSE(parseNotation("p8", 15));
  EXPECT_FALSE(parseNotation("h16", 15));
  EXPECT_FALSE(parseNotation("h0", 15));
  EXPECT_FALSE(parseNotation("hh", 15));
  EXPECT_FALSE(parseNotation("8", 15));
  EXPECT_FALSE(parseNotation("h8x", 15));
}

}  // namespace
}  // namespace gomoku
