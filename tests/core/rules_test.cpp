// The rules as a player meets them, one small position at a time.
#include "core/rules.h"

#include <gtest/gtest.h>

#include "position_text.h"

namespace gomoku {
namespace {

using testing::boardFromRows;

// A 9x9 board is enough for every shape here; rows are listed from the top.
Board nine(std::vector<std::string> rows) {
  return boardFromRows(rows);
}

TEST(Freestyle, FiveInARowWins) {
  Board b = nine({"XXXX.....", ".........", ".........", ".........", ".........", ".........", ".........",
                  ".........", "........."});
  EXPECT_TRUE(isWin(b, {4, 0}, Stone::Black, Rule::Freestyle));
  EXPECT_FALSE(isWin(b, {5, 0}, Stone::Black, Rule::Freestyle));
}

TEST(Freestyle, OverlineWins) {
  Board b = nine({"XXX.XX...", ".........", ".........", ".........", ".........", ".........", ".........",
                  ".........", "........."});
  EXPECT_TRUE(isWin(b, {3, 0}, Stone::Black, Rule::Freestyle));
  EXPECT_EQ(winningLine(b, {3, 0}, Stone::Black, Rule::Freestyle).size(), 6u);
}

TEST(Standard, OverlineDoesNotWinForEitherSide) {
  Board b = nine({"OOO.OO...", "XXX.XX...", ".........", ".........", ".........", ".........", ".........",
                  ".........", "........."});
  EXPECT_FALSE(isWin(b, {3, 0}, Stone::White, Rule::Standard));
  EXPECT_FALSE(isWin(b, {3, 1}, Stone::Black, Rule::Standard));
}

TEST(Renju, WhiteWinsWithAnOverline) {
  Board b = nine({"OOO.OO...", ".........", ".........", ".........", ".........", ".........", ".........",
                  ".........", "........."});
  EXPECT_TRUE(isWin(b, {3, 0}, Stone::White, Rule::Renju));
}

TEST(Renju, DiagonalFiveWinsAndNamesItsPoints) {
  Board b = nine({"X........", ".X.......", "..X......", "...X.....", ".........", ".........", ".........",
                  ".........", "........."});
  auto line = winningLine(b, {4, 4}, Stone::Black, Rule::Renju);
  ASSERT_EQ(line.size(), 5u);
  EXPECT_EQ(line.front(), (Point{0, 0}));
  EXPECT_EQ(line.back(), (Point{4, 4}));
}

TEST(Renju, BlackOverlineIsForbidden) {
  Board b = nine({".........", ".........", ".........", ".........", "XXX.XX...", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {3, 4}), Foul::Overline);
}

TEST(Renju, DoubleFourOnOneLineIsForbidden) {
  // X.X*X.X: the stone makes two fours on one line.
  Board b = nine({".........", ".........", ".........", ".........", "X.X.X.X..", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {3, 4}), Foul::DoubleFour);
  // XX.X*.XX
  Board c = nine({".........", ".........", ".........", ".........", "XX.X..XX.", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(c, {4, 4}), Foul::DoubleFour);
}

TEST(Renju, DoubleFourAcrossTwoLinesIsForbidden) {
  Board b = nine({".........", "....X....", "....X....", "....X....", ".XXX.....", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {4, 4}), Foul::DoubleFour);
}

TEST(Renju, DoubleThreeIsForbidden) {
  Board b = nine({".........", ".........", "....X....", "....X....", "..XX.....", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {4, 4}), Foul::DoubleThree);
}

TEST(Renju, FourThreeIsAllowed) {
  Board b = nine({".........", "....X....", "....X....", "....X....", "..XX.....", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {4, 4}), Foul::None);
}

TEST(Renju, AThreeBlockedOnOneSideDoesNotCount) {
  Board b = nine({".........", ".........", "....X....", "....X....", "OXX......", ".........", ".........",
                  ".........", "........."});
  EXPECT_EQ(renjuFoul(b, {3, 4}), Foul::None);
}

TEST(Renju, AFiveBeatsAnyFoul) {
  // The point makes five across and an overline-free double-three elsewhere: it wins.
  Board b = nine({".........", ".........", "....X....", "....X....", "XXXX.....", ".........", ".........",
                  ".........", "........."});
  Board after = b;
  after.place({4, 4}, Stone::Black);
  EXPECT_TRUE(isWin(after, {4, 4}, Stone::Black, Rule::Renju));
  EXPECT_EQ(renjuFoul(b, {4, 4}), Foul::None);
}

TEST(Renju, ForbiddenPointsListsTheFoulsOfThePosition) {
  Board b = nine({".........", ".........", "....X....", "....X....", "..XX.....", ".........", ".........",
                  ".........", "........."});
  auto points = forbiddenPoints(b);
  EXPECT_NE(std::find(points.begin(), points.end(), Point{4, 4}), points.end());
  for (Point p : points) EXPECT_NE(renjuFoul(b, p), Foul::None);
}

// Where a failed engine's move goes: the legal point nearest the centre, never a foul.
TEST(LegalPointNearCentre, IsTheCentreUnlessItIsTakenOrForbidden) {
  Board empty = nine({".........", ".........", ".........", ".........", ".........", ".........",
                      ".........", ".........", "........."});
  EXPECT_EQ(legalPointNearCentre(empty, Rule::Renju), (Point{4, 4}));
  // Black to move; the centre would make two open threes.
  Board b = nine({"O.......O", ".........", "....X....", "....X....", "..XX.....", ".........", ".........",
                  ".........", "O.......O"});
  ASSERT_EQ(b.sideToMove(), Stone::Black);
  EXPECT_EQ(legalPointNearCentre(b, Rule::Freestyle), (Point{4, 4}));
  const Point renju = legalPointNearCentre(b, Rule::Renju);
  EXPECT_NE(renju, (Point{4, 4}));
  EXPECT_TRUE(isLegalMove(b, Rule::Renju, renju));
  EXPECT_FALSE(isLegalMove(b, Rule::Renju, {4, 4}));
  EXPECT_FALSE(isLegalMove(b, Rule::Renju, {4, 3}));  // taken
}

}  // namespace
}  // namespace gomoku
