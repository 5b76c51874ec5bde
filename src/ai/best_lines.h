// The engine's best lines in a position (multi-PV), as an analysis shows them: the best move and
// its line, then the best of the moves left with that one set aside, and so on. Each line's score
// is exact: a search of its move alone, in a full window, from a clean start.
#pragma once

#include <vector>

#include "ai/search.h"

namespace gomoku::ai {

struct BestLine {
  std::vector<Point> moves;  // the principal variation: the candidate first
  int score = 0;             // from the side to move's view
  int depth = 0;
};

// The root's moves worth a search, as the move generation finds them: a five to block leaves only
// the block (the puzzles' check sets one of them aside and searches the rest).
std::vector<Point> movesWorthSearching(const Board& board, Rule rule);

// Up to `count` lines, each searched under `limits` (a depth, a time, a stop): first the move a
// new engine's think() gives, then the others best first. Fewer lines when fewer moves are worth a
// search (a four to block leaves one). A search stopped early still gives its line, at the depth
// it reached. The engine's table and history are cleared on the way.
std::vector<BestLine> bestLines(SearchEngine& engine, const Board& board, Rule rule,
                                const SearchLimits& limits, int count);

}  // namespace gomoku::ai
