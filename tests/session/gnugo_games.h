// Games GNU Go plays against itself to the end, counted twice: by GNU Go (final_score, area
// scoring) and by our area scoring with GNU Go's dead stones. The test and the benchmark that
// measure how often the two counts agree share it.
#pragma once

#include <string>
#include <vector>

#include "core/go/game.h"
#include "core/result.h"

namespace gomoku::session {

struct CountedGame {
  go::Game game;
  std::vector<Point> dead;  // final_status_list dead
  std::string gnuGoScore;   // final_score: "B+3.5"
  std::string ourScore;     // scoreGame(area) with `dead`
  bool resigned = false;    // ended by a resignation: nothing to count
};

// Plays one game on a board of `size` with GNU Go at `level` and its random seed `seed` on both
// sides, every move checked by our rules, until two passes (or a resignation, or `longest` moves).
// Why not, when GNU Go fails or makes a move our rules refuse.
Result<CountedGame> playAndCount(int size, int level, int seed, double komi, int longest = 400);

}  // namespace gomoku::session
