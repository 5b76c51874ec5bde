// Line patterns: what one stone placed on an empty point makes along one line, read from a
// table indexed by the ten cells around it (five on each side), and how the four lines of a point
// combine into one threat. The engine's board keeps these keys up to date on every move.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace gomoku::ai {

// What a stone on the point makes along one line, weakest first. "F" is free (open), "B" is
// blocked on one side: an F3 can become a straight four, a B3 only a four, and so on.
enum class Pattern : std::uint8_t { Dead, Overline, B1, F1, B2, F2, B3, F3, B4, F4, F5 };
constexpr int kPatternCount = 11;

// A line seen from one colour: the ten cells at offsets -5..-1 and 1..5, each empty (0), own (1)
// or blocked (2: the other colour or the wall), as a base-3 number; offset -5 is the lowest digit.
constexpr int kLineCells = 10;
constexpr int kLineKeys = 59049;  // 3^10
constexpr std::array<int, kLineCells> kDigitWeight{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};
constexpr int digitOf(int offset) {
  return offset < 0 ? offset + 5 : offset + 4;
}

struct LinePattern {
  Pattern pattern = Pattern::Dead;
  bool twoFours = false;  // two fours on this one line that are not one straight four (a renju foul)
};

// The pattern table for a colour that wins with exactly five (exact) or with five or more.
const std::array<LinePattern, kLineKeys>& linePatterns(bool exactFive);

// What a stone on a point threatens, all four lines together, weakest first.
enum class Threat : std::uint8_t {
  None,
  Block3,       // a closed three or an open two: a slow threat
  Block3Plus,   // two of those
  Flex3,        // an open three: it must be answered
  Flex3Plus,    // an open three and a slow threat
  Block4,       // a four: the only answer is to block it
  Block4Plus,   // a four and a slow threat
  DoubleThree,  // two open threes
  FourThree,    // a four and an open three: wins unless the opponent has fours of their own
  Flex4,        // a straight four or two fours: wins unless the opponent makes five first
  Five,
  Forbidden,  // a renju foul for black: black may not play here
};
constexpr int kThreatCount = static_cast<int>(Threat::Forbidden) + 1;

// The threat of four line patterns (without the renju foul check, which needs the board).
Threat combineThreat(const std::array<Pattern, 4>& lines, bool twoFoursOnALine);

// Whether black's stone with these line patterns might be a renju foul and must be checked.
bool mayBeFoul(const std::array<Pattern, 4>& lines, bool twoFoursOnALine);

// The two answers above for every combination of four lines, read from a table: a line is coded
// as its Pattern, or kTwoFoursCode for two fours on the line.
constexpr int kTwoFoursCode = kPatternCount;
constexpr int kLineCodes = kPatternCount + 1;
constexpr int lineCode(const LinePattern& p) {
  return p.twoFours ? kTwoFoursCode : static_cast<int>(p.pattern);
}
// The lineCode() of every key, for the board's updates: one byte a key.
const std::array<std::uint8_t, kLineKeys>& lineCodes(bool exactFive);
constexpr std::array<int, 4> kLineCodeWeight{1, kLineCodes, kLineCodes* kLineCodes,
                                             kLineCodes* kLineCodes* kLineCodes};

struct PointThreat {
  Threat threat = Threat::None;
  bool mayBeFoul = false;
};
// Indexed by the sum of lineCode(line i) * kLineCodeWeight[i].
const std::vector<PointThreat>& pointThreats();

}  // namespace gomoku::ai
