#include "core/game.h"

#include <algorithm>

#include "core/refusal_words.h"

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
      return std::string(refusal::kOffBoard);
    case Reason::Occupied:
      return std::string(refusal::kOccupied);
    case Reason::Forbidden:
      return "forbidden: " + std::string(foulName(foul));
    case Reason::GameOver:
      return std::string(refusal::kGameOver);
    case Reason::AwaitingChoice:
      return "a colour is to be chosen first";
    case Reason::AwaitingCount:
      return "the number of fifth moves is to be declared first";
    case Reason::OutsideArea:
      if (detail == "1x1") return "the first stone goes at the centre";
      return "outside the central " + detail;
    case Reason::AlreadyOffered:
      return "already offered";
    case Reason::Symmetric:
      return "symmetric to the fifth move offered at " + detail;
    case Reason::NotOffered:
      return "not one of the fifth moves offered";
  }
  return "illegal";
}

Game::Game(Rule rule, int boardSize, std::array<Player, 2> players, OpeningRule opening)
    : board_(boardSize), rule_(rule), players_(players), opening_(opening) {}

Result<Game> Game::setUp(const SetUp& position, std::array<Player, 2> players) {
  if (auto impossible = whyImpossible(position)) return Error{impossible->message(position.size)};
  Game game(position.rule, position.size, players);
  for (Point p : playingOrder(position)) game.playUnchecked(p);
  game.setUpStones_ = game.board_.moves().size();
  return game;
}

Game Game::sketch(const SetUp& position) {
  Game game(position.rule, position.size);
  for (Point p : position.black)
    if (game.board_.contains(p) && game.board_.isEmpty(p)) game.board_.place(p, Stone::Black);
  for (Point p : position.white)
    if (game.board_.contains(p) && game.board_.isEmpty(p)) game.board_.place(p, Stone::White);
  game.board_.setSideToMove(position.toMove);
  return game;
}

Stone Game::actingColour() const {
  const OpeningStep step = openingStep();
  if (step.kind == OpeningStep::Kind::Play) return sideToMove();
  const Stone opener = openerIsBlack(opening_, choices_) ? Stone::Black : Stone::White;
  return step.byOpener ? opener : opponent(opener);
}

bool Game::choose(OpeningChoice choice) {
  const OpeningStep step = openingStep();
  if (isOver()) return false;
  if (step.kind == OpeningStep::Kind::Declare) {
    const int count = declaredFifths(choice);
    if (count < 1 || count > step.stones) return false;
  } else if (step.kind != OpeningStep::Kind::Choose ||
             std::find(step.choices.begin(), step.choices.end(), choice) == step.choices.end()) {
    return false;
  }
  const bool before = openerIsBlack(opening_, choices_);
  choices_.push_back(choice);
  choiceStones_.push_back(board_.moves().size());
  if (openerIsBlack(opening_, choices_) != before) std::swap(players_[0], players_[1]);
  return true;
}

void Game::popChoice() {
  const bool before = openerIsBlack(opening_, choices_);
  choices_.pop_back();
  choiceStones_.pop_back();
  if (openerIsBlack(opening_, choices_) != before) std::swap(players_[0], players_[1]);
}

std::optional<IllegalMove> Game::check(Point p) const {
  using Reason = IllegalMove::Reason;
  if (isOver()) return IllegalMove{Reason::GameOver};
  const OpeningStep step = openingStep();
  if (step.kind == OpeningStep::Kind::Choose) return IllegalMove{Reason::AwaitingChoice};
  if (step.kind == OpeningStep::Kind::Declare) return IllegalMove{Reason::AwaitingCount};
  if (!board_.contains(p)) return IllegalMove{Reason::OffBoard};
  if (step.kind != OpeningStep::Kind::Play) {
    if (auto illegal = checkOpening(step, p)) return illegal;
    if (step.kind == OpeningStep::Kind::Pick) return std::nullopt;
  }
  if (!board_.isEmpty(p)) return IllegalMove{Reason::Occupied};
  if (rule_ == Rule::Renju && sideToMove() == Stone::Black) {
    if (Foul foul = renjuFoul(board_, p); foul != Foul::None) return IllegalMove{Reason::Forbidden, foul};
  }
  return std::nullopt;
}

// The opening's own limits on p (on the board): its area, the offers made, the pick.
std::optional<IllegalMove> Game::checkOpening(const OpeningStep& step, Point p) const {
  using Reason = IllegalMove::Reason;
  const int size = board_.size();
  if (step.kind == OpeningStep::Kind::Pick) {
    if (std::find(proposals_.begin(), proposals_.end(), p) != proposals_.end()) return std::nullopt;
    return IllegalMove{board_.isEmpty(p) ? Reason::NotOffered : Reason::Occupied};
  }
  if (!board_.isEmpty(p)) return IllegalMove{Reason::Occupied};
  if (!withinArea(p, step.area, size)) {
    const std::string area = std::to_string(step.area);
    return IllegalMove{Reason::OutsideArea, Foul::None, area + "x" + area};
  }
  if (step.kind == OpeningStep::Kind::Propose) {
    const Point repeated = repeatedProposal(board_, proposals_, p);
    if (repeated == p) return IllegalMove{Reason::AlreadyOffered};
    if (repeated != kNoPoint) return IllegalMove{Reason::Symmetric, Foul::None, toNotation(repeated, size)};
  }
  return std::nullopt;
}

Point Game::anyLegalPoint() const {
  return isOver() ? kNoPoint : legalPointNearCentre(board_, rule_);
}

std::optional<IllegalMove> Game::play(Point p) {
  if (auto illegal = check(p)) return illegal;
  lostOnTime_ = false;
  const OpeningStep::Kind kind = openingStep().kind;
  if (kind != OpeningStep::Kind::Play) tree_.prune(tree_.current());
  tree_.enter(p, kind == OpeningStep::Kind::Propose ? Stone::Empty : sideToMove());
  act(p);
  followTree();
  return std::nullopt;
}

void Game::followTree() {
  redo_ = tree_.lineAhead();
  std::reverse(redo_.begin(), redo_.end());
}

void Game::act(Point p) {
  const OpeningStep::Kind kind = openingStep().kind;
  if (kind == OpeningStep::Kind::Propose) {
    proposals_.push_back(p);
    return;
  }
  if (kind == OpeningStep::Kind::Pick) {
    // The offers are kept, so that undo can put them back on the board.
    offered_ = std::move(proposals_);
    proposals_.clear();
  }
  playUnchecked(p);
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

bool Game::canRedo() const {
  const OpeningStep::Kind kind = openingStep().kind;
  return !redo_.empty() && kind != OpeningStep::Kind::Choose && kind != OpeningStep::Kind::Declare;
}

bool Game::undo() {
  if (!canUndo()) return false;
  lostOnTime_ = false;
  if (!proposals_.empty()) {
    // No stone comes after an offer until White picks: the offer is the last thing done.
    proposals_.pop_back();
    tree_.up();
    followTree();
    return true;
  }
  const bool picked = !offered_.empty() && board_.moves().size() == 5;
  board_.undo();
  outcome_ = Outcome::Ongoing;
  winningLine_.clear();
  if (picked) {
    proposals_ = std::move(offered_);
    offered_.clear();
  }
  // A choice made after this stone goes with it (the players take back their colours); what was
  // played after that choice can no longer be redone.
  bool dropped = false;
  while (!choiceStones_.empty() && choiceStones_.back() > board_.moves().size()) {
    popChoice();
    dropped = true;
  }
  const GameTree::Id taken = tree_.current();
  tree_.up();
  if (dropped) tree_.prune(taken);
  followTree();
  return true;
}

bool Game::redo() {
  if (!canRedo()) return false;
  tree_.down();
  act(tree_.node(tree_.current()).move);
  followTree();
  return true;
}

bool Game::goTo(GameTree::Id id) {
  if (!tree_.contains(id)) return false;
  while (!tree_.leadsTo(tree_.current(), id))
    if (!undo()) return false;
  // Taking back a stone before an opening's choice may have dropped the line to `id`.
  if (!tree_.contains(id)) return false;
  tree_.select(id);
  while (tree_.current() != id)
    if (!redo()) return false;
  return true;
}

bool Game::promoteVariation(GameTree::Id id) {
  if (!tree_.contains(id)) return false;
  const GameTree::Id start = tree_.variationStart(id);
  if (start == GameTree::kNone || !tree_.promote(start)) return false;
  followTree();
  return true;
}

bool Game::removeVariation(GameTree::Id id) {
  if (!tree_.contains(id) || id == GameTree::kRoot) return false;
  if (tree_.leadsTo(id, tree_.current()) && !goTo(tree_.node(id).parent)) return false;
  if (!tree_.remove(id)) return false;
  followTree();
  return true;
}

void Game::toMainLineEnd() {
  goTo(tree_.mainLineEnd());
  tree_.followMainLines();
  followTree();
}

void Game::setComment(GameTree::Id id, std::string comment) {
  if (tree_.contains(id)) tree_.setComment(id, std::move(comment));
}

std::vector<Point> Game::forbiddenPoints() const {
  if (rule_ != Rule::Renju || sideToMove() != Stone::Black || isOver()) return {};
  return gomoku::forbiddenPoints(board_);
}

}  // namespace gomoku
