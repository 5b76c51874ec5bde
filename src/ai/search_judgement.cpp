// The search's judgement of a node before its moves are searched: the threat counts that decide
// it at once, the static value (classical, or the learned network's), and the order its moves
// are tried in (the move generation's scores, the history, the network's policy).
#include <algorithm>

#include "ai/code_values.h"
#include "ai/evaluation.h"
#include "ai/search.h"

namespace gomoku::ai {

std::optional<int> SearchEngine::decide(const Position& pos, int ply, Cell& block) const {
  block = kNoCell;
  const Stone me = pos.sideToMove(), them = opponent(me);
  const auto& mine = pos.threatCounts(me);
  const auto& theirs = pos.threatCounts(them);
  auto has = [](const auto& counts, Threat t) { return counts[static_cast<int>(t)] > 0; };
  if (has(mine, Threat::Five)) return winIn(ply + 1);
  if (has(theirs, Threat::Five)) {
    if (theirs[static_cast<int>(Threat::Five)] >= 2) return lossIn(ply + 2);
    block = findThreatPoint(pos, them, Threat::Five, pos.lastMove());
    if (block == kNoCell || !pos.isLegal(block)) return lossIn(ply + 2);  // a block renju forbids
    return std::nullopt;
  }
  // Renju's black may find its straight four or four-three a foul: the tree checks those.
  const bool exact = !(pos.blackHasFouls() && me == Stone::Black);
  if (has(mine, Threat::Flex4)) {
    if (exact) return winIn(ply + 3);
    for (Cell c : pos.candidates())
      if (pos.threatIgnoringFouls(me, c) == Threat::Flex4 && pos.threat(me, c) == Threat::Flex4)
        return winIn(ply + 3);
  }
  // With no four of the opponent's to interpose, a four-three or a double three wins: the
  // opponent can block only one of its lines.
  if (exact && fourPoints(pos, them) == 0 && (has(mine, Threat::FourThree) || has(mine, Threat::DoubleThree)))
    return winIn(ply + 5);
  return std::nullopt;
}

int SearchEngine::classicalValue(const Position& pos) {
  const Stone me = pos.sideToMove();
  const int mask = threatMask(pos.threatCounts(me), pos.threatCounts(opponent(me)));
  return pos.evaluate() + kThreatValues[static_cast<int>(evaluationSet(pos.rule(), me))][mask];
}

int SearchEngine::standPatValue(const Position& pos, int alpha, int beta) {
  if (!learned_ || settings_.network.valueDepth > 0) return classicalValue(pos);
  const int lazy = settings_.network.lazyMargin;
  if (lazy > 0) {
    const int classical = classicalValue(pos);
    if (classical - lazy >= beta || classical + lazy <= alpha) return classical;
  }
  return staticValue(pos, true);
}

int SearchEngine::staticValue(const Position& pos, bool withValue) {
  const int share = learned_ && withValue ? settings_.network.valuePercent : 0;
  if (share <= 0) return classicalValue(pos);
  const int classical = share >= 100 ? 0 : classicalValue(pos);
  const int learned = learned_->value(pos);
  return share >= 100 ? learned : (share * learned + (100 - share) * classical) / 100;
}

void SearchEngine::orderByPolicy(const Position& pos, std::vector<ScoredMove>& moves) {
  const auto& policy = learned_->policy(pos);
  auto logit = [&](Cell c) {
    const Point p = Position::pointOf(c);
    return policy[static_cast<std::size_t>(p.y * kNetworkSize + p.x)];
  };
  float best = -1e30f;
  for (const ScoredMove& m : moves)
    if (isQuiet(m.mine, m.theirs)) best = std::max(best, logit(m.cell));
  const float scale = static_cast<float>(settings_.network.policyScale);
  // A move the network thinks hopeless goes to the end of the quiet moves, not past the threats'.
  const float floor = -1000;
  for (ScoredMove& m : moves)
    if (isQuiet(m.mine, m.theirs)) {
      m.policyGap = best - logit(m.cell);
      m.score += static_cast<int>(std::max(floor, -scale * m.policyGap));
    }
}

void SearchEngine::scoreForOrder(std::vector<ScoredMove>& moves, Stone me) const {
  const auto& history = history_[me == Stone::Black ? 0 : 1];
  for (ScoredMove& m : moves) m.score += history[m.cell] / 64;
}

}  // namespace gomoku::ai
