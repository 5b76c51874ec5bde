// The games gomoku-selfplay writes, one a line: "RULE RESULT MOVE...", read back for the tuning
// programs.
#pragma once

#include <vector>

#include "ai/move_generation.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::tuning {

struct GameRecord {
  Rule rule = Rule::Freestyle;
  double blackResult = 0.5;  // 1 Black won, 0 White won, 0.5 a draw
  std::vector<Point> moves;  // up to the first that does not parse or is not on an empty point
};

// Every game of the file at `path`; a line that does not parse is skipped with a warning, and a
// file that cannot be read ends the program (`program` names it in the message).
std::vector<GameRecord> readGameRecords(const char* path, const char* program);

// A position the search decides before it orders or evaluates anything: a five to take or to
// block, a straight four, a four-three or double three that no four of the opponent's can delay.
// `threats` are generateMoves()'s for it. The tuning programs leave such positions out.
bool settled(const ai::NodeThreats& threats);

}  // namespace gomoku::tuning
