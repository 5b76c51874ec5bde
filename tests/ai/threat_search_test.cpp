// VCF: the threat search finds known wins by continuous fours within a node budget, every line
// it returns is a real win when replayed under the rules, and it finds none where there is none.
#include "ai/threat_search.h"

#include <gtest/gtest.h>

#include "test_positions.h"
#include "vcf_puzzles.h"

namespace gomoku::ai {
namespace {

using test::boardFromPicture;

// The empty points where `s` would make a winning line.
std::vector<Point> fivePoints(const Board& board, Stone s, Rule rule) {
  std::vector<Point> points;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x)
      if (board.isEmpty({x, y}) && isWin(board, {x, y}, s, rule)) points.push_back({x, y});
  return points;
}

// Replays a VCF line with the core rules: each attacking move is legal and threatens five, each
// reply blocks the only five point, and the line ends in a five or a four that cannot be blocked.
void expectWinningLine(Board board, Rule rule, const std::vector<Cell>& line) {
  Stone attacker = board.sideToMove();
  Stone defender = opponent(attacker);
  ASSERT_FALSE(line.empty());
  for (std::size_t i = 0; i < line.size(); ++i) {
    Point p = Position::pointOf(line[i]);
    ASSERT_TRUE(board.contains(p) && board.isEmpty(p)) << "move " << i;
    if (i % 2 == 0) {
      if (rule == Rule::Renju && attacker == Stone::Black) {
        ASSERT_EQ(renjuFoul(board, p), Foul::None);
      }
      bool five = isWin(board, p, attacker, rule);
      board.play(p);
      if (five) {
        EXPECT_EQ(i + 1, line.size()) << "the five ends the line";
        return;
      }
      std::vector<Point> threats = fivePoints(board, attacker, rule);
      ASSERT_FALSE(threats.empty()) << "move " << i << " is not a four";
      if (i + 1 == line.size()) {
        bool blockIsFoul = threats.size() == 1 && rule == Rule::Renju && defender == Stone::Black &&
                           !isWin(board, threats[0], defender, rule) &&
                           renjuFoul(board, threats[0]) != Foul::None;
        EXPECT_TRUE(threats.size() >= 2 || blockIsFoul) << "the last four can be blocked";
        EXPECT_TRUE(fivePoints(board, defender, rule).empty()) << "the defender has a five of their own";
        return;
      }
      ASSERT_EQ(threats.size(), 1u);
      ASSERT_EQ(threats[0], Position::pointOf(line[i + 1])) << "the reply is not the block";
      ASSERT_TRUE(fivePoints(board, defender, rule).empty()) << "the defender could win instead";
    } else {
      board.play(p);
    }
  }
  FAIL() << "the line ends without a win";
}

class VcfPuzzleTest : public testing::TestWithParam<test::VcfPuzzle> {};

TEST_P(VcfPuzzleTest, FindsAWinReplayedByTheRules) {
  const test::VcfPuzzle& puzzle = GetParam();
  Board board = boardFromPicture(puzzle.picture, puzzle.toMove);
  Position pos(board, puzzle.rule);
  ThreatSearch search;
  std::vector<Cell> line;
  ASSERT_TRUE(search.findVcf(pos, 30, &line));
  EXPECT_LT(search.nodes(), 5000u);
  EXPECT_EQ(pos.board().hash(), board.hash()) << "the search leaves the board as it found it";
  expectWinningLine(board, puzzle.rule, line);
}

INSTANTIATE_TEST_SUITE_P(Puzzles, VcfPuzzleTest, testing::ValuesIn(test::vcfPuzzles()),
                         [](const testing::TestParamInfo<test::VcfPuzzle>& param) {
                           std::string name(param.param.name);
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

TEST_P(VcfPuzzleTest, NeedsAsManyFoursAsKnown) {
  const test::VcfPuzzle& puzzle = GetParam();
  Position pos(boardFromPicture(puzzle.picture, puzzle.toMove), puzzle.rule);
  ThreatSearch search;
  EXPECT_FALSE(search.findVcf(pos, puzzle.fours - 1));
  search.clearFailures();
  EXPECT_TRUE(search.findVcf(pos, puzzle.fours));
}

TEST(Vcf, ABlackBlockOnAnOverlineIsNoBlockOnlyUnderRenju) {
  const test::VcfPuzzle& puzzle = test::vcfPuzzles().back();
  Board board = boardFromPicture(puzzle.picture, puzzle.toMove);
  ThreatSearch search;
  std::vector<Cell> line;
  Position renju(board, Rule::Renju);
  ASSERT_TRUE(search.findVcf(renju, 10, &line));
  EXPECT_EQ(Position::pointOf(line.front()), (Point{3, 3}));
  Position standard(board, Rule::Standard);
  EXPECT_FALSE(search.findVcf(standard, 10));
}

TEST(Vcf, NoWinOnAQuietBoard) {
  Board board = boardFromPicture({"...............", "...............", "...............", "...............",
                                  ".......X.......", "......OX.......", ".......O......."},
                                 Stone::Black);
  Position pos(board, Rule::Freestyle);
  ThreatSearch search;
  EXPECT_FALSE(search.findVcf(pos, 30));
}

}  // namespace
}  // namespace gomoku::ai
