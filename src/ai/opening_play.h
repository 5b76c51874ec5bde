// The computer's part in an opening rule (swap, swap2): placing the first stones so that neither
// colour is clearly better, and choosing the colour that is. Each decision weighs positions with
// short searches of the engine, so its time is a few of those.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "ai/engine.h"
#include "core/game.h"

namespace gomoku::ai {

struct OpeningDecision {
  // For a Place step: the step's stones, in order; for Propose: the fifth moves still to offer;
  // for Pick: the one picked.
  std::vector<Point> stones;
  std::optional<OpeningChoice> choice;  // for a Choose step, or Declare (declareFifths)
};

// What a short search thinks of a position: from White's view (positive: White is better), and
// the move it found for the side to move.
struct Judgement {
  int white = 0;
  Point best = kNoPoint;
};
using PositionJudge = std::function<Judgement(const Board& board, Rule rule)>;

// A judge from the engine: a search of `time` a position.
PositionJudge engineJudge(std::unique_ptr<Engine> engine, std::chrono::milliseconds time,
                          std::stop_token stop);

// The decision the opening waits for in `game` (any step but Play), under `seed`'s
// variety. Ends early, with a sensible decision, when `stop` is requested.
OpeningDecision decideOpening(const Game& game, const PositionJudge& judge, std::uint64_t seed,
                              std::stop_token stop = {});

}  // namespace gomoku::ai
