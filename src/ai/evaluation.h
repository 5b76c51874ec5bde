// The numbers of scores and of move ordering: what a won game is worth, the evaluation's unit, and
// how each line pattern and threat orders moves. Scores are from the side to move's view; a won
// game is worth kWin less its distance. The evaluation's own values are in code_values.h.
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

// The static evaluation's values are in units of 1/kEvaluationScale (code_values.h holds them).
constexpr int kEvaluationScale = 8;

// How good a point looks before it is searched, by the Threat it makes for the side to move
// (attack) and for the opponent (defence: taking their point).
constexpr std::array<int, 12> kAttackOrder{0, 10, 25, 60, 80, 90, 110, 400, 800, 2000, 10000, -1};
constexpr std::array<int, 12> kDefenceOrder{0, 6, 15, 40, 55, 50, 65, 300, 600, 1500, 8000, 0};

}  // namespace gomoku::ai
