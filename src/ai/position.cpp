#include "ai/position.h"

#include "ai/evaluation.h"

namespace gomoku::ai {

Position::Position(const Board& board, Rule rule)
    : board_(board.size()), rule_(rule), undo_(static_cast<std::size_t>(board.size() * board.size())) {
  bool blackExact = rule == Rule::Standard || rule == Rule::Renju;
  bool whiteExact = rule == Rule::Standard;
  tables_ = {&linePatterns(blackExact), &linePatterns(whiteExact)};
  lineCodes_ = {lineCodes(blackExact).data(), lineCodes(whiteExact).data()};
  pointThreats_ = pointThreats().data();
  codeLineValues_ = codeLineValues().data();
  for (Stone s : {Stone::Black, Stone::White}) {
    // A colour's points are valued by its own set, as the mover or as the waiter.
    const EvaluationSet set = evaluationSet(rule, s);
    valueTables_[side(s)] = {codeValues(set, Role::Mover).data(), codeValues(set, Role::Waiter).data()};
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
      for (int line = 0; line < 4; ++line)
        index += lineCode((*tables_[colour])[keys_[colour][line][c]]) * kLineCodeWeight[line];
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

const std::vector<std::int16_t>& Position::codeLineValues() {
  static const std::vector<std::int16_t> table = [] {
    std::vector<std::int16_t> built(pointThreats().size());
    for (std::size_t code = 0; code < built.size(); ++code) {
      int sum = 0;
      for (int line = 0; line < 4; ++line) {
        int lineCode = static_cast<int>(code) / kLineCodeWeight[line] % kLineCodes;
        // Two fours on one line are valued as the straight four they equal.
        Pattern pattern = lineCode == kTwoFoursCode ? Pattern::F4 : static_cast<Pattern>(lineCode);
        sum += kLineValue[static_cast<int>(pattern)];
      }
      built[code] = static_cast<std::int16_t>(sum);
    }
    return built;
  }();
  return table;
}

// Inlined: it runs 80 times a move, and a call each time costs more than its work.
[[gnu::always_inline]] inline void Position::addToKey(int colour, int line, Cell q, int digit, Undo& undo) {
  std::uint16_t& key = keys_[colour][line][q];
  const int before = lineCodes_[colour][key];
  key = static_cast<std::uint16_t>(key + digit);
  const int after = lineCodes_[colour][key];
  // A stone far along the line often changes its key but not its code.
  if (after == before) return;
  const int code = threatIndex_[colour][q];
  undo.changed[undo.changes++] = {static_cast<std::int16_t>(q), static_cast<std::uint8_t>(colour),
                                  static_cast<std::uint16_t>(code)};
  const int changed = code + (after - before) * kLineCodeWeight[line];
  threatIndex_[colour][q] = static_cast<std::uint16_t>(changed);
  --threatCounts_[colour][static_cast<int>(pointThreats_[code].threat)];
  ++threatCounts_[colour][static_cast<int>(pointThreats_[changed].threat)];
  changeCode(colour, code, changed);
}

void Position::updateLines(Cell c, Stone s, Undo& undo) {
  const auto& cells = board_.cells();
  const int mover = side(s);
  forEachLineCell(c, 5, [&](int line, int offset, Cell q) {
    // Only empty points are read. An occupied one keeps what it had when its stone was
    // played: every stone played since is taken back before it is (moves are undone in
    // reverse), so what it would gain here it would lose again.
    if (cells[q] != Stone::Empty) return;
    // The stone at c is at offset -offset as seen from q: own (digit 1) for its colour,
    // blocked (digit 2) for the other.
    const int weight = kDigitWeight[digitOf(-offset)];
    addToKey(mover, line, q, weight, undo);
    addToKey(1 - mover, line, q, 2 * weight, undo);
  });
}

void Position::restoreKeys(Cell c, Stone s) {
  const auto& cells = board_.cells();
  const int mover = side(s);
  forEachLineCell(c, 5, [&](int line, int offset, Cell q) {
    if (cells[q] != Stone::Empty) return;
    const int weight = kDigitWeight[digitOf(-offset)];
    keys_[mover][line][q] = static_cast<std::uint16_t>(keys_[mover][line][q] - weight);
    keys_[1 - mover][line][q] = static_cast<std::uint16_t>(keys_[1 - mover][line][q] - 2 * weight);
  });
}

void Position::addCandidatesAround(Cell c) {
  const auto& cells = board_.cells();
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) {
      const Cell q = c + dy * Board::kStride + dx;
      if (cells[q] == Stone::Empty) candidates_.insert(q);
    }
  }
  candidates_.erase(c);
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
  undo.candidates = candidates_;
  addCandidatesAround(c);
  history_.push_back(c);
}

void Position::undo() {
  Cell c = history_.back();
  history_.pop_back();
  const Stone s = board_.at(pointOf(c));
  board_.undo();
  restoreKeys(c, s);
  const Undo& undo = undo_[--plies_];
  for (int i = undo.changes - 1; i >= 0; --i) {
    const Change& change = undo.changed[i];
    threatIndex_[change.colour][change.cell] = change.threatIndex;
  }
  valueSums_ = undo.valueSums;
  threatCounts_ = undo.threatCounts;
  candidates_ = undo.candidates;
}

Threat Position::threatOrFoul(Cell c, Threat t) const {
  return renjuFoul(board_, pointOf(c)) != Foul::None ? Threat::Forbidden : t;
}

PointThreat Position::threatAfterBlock(Stone s, Cell q, Cell c) const {
  const Point p = pointOf(q), b = pointOf(c);
  const int dx = b.x - p.x, dy = b.y - p.y;
  const int line = dy == 0 ? 0 : dx == 0 ? 1 : dx == dy ? 2 : 3;
  return threatWithBlocker(side(s), q, line, dy == 0 ? dx : dy);
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
