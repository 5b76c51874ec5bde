#include "session/review.h"

#include <algorithm>

namespace gomoku::session {

std::size_t Review::shown(std::size_t made) const {
  // An undo or a load may have left fewer moves than the one looked at.
  return std::min(shown_.value_or(made), made);
}

void Review::show(std::size_t made, std::size_t moves) {
  if (moves >= made)
    shown_.reset();
  else
    shown_ = moves;
}

void Review::take(Step step, std::size_t made, std::size_t first) {
  switch (step.kind) {
    case Step::Kind::Back:
      return back(made, first);
    case Step::Kind::Forward:
      return forward(made);
    case Step::Kind::ToStart:
      return toStart(made, first);
    case Step::Kind::ToEnd:
      return toEnd();
    case Step::Kind::Show:
      return show(made, std::max(step.moves, first));
  }
}

Game positionAfter(const Game& game, std::size_t moves) {
  Game position = game;
  // Undo keeps stones set up before the first move and forgets the result of the game.
  while (position.moves().size() > moves && position.undo()) {
  }
  return position;
}

go::Game positionAfter(const go::Game& game, std::size_t turns) {
  go::Game position = game;
  while (position.moveCount() > turns && position.undo()) {
  }
  return position;
}

}  // namespace gomoku::session
