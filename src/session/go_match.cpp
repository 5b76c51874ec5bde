#include "session/go_match.h"

#include <utility>

#include "core/go/vertex.h"
#include "session/gtp_player.h"
#include "session/review.h"

namespace gomoku::session {
namespace {

GoMatchEvent event(GoMatchEvent::Kind kind, go::Move move = {}, Stone colour = Stone::Empty, int captured = 0,
                   std::string message = {}) {
  return {kind, move, colour, captured, std::move(message)};
}

}  // namespace

GoMatch::GoMatch(go::Game game, GoMatchOptions options)
    : game_(std::move(game)),
      options_(std::move(options)),
      advisor_(options_.advisor, options_.wake),
      scoring_(options_.scoring) {
  for (Stone colour : {Stone::Black, Stone::White})
    agents_[index(colour)] = makeAgent(colour, game_.player(colour));
  // A game loaded after two passes goes on with its count.
  openCountAfterTwoPasses();
}

GoMatch::~GoMatch() {
  // The engines' threads end before the game they read goes.
  stopAgents();
}

std::unique_ptr<GoAgent> GoMatch::makeAgent(Stone colour, const Player& player) {
  if (!player.isComputer()) return nullptr;
  if (options_.makeAgent) return options_.makeAgent(colour, player);
  return std::make_unique<GtpPlayer>(options_.engineFor(player.level), options_.wake);
}

GoAgent* GoMatch::agentToMove() const {
  if (game_.isOver()) return nullptr;
  return agents_[index(game_.sideToMove())].get();
}

bool GoMatch::computerToMove() const {
  return agentToMove() != nullptr;
}

bool GoMatch::thinking() const {
  GoAgent* agent = agentToMove();
  return agent && (agent->deciding() || pendingReply_.has_value());
}

std::optional<std::chrono::milliseconds> GoMatch::thinkingFor() const {
  if (!thinking() || !turnStarted_) return std::nullopt;
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - turnStartedAt_);
}

std::optional<std::chrono::milliseconds> GoMatch::moveLimit() const {
  GoAgent* agent = agentToMove();
  return agent ? agent->moveLimit() : std::nullopt;
}

std::optional<GoMatchEvent> GoMatch::stopThinking() {
  const std::optional<std::chrono::milliseconds> waited = thinkingFor();
  if (!waited) return std::nullopt;
  const Stone mover = game_.sideToMove();
  // A move that came but waits for the pause after the person's is dropped with the rest: the
  // player asked for the engine to stop, not for its move.
  setPlayer(mover, Player{});
  GoMatchEvent stopped = event(GoMatchEvent::Kind::EngineStopped, {}, mover);
  stopped.waited = *waited;
  return stopped;
}

void GoMatch::stopAgents() {
  for (auto& agent : agents_)
    if (agent) agent->cancelTurn();
  advisor_.cancel();
  asked_ = Advice::None;
  pendingReply_.reset();
  turnStarted_ = false;
}

// Advice about an earlier position is worth nothing.
void GoMatch::positionChanged() {
  if (asked_ != Advice::None) {
    advisor_.cancel();
    asked_ = Advice::None;
  }
  hint_.reset();
  dead_.clear();
  deadProposed_ = false;
  proposalWanted_ = false;
  marksChanged_ = false;
  finalCount_.reset();
}

// Two passes open the count, with the advisor asked at once which stones are dead.
void GoMatch::openCountAfterTwoPasses() {
  if (game_.endReason() != go::EndReason::TwoPasses) return;
  proposalWanted_ = true;
  requestDeadStones();
}

GoMatch::Phase GoMatch::phase() const {
  switch (game_.endReason()) {
    case go::EndReason::None:
      return Phase::Playing;
    case go::EndReason::TwoPasses:
      return finalCount_ ? Phase::Finished : Phase::Counting;
    case go::EndReason::Resignation:
      break;
  }
  return Phase::Finished;
}

bool GoMatch::toggleDead(Point p) {
  if (phase() != Phase::Counting || !game_.board().contains(p) || game_.board().isEmpty(p)) return false;
  dead_ = go::toggleDead(game_.board(), std::move(dead_), p);
  marksChanged_ = true;
  return true;
}

bool GoMatch::setScoring(go::Scoring scoring) {
  if (phase() == Phase::Finished) return false;
  scoring_ = scoring;
  return true;
}

go::Score GoMatch::count() const {
  if (finalCount_) return *finalCount_;
  return go::scoreGame(game_, dead_, scoring_);
}

bool GoMatch::acceptCount() {
  if (phase() != Phase::Counting) return false;
  // Marks the advisor sends after this are too late to change the count.
  if (asked_ == Advice::DeadStones) {
    advisor_.cancel();
    asked_ = Advice::None;
  }
  proposalWanted_ = false;
  finalCount_ = count();
  return true;
}

std::optional<Stone> GoMatch::winner() const {
  if (phase() != Phase::Finished) return std::nullopt;
  if (game_.endReason() == go::EndReason::Resignation) return opponent(game_.resigned());
  return finalCount_->winner();
}

GoMatch::Attempt GoMatch::play(go::Move move) {
  if (computerToMove()) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = game_.play(move)) return {PlayResult::Illegal, illegal};
  positionChanged();
  openCountAfterTwoPasses();
  return {PlayResult::Played, std::nullopt};
}

std::optional<go::IllegalMove> GoMatch::resign(Stone colour) {
  if (game_.isOver()) return go::IllegalMove{go::IllegalMove::Reason::GameOver};
  stopAgents();
  positionChanged();
  return game_.resign(colour);
}

bool GoMatch::canUndo() const {
  if (agentPlays(Stone::Black) && agentPlays(Stone::White)) return game_.canUndo();
  for (const go::Game::Turn& turn : game_.turns())
    if (!agentPlays(turn.colour)) return true;
  return false;
}

std::vector<go::Move> GoMatch::undo() {
  std::vector<go::Move> taken;
  if (!canUndo()) return taken;
  stopAgents();
  positionChanged();
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  do {
    taken.push_back(game_.turns().back().move);
    game_.undo();
  } while (!bothAgents && game_.canUndo() && agentPlays(game_.sideToMove()));
  return taken;
}

std::vector<go::Move> GoMatch::redo() {
  std::vector<go::Move> made;
  if (!game_.canRedo()) return made;
  stopAgents();
  positionChanged();
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  do {
    made.push_back(game_.redoTurns().back().move);
    game_.redo();
  } while (!bothAgents && game_.canRedo() && computerToMove());
  openCountAfterTwoPasses();
  return made;
}

GoMatch::Attempt GoMatch::checkPlayFrom(std::size_t turns, go::Move move) const {
  const go::Game position = positionAfter(game_, turns);
  if (!position.isOver() && agentPlays(position.sideToMove())) return {PlayResult::NotYourTurn, std::nullopt};
  if (position.isOver()) return {PlayResult::Illegal, go::IllegalMove{go::IllegalMove::Reason::GameOver}};
  if (move.isPlay()) {
    if (auto illegal = position.check(move.point)) return {PlayResult::Illegal, illegal};
  }
  return {PlayResult::Played, std::nullopt};
}

GoMatch::Attempt GoMatch::playFrom(std::size_t turns, go::Move move) {
  if (Attempt allowed = checkPlayFrom(turns, move); allowed.result != PlayResult::Played) return allowed;
  stopAgents();
  positionChanged();
  while (game_.moveCount() > turns && game_.undo()) {
  }
  return play(move);
}

bool GoMatch::goTo(GameTree::Id id) {
  if (!game_.tree().contains(id)) return false;
  // The engine's board is brought to the new position when it is next asked (GtpEngine::setUp).
  stopAgents();
  positionChanged();
  game_.goTo(id);
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  if (!bothAgents && computerToMove() && game_.canRedo()) game_.redo();
  openCountAfterTwoPasses();
  return true;
}

bool GoMatch::removeVariation(GameTree::Id id) {
  const GameTree& tree = game_.tree();
  const bool standsThere = tree.contains(id) && tree.leadsTo(id, tree.current());
  if (standsThere) {
    stopAgents();
    positionChanged();
  }
  return game_.removeVariation(id);
}

bool GoMatch::setComment(GameTree::Id id, std::string comment) {
  if (!game_.tree().contains(id)) return false;
  game_.setComment(id, std::move(comment));
  return true;
}

void GoMatch::setPlayer(Stone colour, Player player) {
  seat(colour, player, makeAgent(colour, player));
}

void GoMatch::seat(Stone colour, Player player, std::unique_ptr<GoAgent> agent) {
  stopAgents();
  game_.setPlayer(colour, player);
  agents_[index(colour)] = std::move(agent);
}

bool GoMatch::requestHint() {
  if (game_.isOver() || computerToMove() || advisor_.busy()) return false;
  hint_.reset();
  asked_ = Advice::Hint;
  advisor_.start([game = game_](GtpEngine& engine) -> Result<EngineAnswer> {
    Result<go::Move> move = engine.suggest(game);
    if (!move) return Error{move.error()};
    return EngineAnswer{*move};
  });
  return true;
}

bool GoMatch::requestDeadStones() {
  if (advisor_.busy()) return false;
  deadProposed_ = false;
  asked_ = Advice::DeadStones;
  advisor_.start([game = game_](GtpEngine& engine) -> Result<EngineAnswer> {
    Result<std::vector<Point>> dead = engine.deadStones(game);
    if (!dead) return Error{dead.error()};
    return EngineAnswer{std::move(*dead)};
  });
  return true;
}

void GoMatch::pause() {
  stopAgents();
}

void GoMatch::takeAdvice(std::vector<GoMatchEvent>& events) {
  std::optional<Result<EngineAnswer>> answer = advisor_.poll();
  if (!answer) return;
  const Advice asked = std::exchange(asked_, Advice::None);
  if (asked == Advice::DeadStones) proposalWanted_ = false;
  if (!*answer) {
    events.push_back(event(GoMatchEvent::Kind::AdviceFailed, {}, Stone::Empty, 0, answer->error()));
    return;
  }
  if (asked == Advice::Hint) {
    const go::Move move = std::get<go::Move>(answer->value());
    // A hint the rules refuse (the engine's own ko rule differs) is no hint.
    if (move.isPlay() && game_.check(move.point)) {
      events.push_back(
          event(GoMatchEvent::Kind::AdviceFailed, move, game_.sideToMove(), 0,
                "the engine suggested " + go::moveText(move, game_.boardSize()) + ", which is illegal here"));
      return;
    }
    hint_ = move;
    events.push_back(event(GoMatchEvent::Kind::HintReady, move, game_.sideToMove()));
  } else if (asked == Advice::DeadStones) {
    // The players' marks are whole chains, so the advisor's are made so too.
    if (!marksChanged_) dead_ = go::wholeChains(game_.board(), std::get<std::vector<Point>>(answer->value()));
    deadProposed_ = true;
    events.push_back(event(GoMatchEvent::Kind::DeadStonesReady));
  }
}

void GoMatch::playAgentMove(Stone mover, const Result<go::Move>& reply, std::vector<GoMatchEvent>& events) {
  turnStarted_ = false;
  std::string failure = reply ? std::string() : reply.error();
  if (reply) {
    const go::Move move = reply.value();
    if (move.isResign()) {
      game_.resign(mover);
      positionChanged();
      events.push_back(event(GoMatchEvent::Kind::Resigned, move, mover));
      events.push_back(event(GoMatchEvent::Kind::GameOver, move, mover));
      return;
    }
    if (auto illegal = game_.play(move)) {
      failure = "the engine played " + go::moveText(move, game_.boardSize()) + ", which is illegal here (" +
                illegal->message() + ")";
    } else {
      positionChanged();
      openCountAfterTwoPasses();
      const int captured = static_cast<int>(game_.turns().back().captured.size());
      events.push_back(event(GoMatchEvent::Kind::MovePlayed, move, mover, captured));
      if (game_.isOver()) events.push_back(event(GoMatchEvent::Kind::GameOver, move, mover));
      return;
    }
  }
  // An agent that cannot play is not trusted with the turn again: a person plays its colour, and
  // the game stays as it was.
  setPlayer(mover, Player{});
  events.push_back(event(GoMatchEvent::Kind::EngineFailed, {}, mover, 0, failure));
}

std::vector<GoMatchEvent> GoMatch::update() {
  std::vector<GoMatchEvent> events;
  takeAdvice(events);
  // A count whose request was stopped by a pause asks again.
  if (proposalWanted_ && !advisor_.busy()) requestDeadStones();
  GoAgent* agent = agentToMove();
  if (!agent) return events;
  if (!turnStarted_) {
    turnStarted_ = true;
    turnStartedAt_ = Clock::now();
    agent->startTurn(game_);
    return events;
  }
  if (!pendingReply_) pendingReply_ = agent->takeMove();
  if (!pendingReply_) return events;
  // A failure is told at once; a move waits for the pause after the person's move.
  if (*pendingReply_ && Clock::now() - turnStartedAt_ < options_.computerPause) return events;
  playAgentMove(game_.sideToMove(), *std::exchange(pendingReply_, std::nullopt), events);
  return events;
}

std::vector<GoMatchEvent> GoMatch::waitForAgent() {
  std::vector<GoMatchEvent> events = update();
  while (GoAgent* agent = agentToMove()) {
    const std::size_t made = game_.moveCount();
    agent->waitForMove();
    for (GoMatchEvent& event : update()) events.push_back(std::move(event));
    if (game_.moveCount() != made || agentToMove() != agent) break;
  }
  return events;
}

std::vector<GoMatchEvent> GoMatch::waitForAdvice() {
  advisor_.wait();
  std::vector<GoMatchEvent> events;
  takeAdvice(events);
  return events;
}

}  // namespace gomoku::session
