// The seam behind which a player of Go decides their moves away from this screen: a GTP engine in
// a child process. As session/agent.h is for Gomoku, with one
// more answer: the agent may fail (an engine that crashed, hung or answered garbage), and says why.
#pragma once

#include <chrono>
#include <optional>

#include "core/go/game.h"
#include "core/result.h"

namespace gomoku::session {

class GoAgent {
 public:
  virtual ~GoAgent() = default;
  // Starts deciding a move for the side to move in `game` (the whole game, so that an agent with
  // its own copy of the position can catch up).
  virtual void startTurn(const go::Game& game) = 0;
  // The move chosen (a stone, a pass, a resignation) or why the agent cannot move, once; nullopt
  // while deciding or when idle.
  virtual std::optional<Result<go::Move>> takeMove() = 0;
  // Blocks until a move is ready or the turn is cancelled (the terminal game waits this way).
  virtual void waitForMove() = 0;
  virtual bool deciding() const = 0;
  // Forgets the turn under way: the game changed under it.
  virtual void cancelTurn() = 0;
  // The most time it takes for a move before it counts as failed, when it has a limit.
  virtual std::optional<std::chrono::milliseconds> moveLimit() const { return std::nullopt; }
};

}  // namespace gomoku::session
