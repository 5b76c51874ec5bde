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

// How good a point looks before it is searched: by the Threat it makes for the side to move
// (attack) and for the opponent (defence: taking their point), beside the sum of kLineValue over
// its lines for the side to move and, at theirLinesPercent, for the opponent. One set for each of
// code_values.h's evaluation sets (freestyle and standard, renju's black, renju's white). The
// values are set by hand; gomoku-order-tune fits them to the moves the search chose, and its fit
// has not yet beaten them in a match (tools/tuning/README.md).
struct MoveOrderValues {
  std::array<int, kThreatCount> attack;
  std::array<int, kThreatCount> defence;
  int theirLinesPercent;
};
// clang-format off
constexpr std::array<MoveOrderValues, 3> kMoveOrder{{
    // freestyle and standard
    {{0, 40, 100, 240, 320, 360, 440, 1600, 3200, 8000, 40000, -4},
     {0, 24, 60, 160, 220, 200, 260, 1200, 2400, 6000, 32000, 0},
     75},
    // renju's black
    {{0, 40, 100, 240, 320, 360, 440, 1600, 3200, 8000, 40000, -4},
     {0, 24, 60, 160, 220, 200, 260, 1200, 2400, 6000, 32000, 0},
     75},
    // renju's white
    {{0, 40, 100, 240, 320, 360, 440, 1600, 3200, 8000, 40000, -4},
     {0, 24, 60, 160, 220, 200, 260, 1200, 2400, 6000, 32000, 0},
     75},
}};
// clang-format on

}  // namespace gomoku::ai
