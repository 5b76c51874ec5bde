// The engine's board: the core Board plus, for every point, colour and line, the key of the
// line around it, kept up to date on every move and undo (as Rapfi's board does), so that the
// search reads patterns, threats and the evaluation from tables instead of scanning lines.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ai/cell_set.h"
#include "ai/code_values.h"
#include "ai/patterns.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::ai {

// Every cell on the four lines through c within `reach` of it, c left out, as
// visit(line, offset, cell) with cell = c + offset * kLineSteps[line] (walls included: a cell past
// the edge is one, never empty). A stone changes the keys of the empty ones within five.
// Inlined: the board's update runs it on every move and undo.
template <class Visit>
[[gnu::always_inline]] inline void forEachLineCell(Cell c, int reach, Visit visit) {
  for (int line = 0; line < 4; ++line) {
    const int step = kLineSteps[line];
    for (int offset = -reach; offset <= reach; ++offset)
      if (offset != 0) visit(line, offset, c + offset * step);
  }
}

class Position {
 public:
  Position(const Board& board, Rule rule);

  const Board& board() const { return board_; }
  Rule rule() const { return rule_; }
  int size() const { return board_.size(); }
  Stone sideToMove() const { return board_.sideToMove(); }
  int stoneCount() const { return board_.stoneCount(); }
  bool isFull() const { return board_.isFull(); }
  Stone at(Cell c) const { return board_.cells()[c]; }
  bool isEmpty(Cell c) const { return at(c) == Stone::Empty; }
  // The hash of the stones and the side to move.
  std::uint64_t key() const { return board_.hash() ^ (sideToMove() == Stone::White ? kWhiteToMoveKey : 0); }
  Cell lastMove() const { return history_.empty() ? kNoCell : history_.back(); }
  // The stones played since the board's own moves began, in order (stones the board had
  // without a move are not among them).
  const std::vector<Cell>& moves() const { return history_; }
  Cell moveBefore(int back) const {
    return static_cast<int>(history_.size()) > back ? history_[history_.size() - 1 - back] : kNoCell;
  }

  void play(Cell c);
  void undo();

  // The points of the board, in reading order, as cells.
  const std::vector<Cell>& points() const { return points_; }
  // The candidates for a move: the empty points within two of a stone, in reading order.
  const CellSet& candidates() const { return candidates_; }
  bool isCandidate(Cell c) const { return candidates_.contains(c); }

  Pattern pattern(Stone s, Cell c, int line) const { return linePattern(s, c, line).pattern; }
  // What a stone of s on the empty cell c would threaten; Forbidden for a black foul under renju.
  Threat threat(Stone s, Cell c) const {
    const PointThreat& t = pointThreat(side(s), c);
    return t.mayBeFoul && s == Stone::Black && blackHasFouls() ? threatOrFoul(c, t.threat) : t.threat;
  }
  // The same without the renju foul check: cheap, and exact for a five (never a foul).
  Threat threatIgnoringFouls(Stone s, Cell c) const { return pointThreat(side(s), c).threat; }
  // The same with whether black's stone there might be a foul (if not, it is none).
  const PointThreat& pointThreat(Stone s, Cell c) const { return pointThreat(side(s), c); }
  // What colour s would threaten on the empty cell q once the other colour had a stone on the
  // empty cell c, a point of q's lines within five (renju's fouls not checked). Read from the
  // tables, nothing played: what a move would leave, asked of a few points.
  PointThreat threatAfterBlock(Stone s, Cell q, Cell c) const;
  // Would such a stone on c leave colour s a PointThreat that `wanted` accepts on some point of
  // c's lines? (The points off them keep theirs.)
  template <class Wanted>
  bool anyThreatAfterBlock(Stone s, Cell c, Wanted wanted) const;
  // Does renju forbid black the empty cell c? (Always false under the other rules.)
  bool isForbidden(Cell c) const;
  // May the side to move play the empty cell c?
  bool isLegal(Cell c) const { return !(blackHasFouls() && sideToMove() == Stone::Black && isForbidden(c)); }
  bool blackHasFouls() const { return rule_ == Rule::Renju; }

  // The sum of the line values of the empty cell c for colour s: how much a stone there builds.
  int pointValue(Stone s, Cell c) const { return codeLineValues_[threatIndex_[side(s)][c]]; }
  // The static value for the side to move: the values of every empty point's code for both
  // colours (code_values.h), kept as running sums, and the mover's tempo.
  int evaluate() const;
  // The code of the four lines through the empty cell c for colour s (what the evaluation and
  // the threat class are read by; the tuning program counts them).
  int pointCode(Stone s, Cell c) const { return threatIndex_[side(s)][c]; }
  // How many empty points give colour s each Threat (renju's fouls not checked).
  const std::array<int, kThreatCount>& threatCounts(Stone s) const { return threatCounts_[side(s)]; }

  static Cell cellOf(Point p) { return Board::index(p); }
  static Point pointOf(Cell c) { return Board::pointAt(c); }
  // The king's-move distance between two points.
  static int distance(Cell a, Cell b) {
    const Point p = pointOf(a), q = pointOf(b);
    return std::max(std::abs(p.x - q.x), std::abs(p.y - q.y));
  }

 private:
  static constexpr std::uint64_t kWhiteToMoveKey = 0x5bd1e9955bd1e995ull;

  int side(Stone s) const { return s == Stone::Black ? 0 : 1; }
  // Forbidden if black's stone on c is a renju foul, else the threat: the board decides.
  Threat threatOrFoul(Cell c, Threat t) const;
  const LinePattern& linePattern(Stone s, Cell c, int line) const {
    return (*tables_[side(s)])[keys_[side(s)][line][c]];
  }
  // The sum of kLineValue over the four lines of a point's code.
  static const std::vector<std::int16_t>& codeLineValues();
  int threatOf(int colour, Cell c) const { return static_cast<int>(pointThreat(colour, c).threat); }
  // An empty point with this code for colour joins (+1) or leaves (-1) the value sums.
  void countPoint(int colour, int code, int sign) {
    for (int role = 0; role < kRoles; ++role)
      valueSums_[colour][role] += sign * valueTables_[colour][role][code];
  }
  // An empty point's code changes from `before` to `after` for colour: the value sums follow.
  void changeCode(int colour, int before, int after) {
    for (int role = 0; role < kRoles; ++role)
      valueSums_[colour][role] += valueTables_[colour][role][after] - valueTables_[colour][role][before];
  }
  const PointThreat& pointThreat(int colour, Cell c) const { return pointThreats_[threatIndex_[colour][c]]; }
  // The threat of colour on the empty cell q with the other colour's stone `offset` points
  // along `line` from it (as updateLines adds it: digit 2).
  const PointThreat& threatWithBlocker(int colour, Cell q, int line, int offset) const {
    const int key = keys_[colour][line][q];
    const int change = lineCodes_[colour][key + 2 * kDigitWeight[digitOf(offset)]] - lineCodes_[colour][key];
    return pointThreats_[threatIndex_[colour][q] + change * kLineCodeWeight[line]];
  }
  // A move changes the keys of the empty points on its four lines, and the codes of some: undo
  // takes the stone's digit out of the keys again, and restores the codes that changed from what
  // is kept per ply, instead of reading the tables again.
  struct Change {
    std::int16_t cell;
    std::uint8_t colour;
    std::uint16_t threatIndex;
  };
  struct Undo {
    std::array<std::array<int, kRoles>, 2> valueSums;
    std::array<std::array<int, kThreatCount>, 2> threatCounts;
    int changes = 0;
    std::array<Change, 80> changed;
    CellSet candidates;
  };
  void updateLines(Cell c, Stone s, Undo& undo);
  // Adds a stone's digit to colour's key of line through the empty cell q; when the line's code
  // changes, the point's code, threat count and value sums follow, and undo keeps the old code.
  void addToKey(int colour, int line, Cell q, int digit, Undo& undo);
  void restoreKeys(Cell c, Stone s);
  void addCandidatesAround(Cell c);

  Board board_;
  Rule rule_;
  std::array<const std::array<LinePattern, kLineKeys>*, 2> tables_;
  std::array<const std::uint8_t*, 2> lineCodes_;  // lineCodes() of each colour's table
  std::array<std::array<std::array<std::uint16_t, Board::kCells>, 4>, 2> keys_{};
  // For each point and colour, the index of its four line codes in the pointThreats() table.
  std::array<std::array<std::uint16_t, Board::kCells>, 2> threatIndex_{};
  // The tables a move's update reads, as plain pointers: the update runs 80 times a move.
  const PointThreat* pointThreats_;
  const std::int16_t* codeLineValues_;
  CellSet candidates_;
  // For each colour and role, the code-value table of its evaluation set, and the sum of its
  // empty points' values read from it.
  std::array<std::array<const std::int16_t*, kRoles>, 2> valueTables_{};
  std::array<std::array<int, kRoles>, 2> valueSums_{};
  std::array<int, 2> tempo_{};  // what having the move is worth to each colour
  std::array<std::array<int, kThreatCount>, 2> threatCounts_{};
  std::vector<Cell> history_;
  std::vector<Undo> undo_;  // one a stone on the board, made once
  int plies_ = 0;
  std::vector<Cell> points_;
};

// Its own loop rather than forEachLineCell: it stops at the first point wanted.
template <class Wanted>
bool Position::anyThreatAfterBlock(Stone s, Cell c, Wanted wanted) const {
  const auto& cells = board_.cells();
  const int colour = side(s);
  for (int line = 0; line < 4; ++line) {
    const int step = kLineSteps[line];
    for (int offset = -5; offset <= 5; ++offset) {
      const Cell q = c + offset * step;
      if (offset != 0 && cells[q] == Stone::Empty && wanted(threatWithBlocker(colour, q, line, -offset)))
        return true;
    }
  }
  return false;
}

}  // namespace gomoku::ai
