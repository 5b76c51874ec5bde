#include "session/online_match.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <utility>

#include "core/go/vertex.h"
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

// How a counted game of Go ended, for the player: "Black wins by 3.5 (B+3.5)".
std::string countedResult(const go::Score& score) {
  if (score.winner() == Stone::Empty) return "Drawn by the count (jigo)";
  const double margin = score.margin() < 0 ? -score.margin() : score.margin();
  return std::string(stoneName(score.winner())) + " wins by " + go::pointsText(margin) + " (" + score.text() +
         ")";
}

go::GameSetup goSetup(const net::GameOffer& offer) {
  go::GameSetup setup;
  setup.boardSize = offer.size;
  setup.komi = offer.komiHalves / 2.0;
  setup.handicap = offer.handicap;
  setup.koRule = go::KoRule::Simple;
  return setup;
}

// Why a game cannot be played here (the decoder has checked each field alone; a handicap must also
// fit the board, and the protocol's komi is within 100).
std::optional<std::string> whyNotPlayable(const net::GameOffer& offer) {
  if (offer.kind == net::GameKind::Gomoku) {
    if (offer.size < kMinBoardSize || offer.size > kMaxBoardSize) return "a Gomoku board is 5..22";
    return std::nullopt;
  }
  if (offer.size < 5 || offer.size > 19) return "a Go board is 5..19 here";
  if (offer.komiHalves < -200 || offer.komiHalves > 200) return "komi is within 100";
  return go::whyInvalid(goSetup(offer));
}

}  // namespace

OnlineMatch::OnlineMatch(bool hosting, std::unique_ptr<net::Link> link, std::string code)
    : hosting_(hosting), link_(std::move(link)), code_(std::move(code)) {}

OnlineMatch::~OnlineMatch() {
  // The remote player reads the network through this object: it goes first.
  match_.reset();
}

Result<std::unique_ptr<OnlineMatch>> OnlineMatch::host(std::uint16_t port, OnlineSetup setup,
                                                       net::LinkOptions link) {
  // The protocol carries komi within 100 (and the cast below needs a number in range).
  if (setup.kind == net::GameKind::Go && !(std::abs(setup.komi) <= 100))
    return Error{"komi " + std::to_string(setup.komi) + " is not within 100"};
  if (setup.clock.main > net::kMaxMainTime || setup.clock.increment > net::kMaxExtraTime ||
      setup.clock.period > net::kMaxExtraTime)
    return Error{"the clock " + setup.clock.text() +
                 " is longer than a network game's (at most 24h, and 1h of "
                 "increment or period)"};
  const net::GameOffer offer{.id = newGameId(),
                             .kind = setup.kind,
                             .rule = setup.rule,
                             .size = setup.boardSize,
                             .komiHalves = static_cast<int>(setup.komi * 2),
                             .handicap = setup.handicap,
                             .you = opponent(setup.hostColour),
                             .clock = setup.clock};
  if (auto why = whyNotPlayable(offer)) return Error{*why};
  if (setup.kind == net::GameKind::Go && offer.komiHalves != setup.komi * 2)
    return Error{"komi " + std::to_string(setup.komi) + " is not a whole or half number"};
  std::string code = link.code;
  auto listening = net::Link::host(port, std::move(link));
  if (!listening) return Error{listening.error()};
  std::unique_ptr<OnlineMatch> online(new OnlineMatch(true, std::move(listening.value()), std::move(code)));
  online->startGame(offer);
  return online;
}

Result<std::unique_ptr<OnlineMatch>> OnlineMatch::resume(const KeptNetworkGame& kept, net::LinkOptions link) {
  if (auto why = whyNotPlayable(kept.offer)) return Error{"the kept game cannot be played: " + *why};
  link.code = kept.code;
  auto listening = net::Link::host(kept.port, std::move(link));
  if (!listening) return Error{listening.error()};
  std::unique_ptr<OnlineMatch> online(new OnlineMatch(true, std::move(listening.value()), kept.code));
  online->startGame(kept.offer);
  online->peerName_ = kept.peerName;
  for (std::size_t i = 0; i < kept.moves.size(); ++i)
    if (auto why = online->playRecorded(kept.moves[i]))
      return Error{"the kept game's move " + number(i + 1) + " is not allowed: " + *why};
  // The clocks as they stopped; they start again when the joiner is back.
  if (kept.times) {
    online->clock_.setRemaining(Stone::Black, Millis((*kept.times)[0]));
    online->clock_.setRemaining(Stone::White, Millis((*kept.times)[1]));
  }
  online->noteTimes();
  online->lastKept_ = writeKeptNetworkGame(online->kept());
  return online;
}

std::unique_ptr<OnlineMatch> OnlineMatch::join(const std::string& host, std::uint16_t port,
                                               net::LinkOptions link) {
  std::string code = link.code;
  return std::unique_ptr<OnlineMatch>(
      new OnlineMatch(false, net::Link::join(host, port, std::move(link)), std::move(code)));
}

void OnlineMatch::startGame(const net::GameOffer& offer) {
  offer_ = offer;
  ourColour_ = hosting_ ? opponent(offer.you) : offer.you;
  match_.reset();
  remote_ = nullptr;
  go_.reset();
  if (offer.kind == net::GameKind::Go) {
    go_ = std::make_unique<go::Game>(goSetup(offer));
  } else {
    MatchOptions options;
    options.computerPause = std::chrono::milliseconds(0);
    match_ = std::make_unique<Match>(Game(offer.rule, offer.size), std::move(options));
    auto remote = std::make_unique<RemotePlayer>([this] { pump(); });
    remote_ = remote.get();
    match_->seat(opponent(ourColour_), Player{}, std::move(remote));
  }
  forgetRequests();
  conclusion_.clear();
  resigned_ = Stone::Empty;
  agreedDead_.clear();
  score_.reset();
  clock_ = GameClock(offer.clock, now_);
  clockFor_.reset();
  flagSeen_.reset();
  lostOnTime_ = Stone::Empty;
  turnStart_ = {offer.clock.whole(), offer.clock.whole()};
  noteTimes();
}

void OnlineMatch::useTimeSource(GameClock::Now now) {
  now_ = std::move(now);
  const Millis black = clock_.remaining(Stone::Black);
  const Millis white = clock_.remaining(Stone::White);
  clock_ = GameClock(clock_.control(), now_);
  clock_.setRemaining(Stone::Black, black);
  clock_.setRemaining(Stone::White, white);
  clockFor_.reset();
}

// Requests in flight are lost with the connection, and stale once the moves change.
void OnlineMatch::forgetRequests() {
  ourUndoKeep_.reset();
  peerUndoKeep_.reset();
  weOfferDraw_ = peerOffersDraw_ = false;
  ourDead_.reset();
  peerDead_.reset();
}

std::size_t OnlineMatch::moveCount() const {
  if (go_) return go_->moveCount();
  return match_ ? match_->game().moves().size() : 0;
}

go::Move OnlineMatch::recordMove(std::size_t index) const {
  return go_ ? go_->turns()[index].move : go::Move::play(match_->game().moves()[index]);
}

Stone OnlineMatch::sideToMove() const {
  if (go_) return go_->sideToMove();
  return match_ ? match_->game().sideToMove() : Stone::Black;
}

// Moves alternate from the first: Black's, or White's after Go's handicap stones.
Stone OnlineMatch::colourOfMove(std::size_t index) const {
  const Stone first = go_ ? go_->firstToMove() : Stone::Black;
  return index % 2 == 0 ? first : opponent(first);
}

int OnlineMatch::size() const {
  if (go_) return go_->boardSize();
  return match_ ? match_->game().board().size() : kDefaultBoardSize;
}

// A move as the player's screen writes it: h8 in Gomoku, K10 or pass in Go (GTP's letters).
std::string OnlineMatch::moveName(go::Move move) const {
  if (go_) return go::moveText(move, size());
  return toNotation(move.point, size());
}

std::optional<std::string> OnlineMatch::whyIllegal(go::Move move) const {
  if (move.isPass()) {
    if (!go_) return std::string("PASS is a move of Go; this game is Gomoku");
    if (go_->isOver()) return std::string("both have passed already");
    return std::nullopt;
  }
  if (!move.isPlay() || move.point == kNoPoint)
    return "off the " + number(size()) + "x" + number(size()) + " board";
  if (go_) {
    if (go_->isOver()) return std::string("both have passed already");
    if (auto illegal = go_->check(move.point)) return illegal->message();
    return std::nullopt;
  }
  if (auto illegal = match_->game().check(move.point)) return illegal->message();
  return std::nullopt;
}

std::optional<std::string> OnlineMatch::playRecorded(go::Move move) {
  if (auto why = whyIllegal(move)) return why;
  if (go_) {
    if (auto illegal = go_->play(move)) return illegal->message();
    return std::nullopt;
  }
  if (auto illegal = match_->playRecorded(move.point)) return illegal->message();
  return std::nullopt;
}

void OnlineMatch::takeBackTo(std::size_t keep) {
  if (moveCount() > keep) {
    ourDead_.reset();
    peerDead_.reset();
  }
  if (go_) {
    while (go_->moveCount() > keep) go_->undo();
  } else if (match_) {
    match_->takeBackTo(keep);
  }
}

bool OnlineMatch::ourTurn() const {
  return hasGame() && !catchingUp_ && !isOver() && !countingDead() && sideToMove() == ourColour_;
}

bool OnlineMatch::isOver() const {
  return !conclusion_.empty() || (match_ && match_->game().isOver());
}

OnlineMatch::GoAttempt OnlineMatch::play(go::Move move) {
  if (!go_) return {PlayResult::NoGame, std::nullopt};
  if (isOver() || countingDead()) return {PlayResult::Over, std::nullopt};
  runClock();  // our time may have run out since the last update
  if (isOver()) return {PlayResult::Over, std::nullopt};
  if (!ourTurn() || move.isResign()) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = go_->play(move)) return {PlayResult::Illegal, illegal};
  const std::optional<std::uint32_t> left = clockAfterOurMove();
  keepOnDisk();  // on disk before the peer has it: a host killed now still knows the move
  sendMove(moveCount(), left);
  return {PlayResult::Played, std::nullopt};
}

bool OnlineMatch::proposeDead(const std::vector<Point>& dead) {
  if (!hosting_ || !countingDead() || ourDead_) return false;
  // The whole chain of each stone named, so that both sides count the same stones.
  std::vector<Point> chains;
  for (Point p : dead)
    if (std::ranges::find(chains, p) == chains.end()) chains = go::toggleDead(go_->board(), chains, p);
  if (!sendDead(static_cast<std::uint32_t>(moveCount()), chains)) return false;
  ourDead_ = std::move(chains);
  return true;
}

// DEAD names one stone of each chain; false (nothing sent) when they are too many for one line.
bool OnlineMatch::sendDead(std::uint32_t n, const std::vector<Point>& dead) {
  std::vector<Point> named;
  std::vector<Point> covered;
  for (Point p : dead) {
    if (std::ranges::find(covered, p) != covered.end()) continue;
    named.push_back(p);
    covered = go::toggleDead(go_->board(), covered, p);
  }
  if (named.size() > net::kMaxDeadChains) return false;
  std::vector<net::Square> squares;
  for (Point p : named) squares.push_back(net::toSquare(p, size()));
  send(net::deadMessage(n, std::move(squares)));
  return true;
}

bool OnlineMatch::answerDead(bool accept) {
  if (!peerDead_ || !countingDead()) return false;
  std::vector<Point> dead = *std::exchange(peerDead_, std::nullopt);
  const auto count = static_cast<std::uint32_t>(moveCount());
  if (accept) {
    send(net::numberedMessage(Message::Kind::DeadAccept, count));
    agreeDead(std::move(dead));
  } else {
    send(net::numberedMessage(Message::Kind::DeadDecline, count));
    takeBackTo(count - 1);
  }
  return true;
}

void OnlineMatch::agreeDead(std::vector<Point> dead) {
  agreedDead_ = std::move(dead);
  score_ = go::scoreGame(*go_, agreedDead_, kOnlineGoScoring);
  conclusion_ = countedResult(*score_);
  resigned_ = Stone::Empty;
}

OnlineMatch::Attempt OnlineMatch::play(Point p) {
  if (!match_) return {PlayResult::NoGame, std::nullopt};
  runClock();  // our time may have run out since the last update
  if (isOver()) return {PlayResult::Over, std::nullopt};
  if (!ourTurn()) return {PlayResult::NotYourTurn, std::nullopt};
  Match::Attempt attempt = match_->play(p);
  if (attempt.result == Match::PlayResult::Illegal) return {PlayResult::Illegal, attempt.illegal};
  if (attempt.result == Match::PlayResult::NotYourTurn) return {PlayResult::NotYourTurn, std::nullopt};
  const std::optional<std::uint32_t> left = clockAfterOurMove();
  keepOnDisk();  // on disk before the peer has it: a host killed now still knows the move
  sendMove(moveCount(), left);
  return {PlayResult::Played, std::nullopt};
}

bool OnlineMatch::askUndo() {
  if (!hasGame() || !conclusion_.empty() || ourUndoKeep_ || catchingUp_) return false;
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
  if (!accept || !hasGame() || !conclusion_.empty() || moveCount() <= keep) {
    send(net::plainMessage(Message::Kind::UndoDecline));
    return taken;
  }
  for (std::size_t i = moveCount(); i > keep; --i) taken.push_back(recordMove(i - 1).point);
  takeBackTo(keep);
  noteTimes();  // an undo gives no time back: the clocks go on from where they are
  keepOnDisk();
  send(net::numberedMessage(Message::Kind::UndoAccept, keep));
  return taken;
}

bool OnlineMatch::offerDraw() {
  if (!match_ || isOver() || weOfferDraw_) return false;  // Gomoku only
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
  if (!hasGame() || isOver()) return;
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
  runClock();
  keepOnDisk();
  return std::exchange(events_, {});
}

void OnlineMatch::keepIn(std::filesystem::path file) {
  keepFile_ = std::move(file);
  keepOnDisk();
}

KeptNetworkGame OnlineMatch::kept() const {
  KeptNetworkGame game{port(), offer_, code_, peerName_, {}, std::nullopt};
  for (std::size_t i = 0; i < moveCount(); ++i) game.moves.push_back(recordMove(i));
  if (clock_.counts())
    game.times = {{static_cast<std::uint32_t>(keptTimes_[0].count()),
                   static_cast<std::uint32_t>(keptTimes_[1].count())}};
  return game;
}

// Writes the host's game where it is kept when its record (or the joiner's name) changed; an ended
// game is forgotten: there is nothing left to resume.
void OnlineMatch::keepOnDisk() {
  if (!hosting_ || keepFile_.empty() || !hasGame()) return;
  if (isOver()) {
    if (!lastKept_.empty()) forgetKeptNetworkGame(keepFile_);
    lastKept_.clear();
    return;
  }
  if (moveCount() == 0 && lastKept_.empty()) return;  // nothing played yet: nothing to lose
  std::string text = writeKeptNetworkGame(kept());
  if (text == lastKept_) return;
  if (auto problem = keepNetworkGame(keepFile_, kept())) {
    if (*problem != keepProblem_) events_.push_back(happened(Kind::NotKept, *problem));
    keepProblem_ = *problem;
    return;
  }
  keepProblem_.clear();
  lastKept_ = std::move(text);
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
      forgetRequests();
      events_.push_back(happened(Kind::Connected, event.detail));
      if (hosting_) sendRecord();
      return;
    case LinkKind::Received:
      return handleMessage(event.message);
    case LinkKind::Lost:
      catchingUp_ = false;
      peerHasRecord_ = false;
      stopClock();  // no clock counts while the players cannot reach each other
      noteTimes();
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
  peerHasRecord_ = true;
  send(net::gameMessage(offer_));
  const std::size_t count = moveCount();
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
  stopClock();
  if (clock_.counts())
    send(net::clockMessage(static_cast<std::uint32_t>(clock_.remaining(Stone::Black).count()),
                           static_cast<std::uint32_t>(clock_.remaining(Stone::White).count())));
  send(net::numberedMessage(Message::Kind::Ready, static_cast<std::uint32_t>(count)));
}

void OnlineMatch::sendMove(std::size_t n, std::optional<std::uint32_t> left) {
  const go::Move move = recordMove(n - 1);
  const auto number = static_cast<std::uint32_t>(n);
  if (move.isPass()) return send(net::timedMessage(net::numberedMessage(Message::Kind::Pass, number), left));
  send(net::timedMessage(net::moveMessage(number, net::toSquare(move.point, size())), left));
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
      if (auto why = whyNotPlayable(message.game)) return refuse("GAME: " + *why);
      if (!hasGame() || !(message.game == offer_)) {
        startGame(message.game);
        events_.push_back(happened(Kind::GameStarted).by(ourColour_));
      }
      catchingUp_ = true;
      overInRecord_ = false;
      return;
    case MessageKind::Move:
      if (!hasGame()) return refuse("MOVE before GAME");
      return receiveMove(message.number, go::Move::play(net::toPoint(message.square, size())),
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
      events_.push_back(happened(Kind::UndoAnswered).answered(false));
      return;
    case MessageKind::Resign:
      if (!hasGame() || isOver()) return;
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
      // A copy of the game from before clocks cannot read a GAME with clock=: say why in words.
      if (hosting_ && offer_.clock.counts() && message.text.starts_with("GAME"))
        return events_.push_back(
            happened(Kind::PeerError,
                     "the other player's program is too old for a game with a clock (" + message.text + ")"));
      events_.push_back(happened(Kind::PeerError, message.text));
      return;
    case MessageKind::Flag:
      return receiveFlag(message.number);
    case MessageKind::Clock:
      return receiveClock(message);
    case MessageKind::Over:
      if (hosting_ || !catchingUp_ || !hasGame()) return refuse("OVER belongs to the host's record");
      if (message.text == "scored") {
        if (!peerDead_ || !go_ || !go_->isOver())
          return refuse("OVER scored without both passes and DEAD before it");
        agreeDead(*std::exchange(peerDead_, std::nullopt));
      } else if (message.text == "draw") {
        endByAgreement();
      } else if (message.text.ends_with("-time")) {
        endOnTime(message.text == "black-time" ? Stone::Black : Stone::White);
      } else {
        endByResignation(message.text == "black-resigned" ? Stone::Black : Stone::White);
      }
      overInRecord_ = true;
      events_.push_back(happened(Kind::GameOver));
      return;
    case MessageKind::Hello:
    case MessageKind::Code:
    case MessageKind::Ping:
    case MessageKind::Pong:
    case MessageKind::Bye:
      return;  // the link's business
  }
}

void OnlineMatch::receiveMove(std::uint32_t n, go::Move move, std::optional<std::uint32_t> left) {
  const std::string what = "move " + number(n);
  if (catchingUp_) return catchUp(n, move);
  const std::size_t count = moveCount();
  if (n <= count) {
    // Sent again after a reconnection: known already when it is the same.
    if (recordMove(n - 1) == move) return;
    return refuse(what + " is " + moveName(recordMove(n - 1)) + " here");
  }
  if (n != count + 1) return refuse(what + " skips moves: " + number(count) + " played so far");
  // A move that crossed our claim of the peer's flag: the claim came first, and the peer takes it
  // back when the claim reaches it.
  if (lostOnTime_ != Stone::Empty && lostOnTime_ != ourColour_) return;
  if (isOver()) return refuse(what + ": the game is over");
  if (sideToMove() == ourColour_) return refuse(what + ": it is not your turn");
  if (move.isPlay() && move.point == kNoPoint)
    return refuse(what + " is off the " + number(size()) + "x" + number(size()) + " board");
  if (auto why = whyIllegal(move))
    return refuse(what + (move.isPlay() ? " at " + moveName(move) : " (a pass)") +
                  " is not allowed: " + *why);
  if (auto why = takePeersTime(n, left)) return refuse(what + ": " + *why);
  if (match_) {
    remote_->deliver(n, move.point);
    return settle();
  }
  go_->play(move);
  const Stone mover = colourOfMove(n - 1);
  events_.push_back(move.isPass() ? happened(Kind::Passed).by(mover)
                                  : happened(Kind::StonePlayed).at(move.point, mover));
  if (countingDead()) events_.push_back(happened(Kind::PlayEnded));
}

// The joiner between GAME and READY: the host's record, which wins where the two differ.
void OnlineMatch::catchUp(std::uint32_t n, go::Move move) {
  const std::size_t count = moveCount();
  if (n <= count && recordMove(n - 1) == move) return;
  if (n > count + 1) return refuse("move " + number(n) + " skips moves: " + number(count) + " played so far");
  if (n <= count) takeBackTo(n - 1);
  if (auto why = playRecorded(move))
    return refuse("move " + number(n) + " (" + moveName(move) + ") is not allowed: " + *why);
  if (match_ && match_->game().isOver())
    events_.push_back(happened(Kind::GameOver).at(move.point, colourOfMove(n - 1)));
}

// The chains a DEAD line names, whole; nullopt (refused) when a point holds no stone.
std::optional<std::vector<Point>> OnlineMatch::deadChains(const std::vector<net::Square>& squares) {
  std::vector<Point> dead;
  for (net::Square square : squares) {
    const Point p = net::toPoint(square, size());
    if (p == kNoPoint || go_->board().isEmpty(p)) {
      refuse("DEAD names a point without a stone");
      return std::nullopt;
    }
    if (std::ranges::find(dead, p) == dead.end()) dead = go::toggleDead(go_->board(), dead, p);
  }
  return dead;
}

void OnlineMatch::receiveDead(const Message& message) {
  if (hosting_) return refuse("only the host proposes the dead stones");
  if (!go_ || !go_->isOver() || message.number != moveCount())
    return refuse("DEAD " + number(message.number) + " is not after both passes here");
  if (!catchingUp_ && !countingDead()) return refuse("the game is counted already");
  std::optional<std::vector<Point>> dead = deadChains(message.squares);
  if (!dead) return;
  peerDead_ = std::move(dead);
  // In the host's record the proposal is the agreed one, and OVER scored follows it.
  if (!catchingUp_) events_.push_back(happened(Kind::DeadProposed));
}

void OnlineMatch::receiveDeadAnswer(std::uint32_t n, bool accepted) {
  if (!hosting_ || !ourDead_ || !countingDead() || n != moveCount()) return;
  std::vector<Point> dead = *std::exchange(ourDead_, std::nullopt);
  if (accepted) {
    agreeDead(std::move(dead));
  } else {
    takeBackTo(n - 1);  // the second pass: its player moves again
  }
  events_.push_back(happened(Kind::DeadAnswered).answered(accepted));
  if (accepted) events_.push_back(happened(Kind::GameOver));
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
    // The host's game goes on: our resignation, or the flag that fell here, did not reach it, and
    // goes again; any other ending (a draw or a count whose acceptance was lost) gives way to the
    // host's record.
    if (resigned_ == ourColour_ && !score_) {
      send(net::plainMessage(Message::Kind::Resign));
    } else if (lostOnTime_ != Stone::Empty && lostOnTime_ == sideToMove()) {
      send(net::numberedMessage(Message::Kind::Flag, static_cast<std::uint32_t>(moveCount())));
    } else {
      lostOnTime_ = Stone::Empty;
      conclusion_.clear();
      resigned_ = Stone::Empty;
      score_.reset();
      agreedDead_.clear();
    }
  }
  peerDead_.reset();  // a proposal in the record stood for OVER scored, which has come or not
  events_.push_back(happened(Kind::InStep).counting(moveCount()));
}

void OnlineMatch::receiveUndoAsk(std::uint32_t keep) {
  const std::size_t count = moveCount();
  // The moves to take back start with one of the peer's, and are at most their move and our reply.
  if (!hasGame() || !conclusion_.empty() || keep >= count || keep + 2 < count ||
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
  takeBackTo(keep);
  noteTimes();
  events_.push_back(happened(Kind::UndoAnswered).answered(true).counting(count - moveCount()));
}

// The clock of the side to move runs while both sides play the same position: connected, in step,
// the game on. Our own flag ends the game at once; the peer's is claimed after kFlagGrace, in which
// a move it made in time may still arrive.
void OnlineMatch::runClock() {
  if (!clock_.counts() || !hasGame()) return;
  if (!connected() || catchingUp_ || isOver() || countingDead()) return stopClock();
  startClockFor(sideToMove());
  const std::optional<Stone> flagged = clock_.flagFallen();
  if (!flagged) {
    flagSeen_.reset();
    return;
  }
  if (*flagged == ourColour_) return claimFlag();
  if (!flagSeen_) flagSeen_ = now_();
  if (now_() - *flagSeen_ >= kFlagGrace) claimFlag();
}

void OnlineMatch::startClockFor(Stone side) {
  if (clockFor_ == side) return;
  clock_.start(side);
  clockFor_ = side;
  turnStart_[side == Stone::Black ? 0 : 1] = clock_.remaining(side);
  flagSeen_.reset();
}

void OnlineMatch::stopClock() {
  clock_.stop();
  clockFor_.reset();
  flagSeen_.reset();
}

std::optional<std::uint32_t> OnlineMatch::clockAfterOurMove() {
  if (!clock_.counts()) return std::nullopt;
  clock_.moved(ourColour_);
  clockFor_.reset();  // runClock starts the peer's clock, when the peer is there to move
  clock_.stop();
  runClock();
  noteTimes();
  const Millis left = std::min(clock_.remaining(ourColour_), Millis(net::kMaxTimeMillis));
  return static_cast<std::uint32_t>(left.count());
}

// The mover's clock is the authority on its own time, within what it could have: never more than
// the control gives (refused), nor more than it had here when its turn began, with its increment
// (held to that). A move whose time came in before our claim counts, even after the flag fell here.
std::optional<std::string> OnlineMatch::takePeersTime(std::uint32_t n, std::optional<std::uint32_t> left) {
  if (!clock_.counts()) return std::nullopt;  // a left= in a game without a clock is not read
  if (!left) return std::string("the game has a clock, and the move says no left= time");
  const Stone mover = colourOfMove(n - 1);
  const Millis said(*left);
  const Millis most = offer_.clock.most((n - 1) / 2 + 1);
  if (said > most)
    return "left=" + number(*left) + " is more than the clock " + offer_.clock.text() + " can give (" +
           number(static_cast<std::size_t>(most.count())) + ")";
  const Millis increment =
      offer_.clock.kind == TimeControl::Kind::Fischer ? offer_.clock.increment : Millis(0);
  const std::size_t side = mover == Stone::Black ? 0 : 1;
  const Millis had = std::max(turnStart_[side], clock_.remaining(mover)) + increment;
  clock_.moved(mover);
  clock_.setRemaining(mover, std::min(said, had));
  clockFor_.reset();
  clock_.stop();
  flagSeen_.reset();
  noteTimes();
  return std::nullopt;
}

void OnlineMatch::claimFlag() {
  const Stone flagged = sideToMove();
  send(net::numberedMessage(Message::Kind::Flag, static_cast<std::uint32_t>(moveCount())));
  endOnTime(flagged);
  events_.push_back(happened(Kind::LostOnTime).by(flagged));
}

// FLAG <n>: the side to move after n moves is out of time. Whoever sends it, the side out of time
// or the one claiming, it says the same, so both sides end the game the same way; a move of ours
// that crossed the claim is taken back (the claim came first where it was made).
void OnlineMatch::receiveFlag(std::uint32_t n) {
  if (!hasGame() || catchingUp_) return refuse("FLAG belongs to a game being played");
  if (!clock_.counts()) return refuse("FLAG: this game has no clock");
  if (isOver()) return;  // both claimed at once, or the game ended otherwise first
  const std::size_t count = moveCount();
  if (n + 1 == count && colourOfMove(n) == ourColour_) {
    takeBackTo(n);
  } else if (n != count) {
    return refuse("FLAG " + number(n) + ": " + number(count) + " moves are played here");
  }
  const Stone flagged = sideToMove();
  endOnTime(flagged);
  events_.push_back(happened(Kind::LostOnTime).by(flagged));
}

// CLOCK in the host's record: both times as the host's clocks stopped; the joiner takes them.
void OnlineMatch::receiveClock(const Message& message) {
  if (hosting_ || !catchingUp_ || !hasGame()) return refuse("CLOCK belongs to the host's record");
  if (!clock_.counts()) return refuse("CLOCK: this game has no clock");
  const std::size_t count = moveCount();
  const std::array<Millis, 2> times{Millis(message.number), Millis(message.timeLeft.value_or(0))};
  for (Stone side : {Stone::Black, Stone::White}) {
    // Each side's own moves so far: the move numbers of its colour.
    std::size_t moves = 0;
    for (std::size_t i = 0; i < count; ++i) moves += colourOfMove(i) == side ? 1 : 0;
    if (times[side == Stone::Black ? 0 : 1] > offer_.clock.most(moves))
      return refuse("CLOCK gives " + std::string(stoneName(side)) + " more time than the clock " +
                    offer_.clock.text() + " can");
  }
  stopClock();
  clock_.setRemaining(Stone::Black, times[0]);
  clock_.setRemaining(Stone::White, times[1]);
  turnStart_ = times;
  noteTimes();
}

void OnlineMatch::endOnTime(Stone colour) {
  lostOnTime_ = colour;
  resigned_ = Stone::Empty;
  conclusion_ = std::string(stoneName(colour)) +
                " ran out of time: " + std::string(stoneName(opponent(colour))) + " wins";
  if (match_) match_->pause();
  stopClock();
  forgetRequests();
}

void OnlineMatch::noteTimes() {
  keptTimes_ = {clock_.remaining(Stone::Black), clock_.remaining(Stone::White)};
}

}  // namespace gomoku::session
