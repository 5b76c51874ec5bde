#include "ai/best_lines.h"

#include <algorithm>

#include "ai/move_generation.h"

namespace gomoku::ai {

std::vector<Point> movesWorthSearching(const Board& board, Rule rule) {
  const Position pos(board, rule);
  std::vector<ScoredMove> moves;
  const NodeThreats threats = generateMoves(pos, moves);
  std::vector<Point> points;
  if (threats.five == kNoCell && threats.opponentFives > 0) {
    if (pos.isLegal(threats.opponentFive)) points.push_back(Position::pointOf(threats.opponentFive));
    return points;
  }
  for (const ScoredMove& m : moves)
    if (pos.isLegal(m.cell)) points.push_back(Position::pointOf(m.cell));
  return points;
}

// The candidates are found by setting each line's move aside in turn: the engine's own move, the
// best of the others, and so on. A pruned search's score for a move depends on what else was
// searched before it, so each candidate is then searched alone from a clean start: its score and
// line are those of that search, which anyone can make again.
std::vector<BestLine> bestLines(SearchEngine& engine, const Board& board, Rule rule,
                                const SearchLimits& limits, int count) {
  std::vector<Point> left = movesWorthSearching(board, rule);
  std::vector<Point> candidates;
  SearchLimits each = limits;
  for (int k = 0; k < count && !left.empty() && !limits.stop.stop_requested(); ++k) {
    engine.clear();
    each.onlyMoves = k == 0 ? std::vector<Point>{} : left;
    const Point move = engine.think(board, rule, each).move;
    if (move == kNoPoint) break;
    candidates.push_back(move);
    std::erase(left, move);
  }
  std::vector<BestLine> lines;
  for (Point move : candidates) {
    engine.clear();
    each.onlyMoves = {move};
    const SearchResult result = engine.think(board, rule, each);
    BestLine line{result.principalVariation, result.score, result.depth};
    if (line.moves.empty() || line.moves.front() != move) line.moves = {move};
    lines.push_back(std::move(line));
  }
  // The engine's own move stays first; the others by their scores.
  if (lines.size() > 2)
    std::stable_sort(lines.begin() + 1, lines.end(),
                     [](const BestLine& a, const BestLine& b) { return a.score > b.score; });
  return lines;
}

}  // namespace gomoku::ai
