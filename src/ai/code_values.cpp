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

int threatMask(const std::array<int, kThreatCount>& mine, const std::array<int, kThreatCount>& theirs) {
  auto any = [](const std::array<int, kThreatCount>& counts, Threat a, Threat b) {
    return counts[static_cast<int>(a)] + counts[static_cast<int>(b)] > 0 ? 1 : 0;
  };
  return any(theirs, Threat::Five, Threat::Five) | any(mine, Threat::Flex4, Threat::Flex4) << 1 |
         any(theirs, Threat::Flex4, Threat::Flex4) << 2 |
         any(mine, Threat::FourThree, Threat::Block4Plus) << 3 |
         any(mine, Threat::Block4, Threat::Block4) << 4 |
         any(mine, Threat::DoubleThree, Threat::Flex3Plus) << 5 |
         any(mine, Threat::Flex3, Threat::Flex3) << 6 |
         any(theirs, Threat::FourThree, Threat::Block4Plus) << 7 |
         any(theirs, Threat::Block4, Threat::Block4) << 8 |
         any(theirs, Threat::DoubleThree, Threat::Flex3Plus) << 9 |
         any(theirs, Threat::Flex3, Threat::Flex3) << 10;
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
