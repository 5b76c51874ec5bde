#include "session/online_game.h"

#include "core/go/vertex.h"

namespace gomoku::session {

namespace {

go::GameSetup goSetup(const net::GameOffer& offer) {
  go::GameSetup setup;
  setup.boardSize = offer.size;
  setup.komi = offer.komiHalves / 2.0;
  setup.handicap = offer.handicap;
  setup.koRule = go::KoRule::Simple;
  return setup;
}

}  // namespace

std::optional<std::string> OnlineGame::whyNotPlayable(const net::GameOffer& offer) {
  if (offer.kind == net::GameKind::Gomoku) {
    if (offer.size < kMinBoardSize || offer.size > kMaxBoardSize) return "a Gomoku board is 5..22";
    return std::nullopt;
  }
  if (offer.size < 5 || offer.size > 19) return "a Go board is 5..19 here";
  if (offer.komiHalves < -200 || offer.komiHalves > 200) return "komi is within 100";
  return go::whyInvalid(goSetup(offer));
}

void OnlineGame::start(const net::GameOffer& offer) {
  gomoku_.reset();
  go_.reset();
  if (offer.kind == net::GameKind::Go) {
    go_ = std::make_unique<go::Game>(goSetup(offer));
  } else {
    gomoku_ = std::make_unique<Game>(offer.rule, offer.size);
  }
}

std::size_t OnlineGame::moveCount() const {
  if (go_) return go_->moveCount();
  return gomoku_ ? gomoku_->moves().size() : 0;
}

go::Move OnlineGame::move(std::size_t index) const {
  return go_ ? go_->turns()[index].move : go::Move::play(gomoku_->moves()[index]);
}

Stone OnlineGame::sideToMove() const {
  if (go_) return go_->sideToMove();
  return gomoku_ ? gomoku_->sideToMove() : Stone::Black;
}

Stone OnlineGame::colourOf(std::size_t index) const {
  const Stone first = go_ ? go_->firstToMove() : Stone::Black;
  return index % 2 == 0 ? first : opponent(first);
}

int OnlineGame::size() const {
  if (go_) return go_->boardSize();
  return gomoku_ ? gomoku_->board().size() : kDefaultBoardSize;
}

bool OnlineGame::overOnTheBoard() const {
  if (go_) return go_->isOver();
  return gomoku_ && gomoku_->isOver();
}

std::string OnlineGame::nameOf(go::Move move) const {
  if (go_) return go::moveText(move, size());
  return toNotation(move.point, size());
}

std::optional<std::string> OnlineGame::whyIllegal(go::Move move) const {
  if (move.isPass()) {
    if (!go_) return std::string("PASS is a move of Go; this game is Gomoku");
    if (go_->isOver()) return std::string("both have passed already");
    return std::nullopt;
  }
  if (!move.isPlay() || move.point == kNoPoint)
    return "off the " + std::to_string(size()) + "x" + std::to_string(size()) + " board";
  if (go_) {
    if (go_->isOver()) return std::string("both have passed already");
    if (auto illegal = go_->check(move.point)) return illegal->message();
    return std::nullopt;
  }
  if (auto illegal = gomoku_->check(move.point)) return illegal->message();
  return std::nullopt;
}

std::optional<std::string> OnlineGame::play(go::Move move) {
  if (auto why = whyIllegal(move)) return why;
  playAllowed(move);
  return std::nullopt;
}

void OnlineGame::playAllowed(go::Move move) {
  if (go_) {
    go_->play(move);
  } else {
    gomoku_->play(move.point);
  }
}

std::optional<IllegalMove> OnlineGame::playOurs(Point p) {
  if (!gomoku_) return IllegalMove(IllegalMove::Reason::GameOver);
  return gomoku_->play(p);
}

std::optional<go::IllegalMove> OnlineGame::playOurs(go::Move move) {
  return go_->play(move);
}

void OnlineGame::takeBackTo(std::size_t keep) {
  if (go_) {
    while (go_->moveCount() > keep) go_->undo();
  } else if (gomoku_) {
    while (gomoku_->moves().size() > keep && gomoku_->undo()) {
    }
  }
}

}  // namespace gomoku::session
