// The evaluation's shapes: a point's value must not depend on which of its lines is which, and
// every shape must be told apart from every other.
#include "ai/code_values.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>

namespace gomoku::ai {
namespace {

int codeOf(const std::array<int, 4>& lines) {
  int code = 0;
  for (int line = 0; line < 4; ++line) code += lines[line] * kLineCodeWeight[line];
  return code;
}

TEST(CodeValues, APointsShapeIsTheSameWhicheverLineHoldsWhichPattern) {
  std::array<int, 4> lines{static_cast<int>(Pattern::F3), static_cast<int>(Pattern::B4), 0, kTwoFoursCode};
  std::sort(lines.begin(), lines.end());
  const int shape = shapeOf(codeOf(lines));
  do EXPECT_EQ(shapeOf(codeOf(lines)), shape);
  while (std::next_permutation(lines.begin(), lines.end()));
  // Four dead lines are shape 0, whose value is 0: the value sums skip such points.
  EXPECT_EQ(shapeOf(0), 0);
  for (int s = 0; s < kEvaluationSets; ++s)
    for (int r = 0; r < kRoles; ++r) EXPECT_EQ(kShapeValues[s][r][0], 0);
}

TEST(CodeValues, EveryShapeHasItsOwnSortedLines) {
  std::set<std::array<std::uint8_t, 4>> seen;
  for (int shape = 0; shape < kShapes; ++shape) {
    const auto& lines = shapeLines()[shape];
    EXPECT_TRUE(std::is_sorted(lines.begin(), lines.end(), std::greater<>()));
    EXPECT_TRUE(seen.insert(lines).second);
    EXPECT_EQ(shapeOf(codeOf({lines[0], lines[1], lines[2], lines[3]})), shape);
  }
  EXPECT_EQ(evaluationSet(Rule::Freestyle, Stone::Black), evaluationSet(Rule::Standard, Stone::White));
  EXPECT_NE(evaluationSet(Rule::Renju, Stone::Black), evaluationSet(Rule::Renju, Stone::White));
}

}  // namespace
}  // namespace gomoku::ai
