// The games gomoku-selfplay writes, one a line: "RULE RESULT MOVE[:SCORE]...", read back for the
// tuning programs.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "ai/move_generation.h"
#include "ai/position.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::tuning {

struct GameRecord {
  Rule rule = Rule::Freestyle;
  double blackResult = 0.5;                // 1 Black won, 0 White won, 0.5 a draw
  std::vector<Point> moves;                // up to the first that does not parse or is not on an empty point
  std::vector<std::optional<int>> scores;  // each move's search score from its mover's view, if searched
};

// A position of a game that the tuning programs fit to: its moves (generateMoves()'s candidates),
// the game it is from and the move played in it.
struct GamePosition {
  const ai::Position& position;
  const std::vector<ai::ScoredMove>& moves;
  const GameRecord& game;
  Point played;
  std::optional<int> score;  // the search's score for the side to move, where the game has one
};

// Replays the games of the file at `path` (`games` counts them across calls; a line that does not
// parse is skipped with a warning, and a file that cannot be read ends the program, `program`
// naming it in the message) and calls `visit` on every position after the first `skip` moves that the
// search does not decide before it orders or evaluates anything (a five to take or to block, a
// straight four, a four-three or double three that no four of the opponent's can delay), with
// `heldOut` true for one game in ten: the fits keep those apart, to show that they generalise.
void forEachPosition(const char* path, const char* program, int skip, int& games,
                     const std::function<void(const GamePosition&, bool heldOut)>& visit);

}  // namespace gomoku::tuning
