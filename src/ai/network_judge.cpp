#include "ai/network_judge.h"

#include <vector>

#include "ai/move_generation.h"
#include "ai/network_evaluator.h"
#include "ai/network_shape_sums.h"
#include "ai/position.h"

namespace gomoku::ai {

std::optional<Chances> judgeByNetwork(const NetworkSettings& networks, const Board& board, Rule rule) {
  const Network* network = networks.forRule(rule);
  if (!network || board.size() != kNetworkSize || board.stoneCount() < kFewestStonesJudged)
    return std::nullopt;
  std::vector<ScoredMove> moves;
  if (settledAtOnce(generateMoves(Position(board, rule), moves))) return std::nullopt;
  // From nothing each time: a few microseconds, asked once for each position a player looks at.
  ShapeSums sums(*network, bestSimdPath());
  sums.setBoard(board);
  NetworkEvaluator evaluator(*network, bestSimdPath());
  NetworkEvaluation e;
  evaluator.evaluateValue(sums, board.sideToMove(), e);
  return Chances{e.value[0], e.value[1], e.value[2]};
}

}  // namespace gomoku::ai
