// The numbers of the evaluation and of move ordering: what each line pattern and each threat
// is worth. Scores are from the side to move's view; a won game is worth kWin less its distance.
#pragma once

#include <array>

#include "ai/patterns.h"

namespace gomoku::ai {

constexpr int kWin = 30000;
constexpr int kWinBound = kWin - 1000;  // scores beyond this are forced wins (or losses)
constexpr int kInfinity = kWin + 1;

constexpr int winIn(int ply) {
  return kWin - ply;
}
constexpr int lossIn(int ply) {
  return -kWin + ply;
}
constexpr bool isDecisive(int score) {
  return score > kWinBound || score < -kWinBound;
}

// What one line through an empty point is worth to a colour that could play there, by Pattern
// (Dead, Overline, B1, F1, B2, F2, B3, F3, B4, F4, F5): how move ordering values a point.
constexpr std::array<int, kPatternCount> kLineValue{0, 0, 2, 6, 8, 26, 30, 90, 80, 300, 500};

// The static evaluation: every line through an empty point, by its Pattern, for the side to move
// (the mover) and for the other side (the waiter), in units of 1/kEvaluationScale.
constexpr int kEvaluationScale = 8;
constexpr std::array<int, kPatternCount> kMoverPattern{0, 0, 3, 63, 68, 949, 1370, 3322, 4152, 1800, 3000};
constexpr std::array<int, kPatternCount> kWaiterPattern{0,    0,    20,    -60,   -134, -560,
                                                        -956, -968, -2688, -1200, -2000};
// And every empty point, by the Threat a stone there would make (None .. Five, Forbidden), for the
// mover and the waiter: what the lines miss of how they combine.
constexpr std::array<int, kThreatCount> kMoverThreat{0,    -1206, -1257, -2299, 592, -260,
                                                     4182, 6856,  9487,  0,     0,   0};
constexpr std::array<int, kThreatCount> kWaiterThreat{0,     831,  629,   195, -932, -2558,
                                                      -1492, -190, -4377, 0,   0,    0};
// Having the move is worth something in a game where the attacker keeps the initiative.
constexpr int kTempo = 152;

// How good a point looks before it is searched, by the Threat it makes for the side to move
// (attack) and for the opponent (defence: taking their point).
constexpr std::array<int, 12> kAttackOrder{0, 10, 25, 60, 80, 90, 110, 400, 800, 2000, 10000, -1};
constexpr std::array<int, 12> kDefenceOrder{0, 6, 15, 40, 55, 50, 65, 300, 600, 1500, 8000, 0};

}  // namespace gomoku::ai
