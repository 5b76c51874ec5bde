#include "session/online_match.h"

#include <random>
#include <utility>

#include "net/protocol.h"
#include "session/remote_player.h"

namespace gomoku::session {

namespace {

using net::Message;
using Kind = OnlineEvent::Kind;

// A new id for each hosted game, so that a joiner tells "the same game again" from "another one".
std::string newGameId() {
  std::random_device random;
  const std::uint64_t id = (std::uint64_t{random()} << 32) ^ random();
  constexpr char kDigits[] = "0123456789abcdef";
  std::string text;
  for (int shift = 60; shift >= 0; shift -= 4) text += kDigits[(id >> shift) & 0xf];
  return text;
}

OnlineEvent happened(Kind kind, std::string detail = {}) {
  return OnlineEvent{kind, kNoPoint, Stone::Empty, std::move(detail), false, 0};
}

std::string number(std::size_t n) {
  return std::to_string(n);
}

}  // namespace

OnlineMatch::OnlineMatch(bool hosting, std::unique_ptr<net::Link> link)
    : hosting_(hosting), link_(std::move(link)) {}

OnlineMatch::~OnlineMatch() {
  // The remote player reads the network through this object: it goes first.
  match_.reset();
}

Result<std::unique_ptr<OnlineMatch>> OnlineMatch::host(std::uint16_t port, OnlineSetup setup,
                                                       net::LinkOptions link) {
  auto listening = net::Link::host(port, std::move(link));
  if (!listening) return Error{listening.error()};
  std::unique_ptr<OnlineMatch> online(new OnlineMatch(true, std::move(listening.value())));
  online->startGame(net::GameOffer{.id = newGameId(),
                                   .kind = net::GameKind::Gomoku,
                                   .rule = setup.rule,
                                   .size = setup.boardSize,
                                   .you = opponent(setup.hostColour)});
  return online;
}

std::unique_ptr<OnlineMatch> OnlineMatch::join(const std::string& host, std::uint16_t port,
                                               net::LinkOptions link) {
  return std::unique_ptr<OnlineMatch>(new OnlineMatch(false, net::Link::join(host, port, std::move(link))));
}

void OnlineMatch::startGame(const net::GameOffer& offer) {
  offer_ = offer;
  ourColour_ = hosting_ ? opponent(offer.you) : offer.you;
  MatchOptions options;
  options.computerPause = std::chrono::milliseconds(0);
  match_.reset();
  match_ = std::make_unique<Match>(Game(offer.rule, offer.size), std::move(options));
  auto remote = std::make_unique<RemotePlayer>([this] { pump(); });
  remote_ = remote.get();
  match_->seat(opponent(ourColour_), Player{}, std::move(remote));
  ourUndoKeep_.reset();
  peerUndoKeep_.reset();
  weOfferDraw_ = peerOffersDraw_ = false;
  conclusion_.clear();
  resigned_ = Stone::Empty;
}

bool OnlineMatch::ourTurn() const {
  return match_ && !catchingUp_ && !isOver() && match_->game().sideToMove() == ourColour_;
}

bool OnlineMatch::isOver() const {
  return !conclusion_.empty() || (match_ && match_->game().isOver());
}

OnlineMatch::Attempt OnlineMatch::play(Point p) {
  if (!match_) return {PlayResult::NoGame, std::nullopt};
  if (isOver()) return {PlayResult::Over, std::nullopt};
  if (!ourTurn()) return {PlayResult::NotYourTurn, std::nullopt};
  Match::Attempt attempt = match_->play(p);
  if (attempt.result == Match::PlayResult::Illegal) return {PlayResult::Illegal, attempt.illegal};
  if (attempt.result == Match::PlayResult::NotYourTurn) return {PlayResult::NotYourTurn, std::nullopt};
  sendMove(moveCount());
  return {PlayResult::Played, std::nullopt};
}

bool OnlineMatch::askUndo() {
  if (!match_ || !conclusion_.empty() || ourUndoKeep_ || catchingUp_) return false;
  const std::size_t count = moveCount();
  if (count == 0) return false;
  // Our last move, and the peer's reply to it when there is one.
  std::size_t keep = count - 1;
  if (colourOfMove(keep) != ourColour_) {
    if (count < 2) return false;
    keep = count - 2;
  }
  ourUndoKeep_ = static_cast<std::uint32_t>(keep);
  send(net::numberedMessage(Message::Kind::UndoAsk, *ourUndoKeep_));
  return true;
}

std::vector<Point> OnlineMatch::answerUndo(bool accept) {
  std::vector<Point> taken;
  if (!peerUndoKeep_) return taken;
  const std::uint32_t keep = *std::exchange(peerUndoKeep_, std::nullopt);
  if (!accept || !match_ || !conclusion_.empty() || moveCount() <= keep) {
    send(net::plainMessage(Message::Kind::UndoDecline));
    return taken;
  }
  auto moves = match_->game().moves();
  for (std::size_t i = moves.size(); i > keep; --i) taken.push_back(moves[i - 1]);
  match_->takeBackTo(keep);
  send(net::numberedMessage(Message::Kind::UndoAccept, keep));
  return taken;
}

bool OnlineMatch::offerDraw() {
  if (!match_ || isOver() || weOfferDraw_) return false;
  weOfferDraw_ = true;
  send(net::plainMessage(Message::Kind::DrawOffer));
  return true;
}

void OnlineMatch::answerDraw(bool accept) {
  if (!std::exchange(peerOffersDraw_, false)) return;
  if (!accept || isOver()) return send(net::plainMessage(Message::Kind::DrawDecline));
  send(net::plainMessage(Message::Kind::DrawAccept));
  endByAgreement();
}

void OnlineMatch::resign() {
  if (!match_ || isOver()) return;
  send(net::plainMessage(Message::Kind::Resign));
  endByResignation(ourColour_);
}

void OnlineMatch::say(const std::string& text) {
  send(net::textMessage(Message::Kind::Chat, net::sendableText(text)));
}

void OnlineMatch::endByResignation(Stone colour) {
  resigned_ = colour;
  conclusion_ =
      std::string(stoneName(colour)) + " resigned: " + std::string(stoneName(opponent(colour))) + " wins";
  if (match_) match_->pause();
}

void OnlineMatch::endByAgreement() {
  resigned_ = Stone::Empty;
  conclusion_ = "Drawn by agreement";
  if (match_) match_->pause();
}

std::vector<OnlineEvent> OnlineMatch::update() {
  while (auto event = link_->poll()) handle(*event);
  settle();
  return std::exchange(events_, {});
}

void OnlineMatch::pump() {
  link_->waitForEvent(std::chrono::milliseconds(50));
  while (auto event = link_->poll()) handle(*event);
}

// Lets the Match play what the remote player has: its first update starts the remote's turn, the
// second plays a move that is already there.
void OnlineMatch::settle() {
  if (!match_ || !conclusion_.empty()) return;
  for (int i = 0; i < 2; ++i)
    for (const MatchEvent& event : match_->update()) {
      if (event.kind == MatchEvent::Kind::StonePlayed)
        events_.push_back(happened(Kind::StonePlayed).at(event.point, event.colour));
      if (event.kind == MatchEvent::Kind::GameOver)
        events_.push_back(happened(Kind::GameOver).at(event.point, event.colour));
    }
}

void OnlineMatch::handle(const net::LinkEvent& event) {
  using LinkKind = net::LinkEvent::Kind;
  switch (event.kind) {
    case LinkKind::Connected:
      peerName_ = event.detail;
      // Requests in flight when the connection dropped were lost with it.
      ourUndoKeep_.reset();
      peerUndoKeep_.reset();
      weOfferDraw_ = peerOffersDraw_ = false;
      events_.push_back(happened(Kind::Connected, event.detail));
      if (hosting_) sendRecord();
      return;
    case LinkKind::Received:
      return handleMessage(event.message);
    case LinkKind::Lost:
      catchingUp_ = false;
      events_.push_back(happened(Kind::Lost, event.detail));
      return;
    case LinkKind::Waiting:
      events_.push_back(happened(Kind::Waiting, event.detail));
      return;
    case LinkKind::Refused:
      events_.push_back(happened(Kind::Refused, event.detail));
      return;
  }
}

void OnlineMatch::sendRecord() {
  send(net::gameMessage(offer_));
  const std::size_t count = moveCount();
  for (std::size_t n = 1; n <= count; ++n) sendMove(n);
  // How the game ended off the board, which no move says (a joiner started again knows nothing of it).
  if (!conclusion_.empty())
    send(net::textMessage(Message::Kind::Over, resigned_ == Stone::Black   ? "black-resigned"
                                               : resigned_ == Stone::White ? "white-resigned"
                                                                           : "draw"));
  send(net::numberedMessage(Message::Kind::Ready, static_cast<std::uint32_t>(count)));
}

void OnlineMatch::sendMove(std::size_t n) {
  const Point p = match_->game().moves()[n - 1];
  send(net::moveMessage(static_cast<std::uint32_t>(n), net::toSquare(p, size())));
}

void OnlineMatch::refuse(std::string why) {
  send(net::textMessage(Message::Kind::Error, net::sendableText(why)));
  events_.push_back(happened(Kind::MoveRefused, std::move(why)));
}

void OnlineMatch::handleMessage(const Message& message) {
  using MessageKind = Message::Kind;
  switch (message.kind) {
    case MessageKind::Game:
      if (hosting_) return refuse("only the host sends GAME");
      if (message.game.kind != net::GameKind::Gomoku)
        return refuse("this program plays only Gomoku over the network");
      if (!match_ || !(message.game == offer_)) {
        startGame(message.game);
        events_.push_back(happened(Kind::GameStarted).by(ourColour_));
      }
      catchingUp_ = true;
      overInRecord_ = false;
      return;
    case MessageKind::Move:
      return receiveMove(message.number, message.square);
    case MessageKind::Ready:
      return receiveReady(message.number);
    case MessageKind::UndoAsk:
      return receiveUndoAsk(message.number);
    case MessageKind::UndoAccept:
      return receiveUndoAccept(message.number);
    case MessageKind::UndoDecline:
      if (!std::exchange(ourUndoKeep_, std::nullopt)) return;
      events_.push_back(happened(Kind::UndoAnswered).answered(false));
      return;
    case MessageKind::Resign:
      if (!match_ || isOver()) return;
      endByResignation(opponent(ourColour_));
      events_.push_back(happened(Kind::Resigned).by(opponent(ourColour_)));
      return;
    case MessageKind::DrawOffer:
      if (!match_ || isOver()) return send(net::plainMessage(MessageKind::DrawDecline));
      if (weOfferDraw_) {  // both offered at once: agreed
        send(net::plainMessage(MessageKind::DrawAccept));
        endByAgreement();
        events_.push_back(happened(Kind::DrawAnswered).answered(true));
        return;
      }
      peerOffersDraw_ = true;
      events_.push_back(happened(Kind::DrawOffered));
      return;
    case MessageKind::DrawAccept:
      if (!std::exchange(weOfferDraw_, false) || isOver()) return;
      endByAgreement();
      events_.push_back(happened(Kind::DrawAnswered).answered(true));
      return;
    case MessageKind::DrawDecline:
      if (!std::exchange(weOfferDraw_, false)) return;
      events_.push_back(happened(Kind::DrawAnswered).answered(false));
      return;
    case MessageKind::Chat:
      events_.push_back(happened(Kind::Chat, message.text));
      return;
    case MessageKind::Error:
      events_.push_back(happened(Kind::PeerError, message.text));
      return;
    case MessageKind::Pass:
      return refuse("PASS is a move of Go; this game is Gomoku");
    case MessageKind::Over:
      if (hosting_ || !catchingUp_ || !match_) return refuse("OVER belongs to the host's record");
      if (message.text == "draw") {
        endByAgreement();
      } else {
        endByResignation(message.text == "black-resigned" ? Stone::Black : Stone::White);
      }
      overInRecord_ = true;
      events_.push_back(happened(Kind::GameOver));
      return;
    case MessageKind::Hello:
    case MessageKind::Ping:
    case MessageKind::Pong:
    case MessageKind::Bye:
      return;  // the link's business
  }
}

void OnlineMatch::receiveMove(std::uint32_t n, net::Square square) {
  if (!match_) return refuse("MOVE before GAME");
  const Point p = net::toPoint(square, size());
  const std::string what = "move " + number(n);
  if (catchingUp_) return catchUp(n, p);
  const std::size_t count = moveCount();
  if (n <= count) {
    // Sent again after a reconnection: known already when it is the same.
    if (match_->game().moves()[n - 1] == p) return;
    return refuse(what + " is " + toNotation(match_->game().moves()[n - 1], size()) + " here");
  }
  if (n != count + 1) return refuse(what + " skips moves: " + number(count) + " played so far");
  if (isOver()) return refuse(what + ": the game is over");
  if (match_->game().sideToMove() == ourColour_) return refuse(what + ": it is not your turn");
  if (p == kNoPoint) return refuse(what + " is off the " + number(size()) + "x" + number(size()) + " board");
  if (auto illegal = match_->game().check(p))
    return refuse(what + " at " + toNotation(p, size()) + " is not allowed: " + illegal->message());
  remote_->deliver(n, p);
  settle();
}

// The joiner between GAME and READY: the host's record, which wins where the two differ.
void OnlineMatch::catchUp(std::uint32_t n, Point p) {
  const std::size_t count = moveCount();
  if (n <= count && match_->game().moves()[n - 1] == p) return;
  if (n > count + 1) return refuse("move " + number(n) + " skips moves: " + number(count) + " played so far");
  if (n <= count) match_->takeBackTo(n - 1);
  if (p == kNoPoint) return refuse("move " + number(n) + " is off the board");
  if (auto illegal = match_->playRecorded(p))
    return refuse("move " + number(n) + " at " + toNotation(p, size()) +
                  " is not allowed: " + illegal->message());
  if (match_->game().isOver()) events_.push_back(happened(Kind::GameOver).at(p, colourOfMove(n - 1)));
}

void OnlineMatch::receiveReady(std::uint32_t count) {
  if (hosting_ || !catchingUp_) return;
  catchingUp_ = false;
  const std::size_t ours = moveCount();
  if (ours == count + 1 && colourOfMove(count) == ourColour_) {
    // Our last move went out as the connection died: the host has not got it.
    sendMove(ours);
  } else if (ours > count) {
    match_->takeBackTo(count);
  }
  if (!conclusion_.empty() && !overInRecord_) {
    // The host's game goes on: our resignation did not reach it, and goes again; any other ending
    // (a draw whose acceptance was lost) gives way to the host's record.
    if (resigned_ == ourColour_) {
      send(net::plainMessage(Message::Kind::Resign));
    } else {
      conclusion_.clear();
      resigned_ = Stone::Empty;
    }
  }
  events_.push_back(happened(Kind::InStep).counting(moveCount()));
}

void OnlineMatch::receiveUndoAsk(std::uint32_t keep) {
  const std::size_t count = moveCount();
  // The moves to take back start with one of the peer's, and are at most their move and our reply.
  if (!match_ || !conclusion_.empty() || keep >= count || keep + 2 < count ||
      colourOfMove(keep) == ourColour_) {
    send(net::plainMessage(Message::Kind::UndoDecline));
    return;
  }
  peerUndoKeep_ = keep;
  events_.push_back(happened(Kind::UndoAsked).counting(count - keep));
}

void OnlineMatch::receiveUndoAccept(std::uint32_t keep) {
  if (!ourUndoKeep_ || *ourUndoKeep_ != keep) return;
  ourUndoKeep_.reset();
  const std::size_t count = moveCount();
  match_->takeBackTo(keep);
  events_.push_back(happened(Kind::UndoAnswered).answered(true).counting(count - moveCount()));
}

}  // namespace gomoku::session
