#include "ai/patterns.h"

#include <vector>

#include "ai/engine.h"
#include "core/rules.h"

namespace gomoku::ai {
namespace {

enum Cell : std::uint8_t { kEmpty = 0, kOwn = 1, kBlocked = 2 };
constexpr int kReach = 5;
using Line = std::array<Cell, 2 * kReach + 1>;  // index = offset + kReach; the middle is own

Line lineOf(int key) {
  Line line{};
  line[kReach] = kOwn;
  for (int offset = -kReach; offset <= kReach; ++offset) {
    if (offset == 0) continue;
    line[offset + kReach] = static_cast<Cell>(key / kDigitWeight[digitOf(offset)] % 3);
  }
  return line;
}

int runThrough(const Line& line, int at) {
  int from = at, to = at;
  while (from > 0 && line[from - 1] == kOwn) --from;
  while (to < 2 * kReach && line[to + 1] == kOwn) ++to;
  return to - from + 1;
}

bool isFive(int run, bool exact) {
  return exact ? run == 5 : run >= 5;
}

// Builds the table by the usual definitions: a four has a point that makes five; a straight four
// has two; an open three has a point that makes a straight four; and so on down to ones.
class TableBuilder {
 public:
  explicit TableBuilder(bool exact) : exact_(exact), memo_(kLineKeys), done_(kLineKeys, false) {}

  LinePattern classify(int key) {
    if (done_[key]) return memo_[key];
    LinePattern result = compute(key);
    memo_[key] = result;
    done_[key] = true;
    return result;
  }

 private:
  LinePattern compute(int key) {
    Line line = lineOf(key);
    int run = runThrough(line, kReach);
    if (isFive(run, exact_)) return {Pattern::F5, false};
    if (run >= 6) return {Pattern::Overline, false};

    std::vector<int> fivePoints;
    for (int offset = -4; offset <= 4; ++offset) {
      Cell& cell = line[offset + kReach];
      if (offset == 0 || cell != kEmpty) continue;
      cell = kOwn;
      if (isFive(runThrough(line, kReach), exact_)) fivePoints.push_back(offset);
      cell = kEmpty;
    }
    if (fivePoints.size() == 1) return {Pattern::B4, false};
    if (fivePoints.size() >= 2) {
      bool straight = fivePoints.size() == 2 && fivePoints[1] - fivePoints[0] == 5;
      return {Pattern::F4, !straight};
    }

    Pattern best = Pattern::Dead;
    for (int offset = -4; offset <= 4; ++offset) {
      if (offset == 0 || line[offset + kReach] != kEmpty) continue;
      Pattern next = classify(key + kOwn * kDigitWeight[digitOf(offset)]).pattern;
      Pattern made = weaker(next);
      if (made > best) best = made;
    }
    return {best, false};
  }

  // What a line is one move before it becomes `next`.
  static Pattern weaker(Pattern next) {
    switch (next) {
      case Pattern::F4:
        return Pattern::F3;
      case Pattern::B4:
        return Pattern::B3;
      case Pattern::F3:
        return Pattern::F2;
      case Pattern::B3:
        return Pattern::B2;
      case Pattern::F2:
        return Pattern::F1;
      case Pattern::B2:
        return Pattern::B1;
      default:
        return Pattern::Dead;
    }
  }

  bool exact_;
  std::vector<LinePattern> memo_;
  std::vector<bool> done_;
};

struct Tables {
  std::array<LinePattern, kLineKeys> exact{};
  std::array<LinePattern, kLineKeys> free{};
  Tables() {
    TableBuilder exactBuilder(true), freeBuilder(false);
    for (int key = 0; key < kLineKeys; ++key) {
      exact[key] = exactBuilder.classify(key);
      free[key] = freeBuilder.classify(key);
    }
  }
};

const Tables& tables() {
  static const Tables built;
  return built;
}

}  // namespace

const std::array<LinePattern, kLineKeys>& linePatterns(bool exactFive) {
  return exactFive ? tables().exact : tables().free;
}

const std::array<std::uint8_t, kLineKeys>& lineCodes(bool exactFive) {
  struct Codes {
    std::array<std::uint8_t, kLineKeys> exact{}, free{};
    Codes() {
      for (int key = 0; key < kLineKeys; ++key) {
        exact[key] = static_cast<std::uint8_t>(lineCode(linePatterns(true)[key]));
        free[key] = static_cast<std::uint8_t>(lineCode(linePatterns(false)[key]));
      }
    }
  };
  static const Codes codes;
  return exactFive ? codes.exact : codes.free;
}

Threat combineThreat(const std::array<Pattern, 4>& lines, bool twoFoursOnALine) {
  int fives = 0, flexFours = 0, fours = 0, flexThrees = 0, slow = 0;
  for (Pattern p : lines) {
    fives += p == Pattern::F5;
    flexFours += p == Pattern::F4;
    fours += p == Pattern::B4;
    flexThrees += p == Pattern::F3;
    slow += p == Pattern::B3 || p == Pattern::F2;
  }
  if (fives) return Threat::Five;
  if (flexFours || fours >= 2 || twoFoursOnALine) return Threat::Flex4;
  if (fours && flexThrees) return Threat::FourThree;
  if (fours) return slow ? Threat::Block4Plus : Threat::Block4;
  if (flexThrees >= 2) return Threat::DoubleThree;
  if (flexThrees) return slow ? Threat::Flex3Plus : Threat::Flex3;
  if (slow >= 2) return Threat::Block3Plus;
  if (slow) return Threat::Block3;
  return Threat::None;
}

bool mayBeFoul(const std::array<Pattern, 4>& lines, bool twoFoursOnALine) {
  int fives = 0, fours = 0, flexThrees = 0;
  bool overline = false;
  for (Pattern p : lines) {
    fives += p == Pattern::F5;
    fours += p == Pattern::F4 || p == Pattern::B4;
    flexThrees += p == Pattern::F3;
    overline |= p == Pattern::Overline;
  }
  if (fives) return false;
  return overline || twoFoursOnALine || fours >= 2 || flexThrees >= 2;
}

const std::vector<PointThreat>& pointThreats() {
  static const std::vector<PointThreat> table = [] {
    std::vector<PointThreat> built(kLineCodes * kLineCodes * kLineCodes * kLineCodes);
    for (std::size_t index = 0; index < built.size(); ++index) {
      std::array<Pattern, 4> lines{};
      bool twoFours = false;
      for (int line = 0; line < 4; ++line) {
        int code = static_cast<int>(index) / kLineCodeWeight[line] % kLineCodes;
        twoFours |= code == kTwoFoursCode;
        lines[line] = code == kTwoFoursCode ? Pattern::F4 : static_cast<Pattern>(code);
      }
      built[index] = {combineThreat(lines, twoFours), mayBeFoul(lines, twoFours)};
    }
    return built;
  }();
  return table;
}

void prepareTables() {
  linePatterns(true);
  linePatterns(false);
  lineCodes(true);
  pointThreats();
  // The core's renju shape table: built by the first foul check.
  Board board(15);
  board.play({7, 7});
  board.play({0, 0});
  renjuFoul(board, {8, 8});
}

}  // namespace gomoku::ai
