// OnlineMatch's side of the conversation with the peer: the link's events, each message the peer
// sends (its moves checked once, in receiveMove, for both games), and the record sent to a joiner.
#include <algorithm>
#include <array>
#include <utility>

#include "net/protocol.h"
#include "session/online_match.h"

namespace gomoku::session {

namespace {

using net::Message;
using Kind = OnlineEvent::Kind;

std::string number(std::size_t n) {
  return std::to_string(n);
}

}  // namespace

void OnlineMatch::handle(const net::LinkEvent& event) {
  using LinkKind = net::LinkEvent::Kind;
  switch (event.kind) {
    case LinkKind::Connected:
      peerName_ = event.detail;
      // Requests in flight when the connection dropped were lost with it.
      forgetRequests();
      events_.push_back(OnlineEvent::of(Kind::Connected, event.detail));
      if (hosting_) sendRecord();
      return;
    case LinkKind::Received:
      return handleMessage(event.message);
    case LinkKind::Lost:
      catchingUp_ = false;
      peerHasRecord_ = false;
      clock_.stop();  // no clock counts while the players cannot reach each other
      clock_.noteTimes();
      events_.push_back(OnlineEvent::of(Kind::Lost, event.detail));
      return;
    case LinkKind::Waiting:
      events_.push_back(OnlineEvent::of(Kind::Waiting, event.detail));
      return;
    case LinkKind::Refused:
      events_.push_back(OnlineEvent::of(Kind::Refused, event.detail));
      return;
    case LinkKind::Stranger:
      events_.push_back(OnlineEvent::of(Kind::Stranger, event.detail));
      return;
  }
}

void OnlineMatch::sendRecord() {
  peerHasRecord_ = true;
  send(net::gameMessage(offer_));
  const std::size_t count = game_.moveCount();
  for (std::size_t n = 1; n <= count; ++n) sendMove(n);
  // How the game ended off the board, which no move says (a joiner started again knows nothing of it).
  if (score_) {
    sendDead(static_cast<std::uint32_t>(count), agreedDead_);
    send(net::textMessage(Message::Kind::Over, "scored"));
  } else if (lostOnTime_ != Stone::Empty) {
    send(net::textMessage(Message::Kind::Over, lostOnTime_ == Stone::Black ? "black-time" : "white-time"));
  } else if (!conclusion_.empty())
    send(net::textMessage(Message::Kind::Over, resigned_ == Stone::Black   ? "black-resigned"
                                               : resigned_ == Stone::White ? "white-resigned"
                                                                           : "draw"));
  // The clocks as they stopped with the connection: the joiner takes them.
  clock_.stop();
  if (clock_.counts())
    send(net::clockMessage(static_cast<std::uint32_t>(clock().remaining(Stone::Black).count()),
                           static_cast<std::uint32_t>(clock().remaining(Stone::White).count())));
  send(net::numberedMessage(Message::Kind::Ready, static_cast<std::uint32_t>(count)));
}

void OnlineMatch::sendMove(std::size_t n, std::optional<std::uint32_t> left) {
  const go::Move move = game_.move(n - 1);
  const auto number = static_cast<std::uint32_t>(n);
  if (move.isPass()) return send(net::timedMessage(net::numberedMessage(Message::Kind::Pass, number), left));
  send(net::timedMessage(net::moveMessage(number, net::toSquare(move.point, game_.size())), left));
}

// DEAD names one stone of each chain; false (nothing sent) when they are too many for one line.
bool OnlineMatch::sendDead(std::uint32_t n, const std::vector<Point>& dead) {
  std::vector<Point> named;
  std::vector<Point> covered;
  for (Point p : dead) {
    if (std::ranges::find(covered, p) != covered.end()) continue;
    named.push_back(p);
    covered = go::toggleDead(goGame()->board(), covered, p);
  }
  if (named.size() > net::kMaxDeadChains) return false;
  std::vector<net::Square> squares;
  for (Point p : named) squares.push_back(net::toSquare(p, game_.size()));
  send(net::deadMessage(n, std::move(squares)));
  return true;
}

void OnlineMatch::refuse(std::string why) {
  send(net::textMessage(Message::Kind::Error, net::sendableText(why)));
  events_.push_back(OnlineEvent::of(Kind::MoveRefused, std::move(why)));
}

void OnlineMatch::handleMessage(const Message& message) {
  using MessageKind = Message::Kind;
  switch (message.kind) {
    case MessageKind::Game:
      return receiveGame(message.game);
    case MessageKind::Move:
      if (!hasGame()) return refuse("MOVE before GAME");
      return receiveMove(message.number, go::Move::play(net::toPoint(message.square, game_.size())),
                         message.timeLeft);
    case MessageKind::Pass:
      if (!hasGame()) return refuse("PASS before GAME");
      return receiveMove(message.number, go::Move::pass(), message.timeLeft);
    case MessageKind::Dead:
      return receiveDead(message);
    case MessageKind::DeadAccept:
    case MessageKind::DeadDecline:
      return receiveDeadAnswer(message.number, message.kind == MessageKind::DeadAccept);
    case MessageKind::Ready:
      return receiveReady(message.number);
    case MessageKind::UndoAsk:
      return receiveUndoAsk(message.number);
    case MessageKind::UndoAccept:
      return receiveUndoAccept(message.number);
    case MessageKind::UndoDecline:
      if (!std::exchange(ourUndoKeep_, std::nullopt)) return;
      events_.push_back(OnlineEvent::of(Kind::UndoAnswered).answered(false));
      return;
    case MessageKind::Resign:
      if (!hasGame() || isOver()) return;
      endByResignation(opponent(ourColour_));
      events_.push_back(OnlineEvent::of(Kind::Resigned).by(opponent(ourColour_)));
      return;
    case MessageKind::DrawOffer:
      return receiveDrawOffer();
    case MessageKind::DrawAccept:
      if (!std::exchange(weOfferDraw_, false) || isOver()) return;
      endByAgreement();
      events_.push_back(OnlineEvent::of(Kind::DrawAnswered).answered(true));
      return;
    case MessageKind::DrawDecline:
      if (!std::exchange(weOfferDraw_, false)) return;
      events_.push_back(OnlineEvent::of(Kind::DrawAnswered).answered(false));
      return;
    case MessageKind::AgainAsk:
      return receiveRematchAsk();
    case MessageKind::AgainDecline:
      if (!std::exchange(weAskRematch_, false)) return;
      events_.push_back(OnlineEvent::of(Kind::RematchDeclined));
      return;
    case MessageKind::Chat:
      events_.push_back(OnlineEvent::of(Kind::Chat, message.text));
      return;
    case MessageKind::Error:
      // A copy of the game from before clocks cannot read a GAME with clock=: say why in words.
      if (hosting_ && offer_.clock.counts() && message.text.starts_with("GAME"))
        return events_.push_back(OnlineEvent::of(
            Kind::PeerError,
            "the other player's program is too old for a game with a clock (" + message.text + ")"));
      events_.push_back(OnlineEvent::of(Kind::PeerError, message.text));
      return;
    case MessageKind::Flag:
      return receiveFlag(message.number);
    case MessageKind::Clock:
      return receiveClock(message);
    case MessageKind::Over:
      return receiveOver(message.text);
    case MessageKind::Hello:
    case MessageKind::Code:
    case MessageKind::Prove:
    case MessageKind::Proof:
    case MessageKind::Ping:
    case MessageKind::Pong:
    case MessageKind::Bye:
      return;  // the link's business
  }
}

void OnlineMatch::receiveGame(const net::GameOffer& offer) {
  if (hosting_) return refuse("only the host sends GAME");
  if (auto why = OnlineGame::whyNotPlayable(offer)) return refuse("GAME: " + *why);
  if (!hasGame() || !(offer == offer_)) {
    startGame(offer);
    events_.push_back(OnlineEvent::of(Kind::GameStarted).by(ourColour_));
  }
  catchingUp_ = true;
  overInRecord_ = false;
}

void OnlineMatch::receiveOver(const std::string& how) {
  if (hosting_ || !catchingUp_ || !hasGame()) return refuse("OVER belongs to the host's record");
  if (how == "scored") {
    if (!peerDead_ || !game_.isGo() || !game_.overOnTheBoard())
      return refuse("OVER scored without both passes and DEAD before it");
    agreeDead(*std::exchange(peerDead_, std::nullopt));
  } else if (how == "draw") {
    endByAgreement();
  } else if (how.ends_with("-time")) {
    endOnTime(how == "black-time" ? Stone::Black : Stone::White);
  } else {
    endByResignation(how == "black-resigned" ? Stone::Black : Stone::White);
  }
  overInRecord_ = true;
  events_.push_back(OnlineEvent::of(Kind::GameOver));
}

void OnlineMatch::receiveDrawOffer() {
  if (!game() || isOver()) return send(net::plainMessage(Message::Kind::DrawDecline));
  if (weOfferDraw_) {  // both offered at once: agreed
    send(net::plainMessage(Message::Kind::DrawAccept));
    endByAgreement();
    events_.push_back(OnlineEvent::of(Kind::DrawAnswered).answered(true));
    return;
  }
  peerOffersDraw_ = true;
  events_.push_back(OnlineEvent::of(Kind::DrawOffered));
}

// A new game is asked for, or agreed to when we asked first: the host then starts it, the joiner
// waits for its GAME.
void OnlineMatch::receiveRematchAsk() {
  if (!hasGame() || !isOver()) return refuse("AGAIN? belongs to a finished game");
  peerAsksRematch_ = true;
  if (!weAskRematch_) return events_.push_back(OnlineEvent::of(Kind::RematchAsked));
  if (hosting_) startRematch();
}

// The one way in for a peer's move, Gomoku's or Go's: its number, then the rules (one check, in
// the same words for both games), then its time; played, or refused with ERROR and the game kept.
void OnlineMatch::receiveMove(std::uint32_t n, go::Move move, std::optional<std::uint32_t> left) {
  const std::string what = "move " + number(n);
  if (catchingUp_) return catchUp(n, move);
  const std::size_t count = game_.moveCount();
  if (n <= count) {
    // Sent again after a reconnection: known already when it is the same.
    if (game_.move(n - 1) == move) return;
    return refuse(what + " is " + game_.nameOf(game_.move(n - 1)) + " here");
  }
  if (n != count + 1) return refuse(what + " skips moves: " + number(count) + " played so far");
  // A move that crossed our claim of the peer's flag: the claim came first, and the peer takes it
  // back when the claim reaches it.
  if (lostOnTime_ != Stone::Empty && lostOnTime_ != ourColour_) return;
  if (isOver()) return refuse(what + ": the game is over");
  if (game_.sideToMove() == ourColour_) return refuse(what + ": it is not your turn");
  if (move.isPlay() && move.point == kNoPoint)
    return refuse(what + " is off the " + number(game_.size()) + "x" + number(game_.size()) + " board");
  if (auto why = game_.whyIllegal(move))
    return refuse(what + (move.isPlay() ? " at " + game_.nameOf(move) : " (a pass)") +
                  " is not allowed: " + *why);
  if (auto why = clock_.whyNotPeersTime(n, left)) return refuse(what + ": " + *why);
  const Stone mover = game_.colourOf(n - 1);
  game_.playAllowed(move);
  clock_.takePeersTime(mover, left);
  events_.push_back(move.isPass() ? OnlineEvent::of(Kind::Passed).by(mover)
                                  : OnlineEvent::of(Kind::StonePlayed).at(move.point, mover));
  if (countingDead()) events_.push_back(OnlineEvent::of(Kind::PlayEnded));
  if (isOver()) events_.push_back(OnlineEvent::of(Kind::GameOver).at(move.point, mover));
}

// The joiner between GAME and READY: the host's record, which wins where the two differ.
void OnlineMatch::catchUp(std::uint32_t n, go::Move move) {
  const std::size_t count = game_.moveCount();
  if (n <= count && game_.move(n - 1) == move) return;
  if (n > count + 1) return refuse("move " + number(n) + " skips moves: " + number(count) + " played so far");
  if (n <= count) takeBackTo(n - 1);
  if (auto why = game_.play(move))
    return refuse("move " + number(n) + " (" + game_.nameOf(move) + ") is not allowed: " + *why);
  if (isOver()) events_.push_back(OnlineEvent::of(Kind::GameOver).at(move.point, game_.colourOf(n - 1)));
}

// The chains a DEAD line names, whole; nullopt (refused) when a point holds no stone.
std::optional<std::vector<Point>> OnlineMatch::deadChains(const std::vector<net::Square>& squares) {
  std::vector<Point> dead;
  for (net::Square square : squares) {
    const Point p = net::toPoint(square, game_.size());
    if (p == kNoPoint || goGame()->board().isEmpty(p)) {
      refuse("DEAD names a point without a stone");
      return std::nullopt;
    }
    dead.push_back(p);
  }
  return go::wholeChains(goGame()->board(), dead);
}

void OnlineMatch::receiveDead(const Message& message) {
  if (hosting_) return refuse("only the host proposes the dead stones");
  if (!game_.isGo() || !game_.overOnTheBoard() || message.number != game_.moveCount())
    return refuse("DEAD " + number(message.number) + " is not after both passes here");
  if (!catchingUp_ && !countingDead()) return refuse("the game is counted already");
  std::optional<std::vector<Point>> dead = deadChains(message.squares);
  if (!dead) return;
  peerDead_ = std::move(dead);
  // In the host's record the proposal is the agreed one, and OVER scored follows it.
  if (!catchingUp_) events_.push_back(OnlineEvent::of(Kind::DeadProposed));
}

void OnlineMatch::receiveDeadAnswer(std::uint32_t n, bool accepted) {
  if (!hosting_ || !ourDead_ || !countingDead() || n != game_.moveCount()) return;
  std::vector<Point> dead = *std::exchange(ourDead_, std::nullopt);
  if (accepted) {
    agreeDead(std::move(dead));
  } else {
    takeBackTo(n - 1);  // the second pass: its player moves again
  }
  events_.push_back(OnlineEvent::of(Kind::DeadAnswered).answered(accepted));
  if (accepted) events_.push_back(OnlineEvent::of(Kind::GameOver));
}

void OnlineMatch::receiveReady(std::uint32_t count) {
  if (hosting_ || !catchingUp_) return;
  catchingUp_ = false;
  const std::size_t ours = game_.moveCount();
  if (ours == count + 1 && game_.colourOf(count) == ourColour_) {
    // Our last move went out as the connection died: the host has not got it.
    sendMove(ours);
  } else if (ours > count) {
    takeBackTo(count);
  }
  if (!conclusion_.empty() && !overInRecord_) {
    // The host's game goes on: our resignation, or the flag that fell here, did not reach it, and
    // goes again; any other ending (a draw or a count whose acceptance was lost) gives way to the
    // host's record.
    if (resigned_ == ourColour_ && !score_) {
      send(net::plainMessage(Message::Kind::Resign));
    } else if (lostOnTime_ != Stone::Empty && lostOnTime_ == game_.sideToMove()) {
      send(net::numberedMessage(Message::Kind::Flag, static_cast<std::uint32_t>(game_.moveCount())));
    } else {
      lostOnTime_ = Stone::Empty;
      conclusion_.clear();
      resigned_ = Stone::Empty;
      score_.reset();
      agreedDead_.clear();
    }
  }
  peerDead_.reset();  // a proposal in the record stood for OVER scored, which has come or not
  events_.push_back(OnlineEvent::of(Kind::InStep).counting(game_.moveCount()));
}

void OnlineMatch::receiveUndoAsk(std::uint32_t keep) {
  const std::size_t count = game_.moveCount();
  // The moves to take back start with one of the peer's, and are at most their move and our reply.
  if (!hasGame() || !conclusion_.empty() || keep >= count || keep + 2 < count ||
      game_.colourOf(keep) == ourColour_) {
    send(net::plainMessage(Message::Kind::UndoDecline));
    return;
  }
  peerUndoKeep_ = keep;
  events_.push_back(OnlineEvent::of(Kind::UndoAsked).counting(count - keep));
}

void OnlineMatch::receiveUndoAccept(std::uint32_t keep) {
  if (!ourUndoKeep_ || *ourUndoKeep_ != keep) return;
  ourUndoKeep_.reset();
  const std::size_t count = game_.moveCount();
  takeBackTo(keep);
  clock_.noteTimes();
  events_.push_back(OnlineEvent::of(Kind::UndoAnswered).answered(true).counting(count - game_.moveCount()));
}

// FLAG <n>: the side to move after n moves is out of time. Whoever sends it, the side out of time
// or the one claiming, it says the same, so both sides end the game the same way; a move of ours
// that crossed the claim is taken back (the claim came first where it was made).
void OnlineMatch::receiveFlag(std::uint32_t n) {
  if (!hasGame() || catchingUp_) return refuse("FLAG belongs to a game being played");
  if (!clock_.counts()) return refuse("FLAG: this game has no clock");
  if (isOver()) return;  // both claimed at once, or the game ended otherwise first
  const std::size_t count = game_.moveCount();
  if (n + 1 == count && game_.colourOf(n) == ourColour_) {
    takeBackTo(n);
  } else if (n != count) {
    return refuse("FLAG " + number(n) + ": " + number(count) + " moves are played here");
  }
  const Stone flagged = game_.sideToMove();
  endOnTime(flagged);
  events_.push_back(OnlineEvent::of(Kind::LostOnTime).by(flagged));
}

// CLOCK in the host's record: both times as the host's clocks stopped; the joiner takes them.
void OnlineMatch::receiveClock(const Message& message) {
  if (hosting_ || !catchingUp_ || !hasGame()) return refuse("CLOCK belongs to the host's record");
  // Each side's own moves so far: the move numbers of its colour.
  std::array<std::size_t, 2> ownMoves{};
  for (std::size_t i = 0; i < game_.moveCount(); ++i) ++ownMoves[game_.colourOf(i) == Stone::Black ? 0 : 1];
  const std::array<Millis, 2> times{Millis(message.number), Millis(message.timeLeft.value_or(0))};
  if (auto why = clock_.takeHostsTimes(times, ownMoves)) refuse(*why);
}

}  // namespace gomoku::session
