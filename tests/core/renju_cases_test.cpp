// The checked renju positions of renju_cases.txt, each a test: black plays the queried point,
// and the rules must call it what the file says.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/rules.h"
#include "position_text.h"
#include "reference_rules.h"

namespace gomoku {
namespace {

struct RenjuCase {
  std::string title;
  std::vector<std::string> rows;
  std::string query;
  std::string expect;  // FIVE-WINS, LEGAL, or "FORBIDDEN <foul>"
};

std::vector<RenjuCase> readCases() {
  std::ifstream in(GOMOKU_TEST_DATA "/renju_cases.txt");
  std::vector<RenjuCase> cases;
  RenjuCase current;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# source:", 0) == 0) current.title = line.substr(10);
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("query:", 0) == 0) {
      std::istringstream words(line);
      std::string word;
      words >> word >> current.query >> word;
      std::getline(words >> std::ws, current.expect);
      cases.push_back(current);
      current = {};
    } else {
      current.rows.push_back(line);
    }
  }
  return cases;
}

std::string verdict(const Board& board, Point p) {
  Board after = board;
  after.place(p, Stone::Black);
  if (isWin(after, p, Stone::Black, Rule::Renju)) return "FIVE-WINS";
  Foul foul = renjuFoul(board, p);
  return foul == Foul::None ? "LEGAL" : "FORBIDDEN " + std::string(foulName(foul));
}

class RenjuCases : public ::testing::TestWithParam<RenjuCase> {};

TEST_P(RenjuCases, MoveIsJudgedAsTheCheckedAnswerSays) {
  const RenjuCase& c = GetParam();
  Board board = testing::boardFromRows(c.rows);
  auto p = parseNotation(c.query, board.size());
  ASSERT_TRUE(p.has_value()) << c.query;
  ASSERT_TRUE(board.isEmpty(*p));
  std::string got = verdict(board, *p);
  // Where several fouls meet, the file names overline before double-four before double-three,
  // as renjuFoul does.
  EXPECT_EQ(got, c.expect) << c.title << " at " << c.query;
  EXPECT_EQ(renjuFoul(board, *p), testing::referenceFoul(board, *p)) << c.title;
}

INSTANTIATE_TEST_SUITE_P(FromTheFile, RenjuCases, ::testing::ValuesIn(readCases()),
                         [](const auto& param) { return "Case" + std::to_string(param.index); });

TEST(RenjuCasesFile, HoldsAllFiftySixCases) {
  EXPECT_EQ(readCases().size(), 56u);
}

}  // namespace
}  // namespace gomoku
