#include "ai/win_chance.h"

#include <cmath>

#include "ai/evaluation.h"

namespace gomoku::ai {

double winChance(int score, Rule rule) {
  if (isDecisive(score)) return score > 0 ? 1.0 : 0.0;
  // The deeper search's score against the results of the training games, 27,418 positions of
  // freestyle (standard judged alike) and 29,547 of renju:
  //   tools/network/value_scale.py --rule freestyle|renju /work/nn-data/RULE-*.positions
  // (b < 0: at an even score the side to move has won a little less than half of its games).
  const bool renju = rule == Rule::Renju;
  const double a = renju ? 0.000897308 : 0.00098375;
  const double b = renju ? -0.2732 : -0.3321;
  return 1 / (1 + std::exp(-(a * score + b)));
}

Favoured favouredBy(double blackChance) {
  const bool black = blackChance >= 0.5;
  return {black ? Stone::Black : Stone::White,
          static_cast<int>(std::lround((black ? blackChance : 1 - blackChance) * 100))};
}

}  // namespace gomoku::ai
