// A search's score as the side to move's chance of winning, a draw counting half: what the
// analysis shows a player beside each line.
#pragma once

#include "core/point.h"
#include "core/rules.h"

namespace gomoku::ai {

// sigmoid(a * score + b), fitted to the results of the engine's own games (a forced win 1, a
// forced loss 0).
double winChance(int score, Rule rule);

// The side a chance for Black favours (Black at even), and that side's chance in whole percent:
// "Black 62%" as the analysis, the review and the network's judgement say it.
struct Favoured {
  Stone side;
  int percent;
};
Favoured favouredBy(double blackChance);

}  // namespace gomoku::ai
