// Every puzzle the game ships (assets/puzzles/gomoku.txt) checked against the engine, one test a
// puzzle: the stated first move wins as stated (fours: a VCF of the stated length; threes: no VCF,
// and the search proves the win) and no other first move wins - the same check, at the same node
// budgets, as the tool that made them (tools/puzzles). The sanitizers' build checks every tenth.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "ai/puzzle_check.h"

namespace gomoku {
namespace {

#ifdef GOMOKU_PUZZLE_SAMPLE
constexpr std::size_t kEvery = GOMOKU_PUZZLE_SAMPLE;
#else
constexpr std::size_t kEvery = 1;
#endif

std::string shippedText() {
  std::ifstream in(std::string(GOMOKU_ASSETS_DIR) + "/puzzles/gomoku.txt");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::vector<Puzzle>& shipped() {
  static const std::vector<Puzzle> puzzles = [] {
    Result<std::vector<Puzzle>> read = readPuzzles(shippedText());
    return read ? std::move(*read) : std::vector<Puzzle>{};
  }();
  return puzzles;
}

std::vector<std::size_t> checked() {
  std::vector<std::size_t> indices;
  for (std::size_t i = 0; i < shipped().size(); i += kEvery) indices.push_back(i);
  return indices;
}

TEST(ShippedPuzzles, TheFileReadsWithAtLeast300Puzzles) {
  const Result<std::vector<Puzzle>> read = readPuzzles(shippedText());
  ASSERT_TRUE(read) << read.error();
  EXPECT_GE(read->size(), 300u);
}

TEST(ShippedPuzzles, SpreadOverRulesWinnersKindsAndLengths) {
  std::map<std::pair<Rule, Stone>, int> sides;
  std::map<int, int> fourLengths;
  int threes = 0;
  for (const Puzzle& p : shipped()) {
    ++sides[{p.rule, p.winner}];
    if (p.kind == PuzzleKind::Fours)
      ++fourLengths[p.length];
    else
      ++threes;
  }
  // Each rule and winner has its quarter; 60% wins by fours and 40% with threes; fours of every
  // length from 3 to 9 moves (long VCFs with one winning first move are rare in play).
  for (Rule rule : {Rule::Freestyle, Rule::Renju})
    for (Stone winner : {Stone::Black, Stone::White})
      EXPECT_GE((sides[std::pair{rule, winner}]), 75) << ruleName(rule) << " " << stoneName(winner);
  for (int length = 3; length <= 6; ++length) EXPECT_GE(fourLengths[length], 10) << "fours in " << length;
  for (int length = 7; length <= 9; ++length) EXPECT_GE(fourLengths[length], 1) << "fours in " << length;
  EXPECT_GE(threes, 120);
  EXPECT_GE(static_cast<int>(shipped().size()) - threes, 180);
}

class ShippedPuzzle : public testing::TestWithParam<std::size_t> {};

TEST_P(ShippedPuzzle, HasExactlyOneWinningFirstMove) {
  ASSERT_LT(GetParam(), shipped().size());
  const Puzzle& puzzle = shipped()[GetParam()];
  const std::optional<std::string> why = ai::checkPuzzle(puzzle);
  EXPECT_FALSE(why) << puzzle.id << ": " << *why;
}

INSTANTIATE_TEST_SUITE_P(Every, ShippedPuzzle, testing::ValuesIn(checked()),
                         [](const testing::TestParamInfo<std::size_t>& puzzle) {
                           return shipped()[puzzle.param].id;
                         });

}  // namespace
}  // namespace gomoku
