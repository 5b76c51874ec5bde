#include "session/online_match.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <utility>

#include "core/go/scoring.h"
#include "net/protocol.h"

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

// How a counted game of Go ended, for the player: "Black wins by 3.5 (B+3.5)".
std::string countedResult(const go::Score& score) {
  if (score.winner() == Stone::Empty) return "Drawn by the count (jigo)";
  const double margin = score.margin() < 0 ? -score.margin() : score.margin();
  return std::string(stoneName(score.winner())) + " wins by " + go::pointsText(margin) + " (" + score.text() +
         ")";
}

}  // namespace

OnlineMatch::OnlineMatch(bool hosting, std::unique_ptr<net::Link> link, std::string code)
    : hosting_(hosting), link_(std::move(link)), code_(std::move(code)) {}

OnlineMatch::~OnlineMatch() = default;

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
  if (auto why = OnlineGame::whyNotPlayable(offer)) return Error{*why};
  if (setup.kind == net::GameKind::Go && offer.komiHalves != setup.komi * 2)
    return Error{"komi " + std::to_string(setup.komi) + " is not a whole or half number"};
  std::string code = link.code;
  std::optional<KeptLobby> lobby;
  if (link.lobby) lobby = KeptLobby{link.lobby->host, link.lobby->port, {}};
  auto listening = net::Link::host(port, std::move(link));
  if (!listening) return Error{listening.error()};
  std::unique_ptr<OnlineMatch> online(new OnlineMatch(true, std::move(listening.value()), std::move(code)));
  online->lobby_ = std::move(lobby);
  online->startGame(offer);
  return online;
}

Result<std::unique_ptr<OnlineMatch>> OnlineMatch::resume(const KeptNetworkGame& kept, net::LinkOptions link) {
  if (auto why = OnlineGame::whyNotPlayable(kept.offer))
    return Error{"the kept game cannot be played: " + *why};
  link.code = kept.code;
  link.gameKey = kept.key;
  std::optional<KeptLobby> lobby;
  if (link.lobby) lobby = KeptLobby{link.lobby->host, link.lobby->port, {}};
  auto listening = net::Link::host(kept.port, std::move(link));
  if (!listening) return Error{listening.error()};
  std::unique_ptr<OnlineMatch> online(new OnlineMatch(true, std::move(listening.value()), kept.code));
  online->lobby_ = std::move(lobby);
  online->startGame(kept.offer);
  online->peerName_ = kept.peerName;
  for (std::size_t i = 0; i < kept.moves.size(); ++i)
    if (auto why = online->game_.play(kept.moves[i]))
      return Error{"the kept game's move " + std::to_string(i + 1) + " is not allowed: " + *why};
  // The clocks as they stopped; they start again when the joiner is back.
  if (kept.times) online->clock_.setTimes({Millis((*kept.times)[0]), Millis((*kept.times)[1])});
  online->lastKept_ = writeKeptNetworkGame(online->kept());
  return online;
}

std::unique_ptr<OnlineMatch> OnlineMatch::join(const std::string& host, std::uint16_t port,
                                               net::LinkOptions link) {
  std::string code = link.code;
  std::optional<KeptLobby> lobby;
  if (link.lobby) lobby = KeptLobby{link.lobby->host, link.lobby->port, {}};
  std::unique_ptr<OnlineMatch> online(
      new OnlineMatch(false, net::Link::join(host, port, std::move(link)), std::move(code)));
  online->lobby_ = std::move(lobby);  // throughLobby(), for the joiner too
  return online;
}

void OnlineMatch::startGame(const net::GameOffer& offer) {
  offer_ = offer;
  ourColour_ = hosting_ ? opponent(offer.you) : offer.you;
  game_.start(offer);
  forgetRequests();
  conclusion_.clear();
  resigned_ = Stone::Empty;
  agreedDead_.clear();
  score_.reset();
  lostOnTime_ = Stone::Empty;
  clock_.start(offer.clock);
}

void OnlineMatch::useTimeSource(GameClock::Now now) {
  clock_.useTimeSource(std::move(now));
}

// Requests in flight are lost with the connection, and stale once the moves change.
void OnlineMatch::forgetRequests() {
  ourUndoKeep_.reset();
  peerUndoKeep_.reset();
  weOfferDraw_ = peerOffersDraw_ = false;
  weAskRematch_ = peerAsksRematch_ = false;
  ourDead_.reset();
  peerDead_.reset();
}

void OnlineMatch::takeBackTo(std::size_t keep) {
  if (game_.moveCount() > keep) {
    ourDead_.reset();
    peerDead_.reset();
  }
  game_.takeBackTo(keep);
}

bool OnlineMatch::ourTurn() const {
  return hasGame() && !catchingUp_ && !isOver() && !countingDead() && game_.sideToMove() == ourColour_;
}

bool OnlineMatch::isOver() const {
  return !conclusion_.empty() || (!game_.isGo() && game_.overOnTheBoard());
}

OnlineMatch::Attempt OnlineMatch::play(Point p) {
  if (!hasGame() || game_.isGo()) return {PlayResult::NoGame, std::nullopt};
  runClock();  // our time may have run out since the last update
  if (isOver()) return {PlayResult::Over, std::nullopt};
  if (!ourTurn()) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = game_.playOurs(p)) return {PlayResult::Illegal, illegal};
  ourMovePlayed();
  return {PlayResult::Played, std::nullopt};
}

OnlineMatch::GoAttempt OnlineMatch::play(go::Move move) {
  if (!game_.isGo()) return {PlayResult::NoGame, std::nullopt};
  if (isOver() || countingDead()) return {PlayResult::Over, std::nullopt};
  runClock();  // our time may have run out since the last update
  if (isOver()) return {PlayResult::Over, std::nullopt};
  if (!ourTurn() || move.isResign()) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = game_.playOurs(move)) return {PlayResult::Illegal, illegal};
  ourMovePlayed();
  return {PlayResult::Played, std::nullopt};
}

void OnlineMatch::ourMovePlayed() {
  std::optional<std::uint32_t> left;
  if (clock_.counts()) {
    left = clock_.ourMoveMade(ourColour_);
    runClock();  // the peer's clock, when the peer is there to move
  }
  keepOnDisk();  // on disk before the peer has it: a host killed now still knows the move
  sendMove(game_.moveCount(), left);
}

bool OnlineMatch::proposeDead(const std::vector<Point>& dead) {
  if (!hosting_ || !countingDead() || ourDead_) return false;
  // The whole chain of each stone named, so that both sides count the same stones.
  std::vector<Point> chains = go::wholeChains(goGame()->board(), dead);
  if (!sendDead(static_cast<std::uint32_t>(game_.moveCount()), chains)) return false;
  ourDead_ = std::move(chains);
  return true;
}

bool OnlineMatch::answerDead(bool accept) {
  if (!peerDead_ || !countingDead()) return false;
  std::vector<Point> dead = *std::exchange(peerDead_, std::nullopt);
  const auto count = static_cast<std::uint32_t>(game_.moveCount());
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
  score_ = go::scoreGame(*goGame(), agreedDead_, kOnlineGoScoring);
  conclusion_ = countedResult(*score_);
  resigned_ = Stone::Empty;
}

bool OnlineMatch::askUndo() {
  if (!hasGame() || !conclusion_.empty() || ourUndoKeep_ || catchingUp_) return false;
  const std::size_t count = game_.moveCount();
  if (count == 0) return false;
  // Our last move, and the peer's reply to it when there is one.
  std::size_t keep = count - 1;
  if (game_.colourOf(keep) != ourColour_) {
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
  if (!accept || !hasGame() || !conclusion_.empty() || game_.moveCount() <= keep) {
    send(net::plainMessage(Message::Kind::UndoDecline));
    return taken;
  }
  for (std::size_t i = game_.moveCount(); i > keep; --i) taken.push_back(game_.move(i - 1).point);
  takeBackTo(keep);
  clock_.noteTimes();  // an undo gives no time back: the clocks go on from where they are
  keepOnDisk();
  send(net::numberedMessage(Message::Kind::UndoAccept, keep));
  return taken;
}

bool OnlineMatch::offerDraw() {
  if (!game() || isOver() || weOfferDraw_) return false;  // Gomoku only
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

bool OnlineMatch::askRematch() {
  if (!hasGame() || !isOver() || weAskRematch_) return false;
  weAskRematch_ = true;
  send(net::plainMessage(Message::Kind::AgainAsk));
  if (peerAsksRematch_ && hosting_) startRematch();
  return true;
}

void OnlineMatch::answerRematch(bool accept) {
  if (!peerAsksRematch_) return;
  if (accept) {
    askRematch();
    return;
  }
  peerAsksRematch_ = false;
  send(net::plainMessage(Message::Kind::AgainDecline));
}

void OnlineMatch::startRematch() {
  net::GameOffer offer = offer_;
  offer.id = newGameId();
  offer.you = opponent(offer_.you);
  startGame(offer);
  sendRecord();
  events_.push_back(OnlineEvent::of(Kind::GameStarted).by(ourColour_));
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
}

void OnlineMatch::endByAgreement() {
  resigned_ = Stone::Empty;
  conclusion_ = "Drawn by agreement";
}

void OnlineMatch::endOnTime(Stone colour) {
  lostOnTime_ = colour;
  resigned_ = Stone::Empty;
  conclusion_ = std::string(stoneName(colour)) +
                " ran out of time: " + std::string(stoneName(opponent(colour))) + " wins";
  clock_.stop();
  forgetRequests();
}

// The clock of the side to move runs while both sides play the same position: connected, in step,
// the game on.
void OnlineMatch::runClock() {
  if (!clock_.counts() || !hasGame()) return;
  const bool live = connected() && !catchingUp_ && !isOver() && !countingDead();
  if (auto flagged = clock_.run(live ? std::optional(game_.sideToMove()) : std::nullopt, ourColour_))
    claimFlag(*flagged);
}

void OnlineMatch::claimFlag(Stone flagged) {
  send(net::numberedMessage(Message::Kind::Flag, static_cast<std::uint32_t>(game_.moveCount())));
  endOnTime(flagged);
  events_.push_back(OnlineEvent::of(Kind::LostOnTime).by(flagged));
}

std::vector<OnlineEvent> OnlineMatch::update() {
  while (auto event = link_->poll()) handle(*event);
  runClock();
  keepOnDisk();
  keepSeat();
  return std::exchange(events_, {});
}

void OnlineMatch::keepIn(std::filesystem::path file) {
  keepFile_ = std::move(file);
  keepOnDisk();
}

void OnlineMatch::keepSeatIn(std::filesystem::path file, KeptLobbySeat kept) {
  seatFile_ = std::move(file);
  seatKept_ = std::move(kept);
}

KeptNetworkGame OnlineMatch::kept() const {
  KeptNetworkGame kept{port(), offer_, code_, peerName_, {}, std::nullopt, lobby_, link_->gameKey()};
  if (kept.lobby) kept.lobby->secret = link_->lobbySecret();
  for (std::size_t i = 0; i < game_.moveCount(); ++i) kept.moves.push_back(game_.move(i));
  if (clock_.counts())
    kept.times = {{static_cast<std::uint32_t>(clock_.keptTimes()[0].count()),
                   static_cast<std::uint32_t>(clock_.keptTimes()[1].count())}};
  return kept;
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
  if (game_.moveCount() == 0 && lastKept_.empty()) return;  // nothing played yet: nothing to lose
  std::string text = writeKeptNetworkGame(kept());
  if (text == lastKept_) return;
  if (auto problem = keepNetworkGame(keepFile_, kept())) {
    if (*problem != keepProblem_) events_.push_back(OnlineEvent::of(Kind::NotKept, *problem));
    keepProblem_ = *problem;
    return;
  }
  keepProblem_.clear();
  lastKept_ = std::move(text);
}

// Writes the joiner's seat where it is kept when the lobby gave a new secret or the host and we
// agreed a key; an ended game's seat is forgotten, as the host's kept game is (a rematch, agreed on
// the same connection, keeps it again).
void OnlineMatch::keepSeat() {
  if (hosting_ || seatFile_.empty()) return;
  KeptLobbySeat seat = seatKept_;
  seat.lobby.secret = isOver() || seat.direct ? std::string() : link_->lobbySecret();
  seat.key = isOver() ? std::string() : link_->gameKey();
  if (seat == seatKept_) return;
  if (seat.lobby.secret.empty() && seat.key.empty()) {
    forgetKeptLobbySeat(seatFile_);
  } else if (auto problem = keepLobbySeat(seatFile_, seat)) {
    if (*problem != keepProblem_) events_.push_back(OnlineEvent::of(Kind::NotKept, *problem));
    keepProblem_ = *problem;
    return;
  }
  keepProblem_.clear();
  seatKept_ = std::move(seat);
}

}  // namespace gomoku::session
