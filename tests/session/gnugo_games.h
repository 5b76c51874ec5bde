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
  std::vector<Point> seki;  // final_status_list seki
  std::string gnuGoScore;   // final_score: "B+3.5"
  // Our area count with `dead`: under Chinese rules, which count an eye in seki for its owner; and
  // as GNU Go counts, with no territory in seki.
  std::string ourScore;
  std::string ourScoreWithoutSekiTerritory;
  bool resigned = false;  // ended by a resignation: nothing to count
};

// Plays one game on a board of `size` with GNU Go at `level` and its random seed `seed` on both
// sides, every move checked by our rules, until two passes (or a resignation, or `longest` moves).
// Why not, when GNU Go fails or makes a move our rules refuse.
Result<CountedGame> playAndCount(int size, int level, int seed, double komi, int longest = 400);

}  // namespace gomoku::session
