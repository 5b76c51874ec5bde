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
// (Dead, Overline, B1, F1, B2, F2, B3, F3, B4, F4, F5). Summed over every empty point and line.
constexpr std::array<int, kPatternCount> kLineValue{0, 0, 2, 6, 8, 26, 30, 90, 80, 300, 500};
constexpr int kLineValueScale = 2;
constexpr int kMoverWeight = 6;  // in quarters: the mover's lines count 6/4
// Having the move is worth something in a game where the attacker keeps the initiative.
constexpr int kTempo = 20;

// How good a point looks before it is searched, by the Threat it makes for the side to move
// (attack) and for the opponent (defence: taking their point).
constexpr std::array<int, 12> kAttackOrder{0, 10, 25, 60, 80, 90, 110, 400, 800, 2000, 10000, -1};
constexpr std::array<int, 12> kDefenceOrder{0, 6, 15, 40, 55, 50, 65, 300, 600, 1500, 8000, 0};

}  // namespace gomoku::ai
