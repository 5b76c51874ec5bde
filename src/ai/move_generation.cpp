#include "ai/move_generation.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <span>

#include "ai/code_values.h"
#include "ai/evaluation.h"

namespace gomoku::ai {

bool makesFour(const Position& pos, Stone s, Cell c) {
  for (int line = 0; line < 4; ++line) {
    Pattern p = pos.pattern(s, c, line);
    if (p == Pattern::B4 || p == Pattern::F4 || p == Pattern::F5) return true;
  }
  return false;
}

int fourPoints(const Position& pos, Stone s) {
  const auto& counts = pos.threatCounts(s);
  int points = 0;
  for (int t = 0; t < kThreatCount; ++t)
    if (isFourThreat(static_cast<Threat>(t))) points += counts[t];
  return points;
}

bool settledAtOnce(const NodeThreats& threats) {
  const bool winningThreat = threats.bestMine == Threat::FourThree || threats.bestMine == Threat::DoubleThree;
  return threats.five != kNoCell || threats.opponentFives > 0 || threats.winningFour != kNoCell ||
         (winningThreat && !threats.opponentCanMakeFour);
}

NodeThreats generateMoves(const Position& pos, std::vector<ScoredMove>& moves) {
  moves.clear();
  NodeThreats threats;
  Stone me = pos.sideToMove();
  Stone them = opponent(me);
  if (pos.stoneCount() == 0) {
    int middle = pos.size() / 2;
    moves.push_back({Position::cellOf({middle, middle}), 0, Threat::None, Threat::None});
    return threats;
  }
  const MoveOrderValues& order = kMoveOrder[static_cast<int>(evaluationSet(pos.rule(), me))];
  for (Cell c : pos.candidates()) {
    Threat mine = pos.threat(me, c);
    Threat theirs = pos.threat(them, c);
    if (theirs == Threat::Five) {
      ++threats.opponentFives;
      threats.opponentFive = c;
    } else if (theirs == Threat::Flex4) {
      threats.opponentThreatens = true;
    }
    if (isFourThreat(theirs)) threats.opponentCanMakeFour = true;
    if (mine == Threat::Forbidden) continue;
    threats.bestMine = std::max(threats.bestMine, mine);
    if (mine == Threat::Five) threats.five = c;
    if (mine == Threat::Flex4) threats.winningFour = c;
    int score = order.attack[static_cast<int>(mine)] + order.defence[static_cast<int>(theirs)] +
                pos.pointValue(me, c) + pos.pointValue(them, c) * order.theirLinesPercent / 100;
    moves.push_back({c, score, mine, theirs});
  }
  if (threats.opponentThreatens && threats.five == kNoCell && threats.opponentFives == 0) {
    // Against an open three only a four of our own or a point on the opponent's fours helps.
    std::erase_if(
        moves, [&](const ScoredMove& m) { return !isFourThreat(m.mine) && !makesFour(pos, them, m.cell); });
  }
  return threats;
}

}  // namespace gomoku::ai

namespace gomoku::ai {
namespace {

bool isForcingThreat(Threat t) {
  return t == Threat::Flex4 || t == Threat::FourThree;
}

// Does colour s have a straight four or four-three point it may really play? The counts say
// so exactly except for renju's black, whose points may be fouls.
bool hasForcingThreat(const Position& pos, Stone s) {
  const auto& counts = pos.threatCounts(s);
  if (counts[static_cast<int>(Threat::Flex4)] == 0 && counts[static_cast<int>(Threat::FourThree)] == 0)
    return false;
  if (!(pos.blackHasFouls() && s == Stone::Black)) return true;
  for (Cell c : pos.candidates())
    if (isForcingThreat(pos.threatIgnoringFouls(s, c)) && pos.threat(s, c) != Threat::Forbidden) return true;
  return false;
}

// Do a and b lie on one line, near enough for a stone on one to change the other's pattern?
bool onOneLine(Cell a, Cell b, int reach = 5) {
  Point p = Position::pointOf(a), q = Position::pointOf(b);
  int dx = q.x - p.x, dy = q.y - p.y;
  if (std::max(std::abs(dx), std::abs(dy)) > reach) return false;
  return dx == 0 || dy == 0 || dx == dy || dx == -dy;
}

// What a stone on c would leave colour s of its straight four and four-three points.
enum class ForcingLeft { None, Maybe, Sure };
// `forcing` holds them all, fouls not checked. One off c's lines keeps its class; one on them is
// read as it would be (most moves fail there), then every point of c's lines, for one the stone
// would make. A black point that might be a renju foul is a Maybe: only the board can tell.
ForcingLeft forcingLeftAfter(const Position& pos, Stone s, Cell c, std::span<const Cell> forcing) {
  const bool fouls = pos.blackHasFouls() && s == Stone::Black;
  ForcingLeft left = ForcingLeft::None;
  auto counts = [&](const PointThreat& t) {
    if (!isForcingThreat(t.threat)) return false;
    if (!fouls || !t.mayBeFoul) return true;
    left = ForcingLeft::Maybe;
    return false;
  };
  for (Cell t : forcing)
    if (t != c && counts(onOneLine(t, c) ? pos.threatAfterBlock(s, t, c) : pos.pointThreat(s, t)))
      return ForcingLeft::Sure;
  if (pos.anyThreatAfterBlock(s, c, counts)) return ForcingLeft::Sure;
  return left;
}

}  // namespace

Cell findThreatPoint(const Position& pos, Stone s, Threat t, Cell near) {
  auto found = [&](Cell c) { return pos.isCandidate(c) && pos.threatIgnoringFouls(s, c) == t; };
  Cell point = kNoCell;
  if (near != kNoCell)
    forEachLineCell(near, 4, [&](int, int, Cell c) {
      if (point == kNoCell && found(c)) point = c;
    });
  if (point != kNoCell) return point;
  for (Cell c : pos.candidates())
    if (found(c)) return c;
  return kNoCell;
}

bool isThreatened(const Position& pos) {
  return hasForcingThreat(pos, opponent(pos.sideToMove()));
}

bool keepDefences(Position& pos, std::vector<ScoredMove>& moves) {
  const Stone them = opponent(pos.sideToMove());
  // The opponent's forcing points, and those of them renju does not forbid: on the stack, not in
  // vectors, as this runs at a third of the tree's nodes.
  std::array<Cell, kMaxBoardSize * kMaxBoardSize> forcing, threatPoints;
  std::size_t forcingCount = 0, threatCount = 0;
  for (Cell c : pos.candidates()) {
    if (!isForcingThreat(pos.threatIgnoringFouls(them, c))) continue;
    forcing[forcingCount++] = c;
    if (pos.threat(them, c) != Threat::Forbidden) threatPoints[threatCount++] = c;
  }
  if (threatCount == 0) return false;
  const std::span<const Cell> allForcing(forcing.data(), forcingCount),
      threats(threatPoints.data(), threatCount);
  // The moves kept are moved to the front, in their order; the list is cut only if one is kept.
  std::size_t kept = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const ScoredMove& m = moves[i];
    bool keep = isFourThreat(m.mine);
    if (!keep && std::ranges::any_of(threats, [&](Cell t) { return onOneLine(t, m.cell); })) {
      const ForcingLeft left = forcingLeftAfter(pos, them, m.cell, allForcing);
      keep = left == ForcingLeft::None;
      if (left == ForcingLeft::Maybe) {
        pos.play(m.cell);
        keep = !hasForcingThreat(pos, them);
        pos.undo();
      }
    }
    if (keep) moves[kept++] = m;
  }
  if (kept == 0) return false;
  moves.resize(kept);
  return true;
}

void generateFours(const Position& pos, std::vector<ScoredMove>& moves, Cell along, Cell around) {
  moves.clear();
  const Stone me = pos.sideToMove();
  const MoveOrderValues& order = kMoveOrder[static_cast<int>(evaluationSet(pos.rule(), me))];
  auto consider = [&](Cell c) {
    if (!pos.isCandidate(c)) return;
    if (around != kNoCell && Position::distance(c, around) > 2 && !onOneLine(around, c, 4)) return;
    Threat mine = pos.threatIgnoringFouls(me, c);
    if (!isFourThreat(mine)) return;
    mine = pos.threat(me, c);
    if (mine == Threat::Forbidden) return;
    int score =
        order.attack[static_cast<int>(mine)] + pos.pointValue(me, c) + pos.pointValue(opponent(me), c);
    moves.push_back({c, score, mine, Threat::None});
  };
  if (along == kNoCell) {
    for (Cell c : pos.candidates()) consider(c);
  } else {
    forEachLineCell(along, 4, [&](int, int, Cell c) { consider(c); });
  }
  std::ranges::sort(moves, [](const ScoredMove& a, const ScoredMove& b) {
    return a.score != b.score ? a.score > b.score : a.cell < b.cell;
  });
}

}  // namespace gomoku::ai
