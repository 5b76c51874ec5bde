// The line patterns and the engine's board: the table reads lines as the rules define them,
// the incremental keys always equal keys built from scratch, and fouls agree with the core.
#include "ai/patterns.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "ai/move_generation.h"
#include "ai/position.h"
#include "test_positions.h"

namespace gomoku::ai {
namespace {

// The key of a line written as eleven characters around the middle '*': 'x' own, 'o' blocked.
int keyOf(std::string_view line) {
  int key = 0;
  for (int offset = -5; offset <= 5; ++offset) {
    if (offset == 0) continue;
    char c = line[offset + 5];
    int digit = c == 'x' ? 1 : c == 'o' ? 2 : 0;
    key += digit * kDigitWeight[digitOf(offset)];
  }
  return key;
}

Pattern freePattern(std::string_view line) {
  return linePatterns(false)[keyOf(line)].pattern;
}
Pattern exactPattern(std::string_view line) {
  return linePatterns(true)[keyOf(line)].pattern;
}

TEST(LinePatterns, ReadLinesAsTheRulesDefineThem) {
  EXPECT_EQ(freePattern("...xx*xx..."), Pattern::F5);
  EXPECT_EQ(freePattern("....x*xx..."), Pattern::F4);
  EXPECT_EQ(freePattern("...ox*xx..."), Pattern::B4);
  EXPECT_EQ(freePattern("....x*x...."), Pattern::F3);
  EXPECT_EQ(freePattern("...ox*x...."), Pattern::B3);
  EXPECT_EQ(freePattern(".....*x...."), Pattern::F2);
  EXPECT_EQ(freePattern("....o*xxo.."), Pattern::Dead);
  EXPECT_EQ(freePattern("...xx*.x..."), Pattern::B4);  // one gap to fill, and only one five
  EXPECT_EQ(freePattern("....x*.x..."), Pattern::F3);  // a split three
}

TEST(LinePatterns, AnOverlineIsAFiveOnlyWhereFiveOrMoreWins) {
  EXPECT_EQ(freePattern("..xxx*xx..."), Pattern::F5);
  EXPECT_EQ(exactPattern("..xxx*xx..."), Pattern::Overline);
  // With exactly five, the point beyond a stone next to the four does not make five.
  EXPECT_EQ(exactPattern("...x.*xxx.."), Pattern::B4);
  EXPECT_EQ(freePattern("...x.*xxx.."), Pattern::F4);
}

TEST(LinePatterns, TwoFoursOnOneLineAreMarked) {
  const LinePattern& p = linePatterns(true)[keyOf("..x.x*x.x..")];
  EXPECT_EQ(p.pattern, Pattern::F4);
  EXPECT_TRUE(p.twoFours);
  EXPECT_FALSE(linePatterns(true)[keyOf("....x*xx...")].twoFours);
}

// Plays random games with random undos and compares the incremental board with a fresh one.
TEST(Position, IncrementalLinesMatchARebuild) {
  std::mt19937 random(7);
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    Position pos(Board(15), rule);
    for (int step = 0; step < 150; ++step) {
      if (pos.stoneCount() > 0 && (random() % 4 == 0 || pos.stoneCount() > 120)) {
        pos.undo();
      } else {
        Cell c;
        do c = pos.points()[random() % pos.points().size()];
        while (!pos.isEmpty(c));
        pos.play(c);
      }
      Position fresh(pos.board(), rule);
      ASSERT_EQ(pos.evaluate(), fresh.evaluate());
      ASSERT_EQ(pos.key(), fresh.key());
      for (Stone s : {Stone::Black, Stone::White}) {
        ASSERT_EQ(pos.threatCounts(s), fresh.threatCounts(s));
      }
      ASSERT_TRUE(pos.candidates() == fresh.candidates());
      for (Cell c : pos.points()) {
        const bool nearStones = std::ranges::any_of(
            pos.points(), [&](Cell q) { return !pos.isEmpty(q) && Position::distance(c, q) <= 2; });
        ASSERT_EQ(pos.isCandidate(c), pos.isEmpty(c) && nearStones);
        if (!pos.isEmpty(c)) continue;
        for (Stone s : {Stone::Black, Stone::White}) {
          ASSERT_EQ(pos.pointValue(s, c), fresh.pointValue(s, c));
          ASSERT_EQ(pos.threatIgnoringFouls(s, c), fresh.threatIgnoringFouls(s, c));
          for (int line = 0; line < 4; ++line) ASSERT_EQ(pos.pattern(s, c, line), fresh.pattern(s, c, line));
        }
      }
    }
  }
}

// What the tables say a stone would leave is what playing it leaves.
TEST(Position, ThreatsAfterABlockAreThoseAfterPlayingIt) {
  std::mt19937 random(3);
  int changed = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    Position pos(Board(15), rule);
    for (int step = 0; step < 40; ++step) {
      Cell c;
      // Stones crowd the middle so that threes and fours are common.
      do c = Position::cellOf({4 + static_cast<int>(random() % 7), 4 + static_cast<int>(random() % 7)});
      while (!pos.isEmpty(c));
      // s is the colour that the side to move's stone on c would block.
      const Stone s = opponent(pos.sideToMove());
      std::vector<std::pair<Cell, Threat>> predicted;
      forEachLineCell(c, 5, [&](int, int, Cell q) {
        if (pos.isEmpty(q)) predicted.push_back({q, pos.threatAfterBlock(s, q, c).threat});
      });
      bool anyFour =
          pos.anyThreatAfterBlock(s, c, [](const PointThreat& t) { return isFourThreat(t.threat); });
      pos.play(c);
      bool fourLeft = false;
      for (auto [q, threat] : predicted) {
        ASSERT_EQ(pos.threatIgnoringFouls(s, q), threat);
        fourLeft = fourLeft || isFourThreat(threat);
      }
      ASSERT_EQ(anyFour, fourLeft);
      pos.undo();
      for (auto [q, threat] : predicted) changed += pos.threatIgnoringFouls(s, q) != threat;
      pos.play(c);
    }
  }
  EXPECT_GT(changed, 30);  // the blocks did change threats
}

TEST(Position, FoulsAgreeWithTheRules) {
  std::mt19937 random(11);
  int fouls = 0;
  for (int game = 0; game < 60; ++game) {
    Board board(15);
    int stones = 20 + static_cast<int>(random() % 40);
    for (int i = 0; i < stones; ++i) {
      // Stones crowd the middle so that threes and fours are common.
      Point p{4 + static_cast<int>(random() % 7), 4 + static_cast<int>(random() % 7)};
      if (board.isEmpty(p)) board.place(p, random() % 3 == 0 ? Stone::White : Stone::Black);
    }
    Position pos(board, Rule::Renju);
    for (Cell c : pos.points()) {
      if (!pos.isEmpty(c)) continue;
      bool forbidden = renjuFoul(board, Position::pointOf(c)) != Foul::None;
      fouls += forbidden;
      ASSERT_EQ(pos.isForbidden(c), forbidden);
    }
  }
  EXPECT_GT(fouls, 20);  // the test did meet fouls
}

TEST(Position, NoFoulsOutsideRenju) {
  Board board = test::boardFromPicture(
      {"...............", ".....X.X.......", "......X........", ".....X.X......."}, Stone::Black);
  Position pos(board, Rule::Freestyle);
  EXPECT_FALSE(pos.isForbidden(Position::cellOf({6, 2})));
}

}  // namespace
}  // namespace gomoku::ai
