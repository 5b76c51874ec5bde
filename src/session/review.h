// Which position of a game the player is looking at: the latest, following the game as it goes
// on, or one in the past, stepped to through the move list. Only a view: the game itself, its
// clocks and its players go on unchanged; a move from the past starts a new line only through
// Match::playFrom, after the player agreed. No SDL.
#pragma once

#include <cstddef>
#include <optional>

#include "core/game.h"

namespace gomoku::session {

class Review {
 public:
  // The number of moves in the position shown (the game's own count when following it).
  std::size_t shown(const Game& game) const;
  // True when a past position is shown: the board hides the moves after it.
  bool inPast(const Game& game) const { return shown(game) < game.moves().size(); }

  void back(const Game& game) { show(game, shown(game) == 0 ? 0 : shown(game) - 1); }
  void forward(const Game& game) { show(game, shown(game) + 1); }
  void toStart(const Game& game) { show(game, 0); }
  // Back to the latest position, following the game again.
  void toEnd() { shown_.reset(); }
  // Shows the position after `moves` moves; the latest one (or past it) follows the game again.
  void show(const Game& game, std::size_t moves);

 private:
  std::optional<std::size_t> shown_;  // nullopt: following the game
};

// The game as it stood after its first `moves` moves (all of them when it has fewer), with no
// result unless that position had one: what the board shows while looking back.
Game positionAfter(const Game& game, std::size_t moves);

}  // namespace gomoku::session
