// The seam behind which a player decides their moves away from this screen's mouse and keys: our
// engine on a worker thread, or an engine in a child process (a player on another computer is
// not an Agent: online play keeps its game on the rules core, session/online_match.h). A person at this
// screen has no Agent: the front end hands their moves to the Match.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "core/game.h"

namespace gomoku::session {

class Agent {
 public:
  virtual ~Agent() = default;
  // Starts deciding a move for the side to move in `game`. The whole game is given, so an agent
  // that keeps its own copy of the position (a remote peer, a child process) can catch up.
  virtual void startTurn(const Game& game) = 0;
  // The chosen move, once; nullopt while deciding or when idle.
  virtual std::optional<Point> takeMove() = 0;
  // The time the next turn may take (a clock's budget for the move); agents without a clock of
  // their own keep what they were given.
  virtual void setTurnTime(std::chrono::milliseconds) {}
  // Blocks until a move is ready or the turn is cancelled (the terminal game waits this way).
  virtual void waitForMove() = 0;
  virtual bool deciding() const = 0;
  // Why the agent cannot play on (an engine that crashed, hung or broke the rules), once; the
  // Match then hands its colour to a person and the game in hand stays.
  virtual std::optional<std::string> takeFailure() { return std::nullopt; }
  // Forgets the turn under way: the game changed under it (undo, a load, a new game, a menu).
  virtual void cancelTurn() = 0;
};

}  // namespace gomoku::session
