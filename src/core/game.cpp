#include "core/game.h"

#include <algorithm>

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
    case Reason::AwaitingChoice:
      return "a colour is to be chosen first";
  }
  return "illegal";
}

Game::Game(Rule rule, int boardSize, std::array<Player, 2> players, OpeningRule opening)
    : board_(boardSize), rule_(rule), players_(players), opening_(opening) {}

Stone Game::actingColour() const {
  const OpeningStep step = openingStep();
  if (step.kind == OpeningStep::Kind::Play) return sideToMove();
  const Stone opener = openerIsBlack(choices_) ? Stone::Black : Stone::White;
  return step.byOpener ? opener : opponent(opener);
}

bool Game::choose(OpeningChoice choice) {
  const OpeningStep step = openingStep();
  if (isOver() || step.kind != OpeningStep::Kind::Choose ||
      std::find(step.choices.begin(), step.choices.end(), choice) == step.choices.end())
    return false;
  const bool before = openerIsBlack(choices_);
  choices_.push_back(choice);
  if (openerIsBlack(choices_) != before) std::swap(players_[0], players_[1]);
  return true;
}

std::optional<IllegalMove> Game::check(Point p) const {
  using Reason = IllegalMove::Reason;
  if (isOver()) return IllegalMove{Reason::GameOver};
  if (openingStep().kind == OpeningStep::Kind::Choose) return IllegalMove{Reason::AwaitingChoice};
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
  const Point taken = board_.lastMove();
  board_.undo();
  outcome_ = Outcome::Ongoing;
  winningLine_.clear();
  // A choice made after this stone goes with it (the players take back their colours); what was
  // played after that choice can no longer be redone.
  bool dropped = false;
  while (!choices_.empty() && stonesAtChoice(choices_.size() - 1) > board_.moves().size()) {
    const bool before = openerIsBlack(choices_);
    choices_.pop_back();
    if (openerIsBlack(choices_) != before) std::swap(players_[0], players_[1]);
    dropped = true;
  }
  if (dropped) redo_.clear();
  redo_.push_back(taken);
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
