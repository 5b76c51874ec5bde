#include "ai/code_values.h"

#include <algorithm>
#include <functional>

namespace gomoku::ai {

EvaluationSet evaluationSet(Rule rule, Stone colour) {
  if (rule != Rule::Renju) return EvaluationSet::FreestyleAndStandard;
  return colour == Stone::Black ? EvaluationSet::RenjuBlack : EvaluationSet::RenjuWhite;
}

namespace {

std::array<std::uint8_t, 4> sortedLines(int pointCode) {
  std::array<std::uint8_t, 4> lines{};
  for (int line = 0; line < 4; ++line)
    lines[line] = static_cast<std::uint8_t>(pointCode / kLineCodeWeight[line] % kLineCodes);
  std::ranges::sort(lines, std::greater<>());
  return lines;
}

struct Shapes {
  std::array<std::array<std::uint8_t, 4>, kShapes> lines{};
  std::vector<std::int16_t> ofCode = std::vector<std::int16_t>(kPointCodes);
  Shapes() {
    // Shapes are numbered in the order their sorted lines first appear among the point codes;
    // a sorted code is itself a point code, so it indexes the numbers given so far.
    std::vector<std::int16_t> numberOfSorted(kPointCodes, -1);
    int count = 0;
    for (int code = 0; code < kPointCodes; ++code) {
      const std::array<std::uint8_t, 4> sorted = sortedLines(code);
      int sortedCode = 0;
      for (int line = 0; line < 4; ++line) sortedCode += sorted[line] * kLineCodeWeight[line];
      if (numberOfSorted[sortedCode] < 0) {
        lines[count] = sorted;
        numberOfSorted[sortedCode] = static_cast<std::int16_t>(count++);
      }
      ofCode[code] = numberOfSorted[sortedCode];
    }
  }
};

const Shapes& shapes() {
  static const Shapes built;
  return built;
}

}  // namespace

int shapeOf(int pointCode) {
  return shapes().ofCode[pointCode];
}

const std::array<std::array<std::uint8_t, 4>, kShapes>& shapeLines() {
  return shapes().lines;
}

const std::vector<std::int16_t>& codeValues(EvaluationSet set, Role role) {
  static const auto tables = [] {
    std::array<std::array<std::vector<std::int16_t>, kRoles>, kEvaluationSets> built;
    for (int s = 0; s < kEvaluationSets; ++s)
      for (int r = 0; r < kRoles; ++r) {
        built[s][r].resize(kPointCodes);
        for (int code = 0; code < kPointCodes; ++code) built[s][r][code] = kShapeValues[s][r][shapeOf(code)];
      }
    return built;
  }();
  return tables[static_cast<int>(set)][static_cast<int>(role)];
}

}  // namespace gomoku::ai
