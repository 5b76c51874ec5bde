#include "session/review.h"

#include <algorithm>

namespace gomoku::session {

std::size_t Review::shown(const Game& game) const {
  // An undo or a load may have left fewer moves than the one looked at.
  return std::min(shown_.value_or(game.moves().size()), game.moves().size());
}

void Review::show(const Game& game, std::size_t moves) {
  if (moves >= game.moves().size())
    shown_.reset();
  else
    shown_ = moves;
}

Game positionAfter(const Game& game, std::size_t moves) {
  Game position = game;
  // Undo keeps stones set up before the first move and forgets the result of the game.
  while (position.moves().size() > moves && position.undo()) {
  }
  return position;
}

}  // namespace gomoku::session
