// Which position of a game the player is looking at: the latest, following the game as it goes
// on, or one in the past, stepped to through the move list. Only a view: the game itself, its
// clocks and its players go on unchanged; a move from the past starts a new line only through
// Match::playFrom, after the player agreed. For Gomoku and Go alike. No SDL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/game.h"
#include "core/go/game.h"

namespace gomoku::session {

// Each step is given the number of moves the game has now (`made`): Gomoku's moves, Go's turns;
// and the first position there is to show (`first`: after the stones of a set-up position).
class Review {
 public:
  // The number of moves in the position shown (the game's own count when following it).
  std::size_t shown(std::size_t made) const;
  // True when a past position is shown: the board hides the moves after it.
  bool inPast(std::size_t made) const { return shown(made) < made; }

  void back(std::size_t made, std::size_t first = 0) {
    show(made, shown(made) <= first ? first : shown(made) - 1);
  }
  void forward(std::size_t made) { show(made, shown(made) + 1); }
  void toStart(std::size_t made, std::size_t first = 0) { show(made, first); }
  // Back to the latest position, following the game again.
  void toEnd() { shown_.reset(); }
  // Shows the position after `moves` moves; the latest one (or past it) follows the game again.
  void show(std::size_t made, std::size_t moves);

  // One of the steps above, as the move list's keys, wheel and clicks ask for it in either game.
  struct Step {
    enum class Kind : std::uint8_t { Back, Forward, ToStart, ToEnd, Show };
    Kind kind = Kind::ToEnd;
    std::size_t moves = 0;  // Show: the position after this many moves
  };
  void take(Step step, std::size_t made, std::size_t first = 0);

  // The same steps through a game of Gomoku.
  std::size_t shown(const Game& game) const { return shown(game.moves().size()); }
  bool inPast(const Game& game) const { return inPast(game.moves().size()); }
  void back(const Game& game) { back(game.moves().size(), game.setUpStones()); }
  void forward(const Game& game) { forward(game.moves().size()); }
  void toStart(const Game& game) { toStart(game.moves().size(), game.setUpStones()); }
  void show(const Game& game, std::size_t moves) { show(game.moves().size(), moves); }

 private:
  std::optional<std::size_t> shown_;  // nullopt: following the game
};

// The game as it stood after its first `moves` moves (all of them when it has fewer), with no
// result unless that position had one: what the board shows while looking back.
Game positionAfter(const Game& game, std::size_t moves);
// The same for a game of Go, after its first `turns` turns (passes count as turns).
go::Game positionAfter(const go::Game& game, std::size_t turns);

}  // namespace gomoku::session
