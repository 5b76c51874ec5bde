#include "core/game.h"

namespace gomoku {

std::string_view outcomeText(Outcome outcome) {
  switch (outcome) {
    case Outcome::BlackWins:
      return "Black wins";
    case Outcome::WhiteWins:
      return "White wins";
    case Outcome::Draw:
      return "Draw";
    case Outcome::Ongoing:
      break;
  }
  return "";
}

std::string IllegalMove::message() const {
  switch (reason) {
    case Reason::OffBoard:
      return "off the board";
    case Reason::Occupied:
      return "occupied";
    case Reason::Forbidden:
      return "forbidden: " + std::string(foulName(foul));
    case Reason::GameOver:
      return "the game is over";
  }
  return "illegal";
}

Game::Game(Rule rule, int boardSize, std::array<Player, 2> players)
    : board_(boardSize), rule_(rule), players_(players) {}

std::optional<IllegalMove> Game::check(Point p) const {
  using Reason = IllegalMove::Reason;
  if (isOver()) return IllegalMove{Reason::GameOver};
  if (!board_.contains(p)) return IllegalMove{Reason::OffBoard};
  if (!board_.isEmpty(p)) return IllegalMove{Reason::Occupied};
  if (rule_ == Rule::Renju && sideToMove() == Stone::Black) {
    if (Foul foul = renjuFoul(board_, p); foul != Foul::None) return IllegalMove{Reason::Forbidden, foul};
  }
  return std::nullopt;
}

Point Game::anyLegalPoint() const {
  return isOver() ? kNoPoint : legalPointNearCentre(board_, rule_);
}

std::optional<IllegalMove> Game::play(Point p) {
  if (auto illegal = check(p)) return illegal;
  lostOnTime_ = false;
  redo_.clear();
  playUnchecked(p);
  return std::nullopt;
}

void Game::playUnchecked(Point p) {
  Stone mover = sideToMove();
  board_.play(p);
  if (isWin(board_, p, mover, rule_)) {
    outcome_ = mover == Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins;
    winningLine_ = gomoku::winningLine(board_, p, mover, rule_);
  } else if (board_.isFull()) {
    outcome_ = Outcome::Draw;
  }
}

void Game::loseOnTime(Stone side) {
  if (isOver()) return;
  outcome_ = side == Stone::Black ? Outcome::WhiteWins : Outcome::BlackWins;
  lostOnTime_ = true;
}

bool Game::undo() {
  if (!canUndo()) return false;
  lostOnTime_ = false;
  redo_.push_back(board_.lastMove());
  board_.undo();
  outcome_ = Outcome::Ongoing;
  winningLine_.clear();
  return true;
}

bool Game::redo() {
  if (!canRedo()) return false;
  Point p = redo_.back();
  redo_.pop_back();
  playUnchecked(p);
  return true;
}

std::vector<Point> Game::forbiddenPoints() const {
  if (rule_ != Rule::Renju || sideToMove() != Stone::Black || isOver()) return {};
  return gomoku::forbiddenPoints(board_);
}

}  // namespace gomoku
