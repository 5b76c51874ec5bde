#include "core/rules.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace gomoku {
namespace {

// A line seen from a black stone: the ten cells at offsets -5..-1 and 1..5 along one direction,
// each Empty, Black or blocked (White or the wall), read as a base-3 number.
constexpr int kReach = 5;
constexpr int kLineCells = 2 * kReach;
constexpr int kLineKeys = 59049;  // 3^10

// What one line says about the black stone in its middle. Offsets are -4..4 without 0, stored
// as bits 0..7 (bit = offset + 4, minus one for positive offsets).
struct LineShape {
  bool five = false;                    // exactly five through the stone
  bool overline = false;                // six or more through the stone
  std::uint8_t fours = 0;               // how many fours (a straight four counts once)
  std::uint8_t straightFourMakers = 0;  // empty points that turn the line into a straight four
};

constexpr int bitOf(int offset) {
  return offset < 0 ? offset + 4 : offset + 3;
}
constexpr int offsetOf(int bit) {
  return bit < 4 ? bit - 4 : bit - 3;
}

enum Cell : std::uint8_t { kEmpty = 0, kBlack = 1, kBlocked = 2 };
using Line = std::array<Cell, 2 * kReach + 1>;  // index = offset + kReach; the middle is black

int runThrough(const Line& line, int offset) {
  int from = offset, to = offset;
  while (from - 1 >= 0 && line[from - 1] == kBlack) --from;
  while (to + 1 <= 2 * kReach && line[to + 1] == kBlack) ++to;
  // A run that touches the window's edge may go on beyond it; only lengths up to 5 are exact.
  return to - from + 1;
}

// Offsets of the empty points that give exactly five including the middle stone.
std::vector<int> fiveCompletions(Line line) {
  std::vector<int> found;
  for (int t = -4; t <= 4; ++t) {
    Cell& cell = line[t + kReach];
    if (t == 0 || cell != kEmpty) continue;
    cell = kBlack;
    int from = t + kReach, to = t + kReach;
    while (from - 1 >= 0 && line[from - 1] == kBlack) --from;
    while (to + 1 <= 2 * kReach && line[to + 1] == kBlack) ++to;
    bool coversMiddle = from <= kReach && kReach <= to;
    if (coversMiddle && to - from + 1 == 5 && from > 0 && to < 2 * kReach) found.push_back(t);
    cell = kEmpty;
  }
  return found;
}

bool isStraightFour(const Line& line) {
  auto c = fiveCompletions(line);
  for (int a : c)
    for (int b : c)
      if (b - a == 5) return true;
  return false;
}

LineShape shapeOf(Line line) {
  LineShape shape;
  int run = runThrough(line, kReach);
  shape.five = run == 5;
  shape.overline = run >= 6;
  if (shape.five || shape.overline) return shape;
  auto completions = fiveCompletions(line);
  bool straight = completions.size() == 2 && completions[1] - completions[0] == 5;
  shape.fours = static_cast<std::uint8_t>(straight ? 1 : completions.size());
  if (shape.fours) return shape;
  for (int t = -4; t <= 4; ++t) {
    Cell& cell = line[t + kReach];
    if (t == 0 || cell != kEmpty) continue;
    cell = kBlack;
    if (isStraightFour(line)) shape.straightFourMakers |= static_cast<std::uint8_t>(1u << bitOf(t));
    cell = kEmpty;
  }
  return shape;
}

struct ShapeTable {
  std::vector<LineShape> shapes = std::vector<LineShape>(kLineKeys);
  ShapeTable() {
    for (int key = 0; key < kLineKeys; ++key) {
      Line line{};
      line[kReach] = kBlack;
      int rest = key;
      for (int i = 0; i < kLineCells; ++i) {
        int slot = i < kReach ? i : i + 1;
        line[slot] = static_cast<Cell>(rest % 3);
        rest /= 3;
      }
      shapes[key] = shapeOf(line);
    }
  }
};

const ShapeTable& shapeTable() {
  static const ShapeTable table;
  return table;
}

// A scratch copy of the cells, on which the renju check puts and lifts trial stones.
using Cells = std::array<Stone, Board::kCells>;

constexpr std::array<std::uint8_t, 4> kCellOf{kEmpty, kBlack, kBlocked, kBlocked};
constexpr std::array<int, kLineCells> kPowers{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

const LineShape& shapeAt(const Cells& cells, int at, int step) {
  int key = 0;
  for (int i = 0; i < kLineCells; ++i) {
    int offset = i < kReach ? i - kReach : i - kReach + 1;
    key += kCellOf[static_cast<int>(cells[at + offset * step])] * kPowers[i];
  }
  return shapeTable().shapes[key];
}

bool makesExactFive(const Cells& cells, int at) {
  for (int step : kLineSteps)
    if (shapeAt(cells, at, step).five) return true;
  return false;
}

Foul foulAt(Cells& cells, int at);

// Is the line along `step` through the black stone at `at` a real three: can it become a
// straight four on a point that makes no five and is not itself forbidden?
bool isRealThree(Cells& cells, int at, int step, std::uint8_t makers) {
  for (int bit = 0; bit < 8; ++bit) {
    if (!(makers & (1u << bit))) continue;
    int q = at + offsetOf(bit) * step;
    cells[q] = Stone::Black;
    bool counts = !makesExactFive(cells, q);
    cells[q] = Stone::Empty;
    if (counts && foulAt(cells, q) == Foul::None) return true;
  }
  return false;
}

// The foul of a black stone on the empty cell `at`; the cells are the same afterwards.
Foul foulAt(Cells& cells, int at) {
  cells[at] = Stone::Black;
  std::array<const LineShape*, 4> shapes{};
  bool five = false, overline = false;
  int fours = 0, threeLines = 0;
  for (int d = 0; d < 4; ++d) {
    shapes[d] = &shapeAt(cells, at, kLineSteps[d]);
    five |= shapes[d]->five;
    overline |= shapes[d]->overline;
    fours += shapes[d]->fours;
    threeLines += shapes[d]->straightFourMakers != 0;
  }
  Foul foul = Foul::None;
  if (five) {
    foul = Foul::None;
  } else if (overline) {
    foul = Foul::Overline;
  } else if (fours >= 2) {
    foul = Foul::DoubleFour;
  } else if (threeLines >= 2) {
    int threes = 0;
    for (int d = 0; d < 4 && threes < 2; ++d) {
      if (shapes[d]->straightFourMakers &&
          isRealThree(cells, at, kLineSteps[d], shapes[d]->straightFourMakers))
        ++threes;
    }
    if (threes >= 2) foul = Foul::DoubleThree;
  }
  cells[at] = Stone::Empty;
  return foul;
}

int runLength(const Board& board, Point p, Point d, Stone stone, Point* first) {
  auto same = [&](Point q) { return board.contains(q) && (q == p || board.at(q) == stone); };
  Point a = p, b = p;
  while (same({a.x - d.x, a.y - d.y})) a = {a.x - d.x, a.y - d.y};
  while (same({b.x + d.x, b.y + d.y})) b = {b.x + d.x, b.y + d.y};
  if (first) *first = a;
  return std::max(std::abs(b.x - a.x), std::abs(b.y - a.y)) + 1;
}

bool exactFiveOnly(Stone stone, Rule rule) {
  return rule == Rule::Standard || (rule == Rule::Renju && stone == Stone::Black);
}

}  // namespace

std::string_view ruleName(Rule rule) {
  switch (rule) {
    case Rule::Freestyle:
      return "freestyle";
    case Rule::Standard:
      return "standard";
    case Rule::Renju:
      return "renju";
  }
  return "freestyle";
}

std::optional<Rule> parseRule(std::string_view name) {
  for (Rule r : {Rule::Freestyle, Rule::Standard, Rule::Renju})
    if (ruleName(r) == name) return r;
  return std::nullopt;
}

std::string_view foulName(Foul foul) {
  switch (foul) {
    case Foul::Overline:
      return "overline";
    case Foul::DoubleFour:
      return "double-four";
    case Foul::DoubleThree:
      return "double-three";
    case Foul::None:
      break;
  }
  return "none";
}

bool isWin(const Board& board, Point p, Stone stone, Rule rule) {
  for (Point d : kLineDirections) {
    int length = runLength(board, p, d, stone, nullptr);
    if (length == 5 || (length > 5 && !exactFiveOnly(stone, rule))) return true;
  }
  return false;
}

std::vector<Point> winningLine(const Board& board, Point p, Stone stone, Rule rule) {
  for (Point d : kLineDirections) {
    Point first;
    int length = runLength(board, p, d, stone, &first);
    if (length == 5 || (length > 5 && !exactFiveOnly(stone, rule))) {
      std::vector<Point> line;
      for (int i = 0; i < length; ++i) line.push_back({first.x + i * d.x, first.y + i * d.y});
      return line;
    }
  }
  return {};
}

Foul renjuFoul(const Board& board, Point p) {
  assert(board.contains(p) && board.isEmpty(p));
  Cells cells = board.cells();
  return foulAt(cells, Board::index(p));
}

std::vector<Point> forbiddenPoints(const Board& board) {
  std::vector<Point> points;
  Cells cells = board.cells();
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      int at = Board::index({x, y});
      if (cells[at] == Stone::Empty && foulAt(cells, at) != Foul::None) points.push_back({x, y});
    }
  }
  return points;
}

bool isLegalMove(const Board& board, Rule rule, Point p) {
  if (!board.contains(p) || !board.isEmpty(p)) return false;
  return rule != Rule::Renju || board.sideToMove() != Stone::Black || renjuFoul(board, p) == Foul::None;
}

Point legalPointNearCentre(const Board& board, Rule rule) {
  Point best = kNoPoint;
  int bestDistance = 0;
  const int centre = board.size() / 2;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const int distance = (x - centre) * (x - centre) + (y - centre) * (y - centre);
      if ((best == kNoPoint || distance < bestDistance) && isLegalMove(board, rule, {x, y})) {
        best = {x, y};
        bestDistance = distance;
      }
    }
  }
  return best;
}

}  // namespace gomoku
