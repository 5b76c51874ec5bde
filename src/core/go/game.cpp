#include "core/go/game.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <utility>

#include "core/go/handicap.h"
#include "core/go/vertex.h"
#include "core/refusal_words.h"

namespace gomoku::go {
namespace {

std::string number(double value) {
  std::string text = std::to_string(value);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

}  // namespace

std::string moveText(Move move, int boardSize) {
  switch (move.kind) {
    case Move::Kind::Play:
      return toVertex(move.point, boardSize);
    case Move::Kind::Pass:
      return "pass";
    case Move::Kind::Resign:
      return "resign";
  }
  return "?";
}

std::string IllegalMove::message() const {
  // Go's own reasons first; the ones Gomoku shares are said in its words.
  switch (reason) {
    case Reason::Suicide:
      return "suicide: the stone would have no liberty";
    case Reason::Ko:
      return "ko: a stone just taken in a ko cannot be taken back at once; play elsewhere first";
    case Reason::Superko:
      return "superko: the stones would stand as they stood earlier in the game";
    case Reason::OffBoard:
      return std::string(refusal::kOffBoard);
    case Reason::Occupied:
      return std::string(refusal::kOccupied);
    case Reason::GameOver:
      return std::string(refusal::kGameOver);
  }
  return "illegal";
}

std::optional<std::string> whyInvalid(const GameSetup& setup) {
  if (!isBoardSize(setup.boardSize)) {
    return "board size " + std::to_string(setup.boardSize) + " is outside " + std::to_string(kMinBoardSize) +
           ".." + std::to_string(kMaxBoardSize);
  }
  if (!std::isfinite(setup.komi) || std::abs(setup.komi) > kMaxKomi) {
    return "komi " + number(setup.komi) + " is outside -" + number(kMaxKomi) + ".." + number(kMaxKomi);
  }
  if (setup.komi * 2 != std::round(setup.komi * 2)) {
    return "komi " + number(setup.komi) + " is not a whole or half number";
  }
  const int most = maxHandicap(setup.boardSize);
  if (setup.handicap != 0 && (setup.handicap < 2 || setup.handicap > most)) {
    std::string size = std::to_string(setup.boardSize);
    if (most == 0) return "a " + size + "x" + size + " board takes no handicap stones";
    return "handicap " + std::to_string(setup.handicap) + " is not 0 or 2.." + std::to_string(most) + " on " +
           size + "x" + size;
  }
  return std::nullopt;
}

Game::Game(GameSetup setup) : setup_(std::move(setup)), board_(setup_.boardSize) {
  assert(!whyInvalid(setup_));
  for (Point p : handicapPoints(setup_.boardSize, setup_.handicap)) {
    board_.set(p, Stone::Black);
    setupStones_[index(Stone::Black)].push_back(p);
  }
  // With handicap stones on the board, White makes the first move.
  firstToMove_ = setup_.handicap >= 2 ? Stone::White : Stone::Black;
  toMove_ = firstToMove_;
  positions_.push_back(board_.hash());
}

Result<Game> Game::fromPosition(GameSetup setup, std::span<const Point> black, std::span<const Point> white,
                                Stone toMove) {
  // The count of handicap stones is kept for the record and for area scoring; the stones
  // themselves are those given, wherever they stand.
  const int handicap = setup.handicap;
  setup.handicap = 0;
  if (auto why = whyInvalid(setup)) return Error{*why};
  if (handicap < 0 || handicap > 9) return Error{"handicap " + std::to_string(handicap) + " is outside 0..9"};
  Game game(setup);
  game.setup_.handicap = handicap;
  for (Stone colour : {Stone::Black, Stone::White}) {
    for (Point p : colour == Stone::Black ? black : white) {
      if (!game.board_.contains(p)) return Error{"a setup stone is off the board"};
      if (!game.board_.isEmpty(p)) {
        return Error{"two setup stones on " + toVertex(p, setup.boardSize)};
      }
      game.board_.set(p, colour);
      game.setupStones_[index(colour)].push_back(p);
    }
  }
  for (Stone colour : {Stone::Black, Stone::White}) {
    for (Point p : game.setupStones_[index(colour)]) {
      if (game.board_.libertyCount(p) == 0) {
        return Error{"the setup stones on " + toVertex(p, setup.boardSize) + " have no liberty"};
      }
    }
  }
  game.firstToMove_ = toMove;
  game.toMove_ = toMove;
  game.positions_ = {game.board_.hash()};
  return game;
}

std::optional<IllegalMove> Game::check(Point p) const {
  using Reason = IllegalMove::Reason;
  if (isOver()) return IllegalMove{Reason::GameOver};
  if (!board_.contains(p)) return IllegalMove{Reason::OffBoard};
  if (!board_.isEmpty(p)) return IllegalMove{Reason::Occupied};
  if (ko_ == p) return IllegalMove{Reason::Ko};
  if (board_.isSuicide(p, toMove_)) return IllegalMove{Reason::Suicide};
  if (setup_.koRule == KoRule::PositionalSuperko &&
      std::ranges::find(positions_, board_.hashAfter(p, toMove_)) != positions_.end()) {
    return IllegalMove{Reason::Superko};
  }
  return std::nullopt;
}

std::optional<IllegalMove> Game::play(Move move) {
  if (move.isResign()) return resign(toMove_);
  if (isOver()) return IllegalMove{IllegalMove::Reason::GameOver};
  if (move.isPlay()) {
    if (auto illegal = check(move.point)) return illegal;
  }
  // A move made where a resignation was taken back replaces what redo would have made there.
  if (undoneResignation_ && undoneResignation_->node == tree_.current()) undoneResignation_.reset();
  const Stone mover = toMove_;
  make(move);
  tree_.enter(move.isPlay() ? move.point : kNoPoint, mover);
  followTree();
  return std::nullopt;
}

void Game::make(Move move) {
  Turn turn{move, toMove_, {}, ko_};
  ko_.reset();
  if (move.isPlay()) {
    turn.captured = board_.play(move.point, toMove_);
    captures_[index(toMove_)] += static_cast<int>(turn.captured.size());
    // A single stone that took a single stone and now has that point as its only liberty could
    // be taken back at once, and the position would repeat: that is a ko.
    if (turn.captured.size() == 1 && board_.chain(move.point).size() == 1 &&
        board_.libertyCount(move.point) == 1) {
      ko_ = turn.captured.front();
    }
  }
  toMove_ = opponent(toMove_);
  record(std::move(turn));
}

std::optional<IllegalMove> Game::resign(Stone colour) {
  if (isOver()) return IllegalMove{IllegalMove::Reason::GameOver};
  record(Turn{Move::resign(), colour, {}, ko_});
  undoneResignation_.reset();
  followTree();
  return std::nullopt;
}

void Game::record(Turn turn) {
  turns_.push_back(std::move(turn));
  positions_.push_back(board_.hash());
}

EndReason Game::endReason() const {
  if (!turns_.empty() && turns_.back().move.isResign()) return EndReason::Resignation;
  if (passesInARow() >= 2) return EndReason::TwoPasses;
  return EndReason::None;
}

Stone Game::resigned() const {
  return endReason() == EndReason::Resignation ? turns_.back().colour : Stone::Empty;
}

int Game::passesInARow() const {
  int passes = 0;
  for (auto turn = turns_.rbegin(); turn != turns_.rend() && turn->move.isPass(); ++turn) ++passes;
  return passes;
}

Point Game::lastStone() const {
  if (turns_.empty() || !turns_.back().move.isPlay()) return kNoPoint;
  return turns_.back().move.point;
}

void Game::takeBack() {
  Turn turn = std::move(turns_.back());
  turns_.pop_back();
  positions_.pop_back();
  if (turn.move.isPlay()) {
    board_.set(turn.move.point, Stone::Empty);
    for (Point p : turn.captured) board_.set(p, opponent(turn.colour));
    captures_[index(turn.colour)] -= static_cast<int>(turn.captured.size());
  }
  toMove_ = turn.colour;
  ko_ = turn.koBefore;
}

bool Game::undo() {
  if (turns_.empty()) return false;
  if (turns_.back().move.isResign()) {
    // A resignation did not pass the turn, and stands at no node: redo makes it again here.
    undoneResignation_ = UndoneResignation{turns_.back().colour, tree_.current()};
    turns_.pop_back();
    positions_.pop_back();
  } else {
    takeBack();
    tree_.up();
  }
  followTree();
  return true;
}

void Game::walkDown() {
  const GameTree::Id next = tree_.next(tree_.current());
  assert(next != GameTree::kNone);
  const Move move = moveOf(tree_.node(next));
  // The tree holds only moves the rules allowed from the same position: they allow them again.
  assert(!move.isPlay() || !check(move.point));
  make(move);
  tree_.down();
}

bool Game::redo() {
  if (!canRedo()) return false;
  if (undoneResignation_ && undoneResignation_->node == tree_.current()) {
    const Stone colour = undoneResignation_->colour;
    return !resign(colour);
  }
  walkDown();
  followTree();
  return true;
}

void Game::followTree() {
  redo_.clear();
  if (endReason() == EndReason::Resignation) return;
  for (GameTree::Id id = tree_.current();; id = tree_.next(id)) {
    if (undoneResignation_ && undoneResignation_->node == id) {
      redo_.push_back({Move::resign(), undoneResignation_->colour, {}, std::nullopt});
      break;
    }
    const GameTree::Id next = tree_.next(id);
    if (next == GameTree::kNone) break;
    redo_.push_back({moveOf(tree_.node(next)), tree_.node(next).stone, {}, std::nullopt});
  }
  std::reverse(redo_.begin(), redo_.end());
}

bool Game::goTo(GameTree::Id id) {
  if (!tree_.contains(id)) return false;
  if (endReason() == EndReason::Resignation && id != tree_.current()) undo();
  while (!tree_.leadsTo(tree_.current(), id)) {
    takeBack();
    tree_.up();
  }
  tree_.select(id);
  while (tree_.current() != id) walkDown();
  followTree();
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
  if (undoneResignation_ && !tree_.contains(undoneResignation_->node)) undoneResignation_.reset();
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

}  // namespace gomoku::go
