// For the puzzles' tests: the move a solver who knows the way plays - a five, else the block of
// the defender's four, else the engine's winning move (kNoPoint when it finds none).
#pragma once

#include "ai/puzzle_check.h"
#include "session/puzzle_solving.h"

namespace gomoku::session {

inline Point solversMove(const PuzzleSolving& solving) {
  const Board& board = solving.board();
  const Rule rule = solving.puzzle().rule;
  for (Stone side : {board.sideToMove(), opponent(board.sideToMove())})
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (board.isEmpty({x, y}) && isWin(board, {x, y}, side, rule)) return {x, y};
  const std::optional<ai::ForcedWin> win = ai::findForcedWin(board, rule);
  return win ? win->first : kNoPoint;
}

}  // namespace gomoku::session
