#include "ai/position.h"

#include "ai/evaluation.h"

namespace gomoku::ai {

Position::Position(const Board& board, Rule rule)
    : board_(board.size()), rule_(rule), undo_(static_cast<std::size_t>(board.size() * board.size())) {
  bool blackExact = rule == Rule::Standard || rule == Rule::Renju;
  bool whiteExact = rule == Rule::Standard;
  tables_ = {&linePatterns(blackExact), &linePatterns(whiteExact)};
  pointThreats_ = &pointThreats();
  for (Stone s : {Stone::Black, Stone::White}) {
    // A colour's points are valued by its own set, as the mover or as the waiter.
    const EvaluationSet set = evaluationSet(rule, s);
    valueTables_[side(s)] = {&codeValues(set, Role::Mover), &codeValues(set, Role::Waiter)};
    tempo_[side(s)] = kSetTempo[static_cast<int>(set)];
  }
  for (int y = 0; y < size(); ++y)
    for (int x = 0; x < size(); ++x) points_.push_back(cellOf({x, y}));

  // Walls block both colours: digit 2 in every key that reaches past the edge.
  const auto& cells = board_.cells();
  for (int colour = 0; colour < 2; ++colour) {
    for (int line = 0; line < 4; ++line) {
      for (Cell c = 0; c < Board::kCells; ++c) {
        if (cells[c] == Stone::Wall) continue;
        int key = 0;
        for (int offset = -5; offset <= 5; ++offset) {
          if (offset == 0) continue;
          Cell q = c + offset * kLineSteps[line];
          if (q >= 0 && q < Board::kCells && cells[q] == Stone::Wall)
            key += 2 * kDigitWeight[digitOf(offset)];
        }
        keys_[colour][line][c] = static_cast<std::uint16_t>(key);
      }
    }
  }
  for (int colour = 0; colour < 2; ++colour) {
    for (Cell c : points_) {
      int index = 0;
      for (int line = 0; line < 4; ++line) {
        pointValue_[colour][c] =
            static_cast<std::int16_t>(pointValue_[colour][c] + lineValue(colour, c, line));
        index += lineCode((*tables_[colour])[keys_[colour][line][c]]) * kLineCodeWeight[line];
      }
      threatIndex_[colour][c] = static_cast<std::uint16_t>(index);
      ++threatCounts_[colour][threatOf(colour, c)];
      countPoint(colour, index, +1);
    }
  }

  // Replay the stones: those with a history in order, then any placed outside it.
  std::vector<Point> placedOutside;
  Board replay = board;
  for (std::size_t i = board.moves().size(); i-- > 0;) replay.undo();
  for (Cell c : points_)
    if (replay.at(pointOf(c)) != Stone::Empty) placedOutside.push_back(pointOf(c));
  for (Point p : placedOutside) {
    board_.setSideToMove(replay.at(p));
    play(cellOf(p));
  }
  history_.clear();
  for (Point p : board.moves()) {
    board_.setSideToMove(board.at(p));
    play(cellOf(p));
  }
  board_.setSideToMove(board.sideToMove());
}

int Position::lineValue(int colour, Cell c, int line) const {
  return kLineValue[static_cast<int>((*tables_[colour])[keys_[colour][line][c]].pattern)];
}

void Position::updateLines(Cell c, Stone s, Undo& undo) {
  const auto& cells = board_.cells();
  for (int line = 0; line < 4; ++line) {
    int step = kLineSteps[line];
    for (int offset = -5; offset <= 5; ++offset) {
      if (offset == 0) continue;
      Cell q = c + offset * step;
      // Only empty points are read. An occupied one keeps what it had when its stone was
      // played: every stone played since is taken back before it is (moves are undone in
      // reverse), so what it would gain here it would lose again.
      if (cells[q] != Stone::Empty) continue;
      // The stone at c is at offset -offset as seen from q.
      int weight = kDigitWeight[digitOf(-offset)];
      for (int colour = 0; colour < 2; ++colour) {
        int digit = (colour == side(s)) ? 1 : 2;
        std::uint16_t& key = keys_[colour][line][q];
        undo.changed[undo.changes++] = {static_cast<std::int16_t>(q),    static_cast<std::uint8_t>(colour),
                                        static_cast<std::uint8_t>(line), key,
                                        threatIndex_[colour][q],         pointValue_[colour][q]};
        const LinePattern& before = (*tables_[colour])[key];
        key = static_cast<std::uint16_t>(key + digit * weight);
        const LinePattern& after = (*tables_[colour])[key];
        // A stone far along the line often changes its key but not its pattern.
        if (lineCode(after) == lineCode(before)) continue;
        int change =
            kLineValue[static_cast<int>(after.pattern)] - kLineValue[static_cast<int>(before.pattern)];
        pointValue_[colour][q] = static_cast<std::int16_t>(pointValue_[colour][q] + change);
        --threatCounts_[colour][threatOf(colour, q)];
        const int code = threatIndex_[colour][q];
        threatIndex_[colour][q] =
            static_cast<std::uint16_t>(code + (lineCode(after) - lineCode(before)) * kLineCodeWeight[line]);
        changeCode(colour, code, threatIndex_[colour][q]);
        ++threatCounts_[colour][threatOf(colour, q)];
      }
    }
  }
}

void Position::addNear(Cell c, int delta) {
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) {
      std::int16_t& count = near_[c + dy * Board::kStride + dx];
      count = static_cast<std::int16_t>(count + delta);
    }
  }
}

void Position::play(Cell c) {
  Stone s = sideToMove();
  Undo& undo = undo_[plies_++];
  undo.changes = 0;
  undo.valueSums = valueSums_;
  undo.threatCounts = threatCounts_;
  for (int colour = 0; colour < 2; ++colour) {
    // The point is no longer empty: it leaves the sums (its code stays as it was, for undo).
    countPoint(colour, threatIndex_[colour][c], -1);
    --threatCounts_[colour][threatOf(colour, c)];
  }
  board_.play(pointOf(c));
  updateLines(c, s, undo);
  addNear(c, +1);
  history_.push_back(c);
}

void Position::undo() {
  Cell c = history_.back();
  history_.pop_back();
  board_.undo();
  const Undo& undo = undo_[--plies_];
  for (int i = undo.changes - 1; i >= 0; --i) {
    const Change& change = undo.changed[i];
    keys_[change.colour][change.line][change.cell] = change.key;
    threatIndex_[change.colour][change.cell] = change.threatIndex;
    pointValue_[change.colour][change.cell] = change.pointValue;
  }
  valueSums_ = undo.valueSums;
  threatCounts_ = undo.threatCounts;
  addNear(c, -1);
}

Threat Position::threat(Stone s, Cell c) const {
  const PointThreat& t = pointThreat(side(s), c);
  if (s == Stone::Black && t.mayBeFoul && blackHasFouls() && renjuFoul(board_, pointOf(c)) != Foul::None)
    return Threat::Forbidden;
  return t.threat;
}

bool Position::isForbidden(Cell c) const {
  return blackHasFouls() && pointThreat(0, c).mayBeFoul && renjuFoul(board_, pointOf(c)) != Foul::None;
}

int Position::evaluate() const {
  const int me = side(sideToMove());
  return (valueSums_[me][static_cast<int>(Role::Mover)] +
          valueSums_[1 - me][static_cast<int>(Role::Waiter)]) /
             kEvaluationScale +
         tempo_[me];
}

}  // namespace gomoku::ai
