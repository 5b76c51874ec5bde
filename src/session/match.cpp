#include "session/match.h"

#include <random>
#include <utility>

#include "session/computer_player.h"
#include "session/gomocup_player.h"
#include "session/review.h"

namespace gomoku::session {

Match::Match(Game game, MatchOptions options)
    : game_(std::move(game)),
      options_(std::move(options)),
      seed_(options_.seed.value_or(std::random_device{}())),
      hinter_(options_.wake, options_.makeEngine),
      hintAgent_(options_.makeHintAgent ? options_.makeHintAgent() : nullptr),
      opening_(options_.wake, options_.makeEngine),
      clock_(options_.timeControl, options_.now) {
  for (Stone colour : {Stone::Black, Stone::White}) agents_[index(colour)] = makeAgent(game_.player(colour));
  agentsOpenerBlack_ = game_.openerPlays(Stone::Black);
}

// Each engine and each decision gets a seed of its own, all following from the match's.
std::uint64_t Match::nextSeed() {
  seed_ = seed_ * 6364136223846793005ULL + 1442695040888963407ULL;
  return seed_;
}

Stone Match::actingColour() const {
  return game_.actingColour();
}

void Match::syncSeats() {
  if (game_.openerPlays(Stone::Black) == agentsOpenerBlack_) return;
  std::swap(agents_[0], agents_[1]);
  agentsOpenerBlack_ = !agentsOpenerBlack_;
}

bool Match::choose(OpeningChoice choice) {
  if (computerToMove() || !game_.choose(choice)) return false;
  stopAgents();
  syncSeats();
  return true;
}

Match::~Match() {
  // The agents' threads end before the game they read goes.
  stopAgents();
}

std::unique_ptr<Agent> Match::makeAgent(const Player& player) {
  if (!player.isComputer()) return nullptr;
  if (!options_.engine.empty())
    return std::make_unique<GomocupPlayer>(
        options_.engine, options_.computerTurnTime.value_or(turnLimits(levelOf(player)).turnTime),
        options_.wake);
  auto computer =
      std::make_unique<ComputerPlayer>(levelOf(player), nextSeed(), options_.wake, options_.makeEngine);
  if (options_.computerTurnTime) computer->setTurnTime(*options_.computerTurnTime);
  return computer;
}

bool Match::vsComputer() const {
  return agentPlays(Stone::Black) != agentPlays(Stone::White);
}

Agent* Match::agentToMove() const {
  if (game_.isOver()) return nullptr;
  return agents_[index(actingColour())].get();
}

bool Match::computerToMove() const {
  return agentToMove() != nullptr;
}

bool Match::thinking() const {
  Agent* agent = agentToMove();
  return agent && (agent->deciding() || pendingReply_.has_value());
}

Match::Attempt Match::play(Point p) {
  if (computerToMove()) return {PlayResult::NotYourTurn, std::nullopt};
  // A move made after the flag fell (the terminal game learns of it only now) is too late.
  if (auto flagged = clock_.flagFallen(); flagged && !game_.isOver()) {
    stopAgents();
    game_.loseOnTime(*flagged);
  }
  const Stone mover = game_.sideToMove();
  const bool opening = game_.openingStep().kind != OpeningStep::Kind::Play;
  if (auto illegal = game_.play(p)) return {PlayResult::Illegal, illegal};
  // The clocks start when the opening is over: its stones are not one side's moves.
  if (!opening) clock_.moved(mover);
  hinter_.cancel();
  if (hintAgent_) hintAgent_->cancelTurn();
  hint_.reset();
  return {PlayResult::Played, std::nullopt};
}

void Match::stopAgents() {
  for (auto& agent : agents_)
    if (agent) agent->cancelTurn();
  hinter_.cancel();
  if (hintAgent_) hintAgent_->cancelTurn();
  opening_.cancel();
  pendingReply_.reset();
  turnStarted_ = false;
  hint_.reset();
  clock_.stop();  // update() starts it again for the side to move
}

bool Match::canUndo() const {
  // Under an opening rule one player places stones of both colours: any stone can be taken back.
  if (game_.opening() != OpeningRule::None) return game_.canUndo();
  if (agentPlays(Stone::Black) && agentPlays(Stone::White)) return game_.canUndo();
  // A set-up position's stones are no one's moves: undo never takes them back.
  if (!game_.canUndo()) return false;
  auto moves = game_.moves();
  for (std::size_t i = game_.setUpStones(); i < moves.size(); ++i)
    if (!agentPlays(game_.board().at(moves[i]))) return true;
  return false;
}

std::vector<Point> Match::undo() {
  std::vector<Point> taken;
  if (!canUndo()) return taken;
  stopAgents();
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  do {
    // The last thing done: a fifth move offered, else the last stone.
    taken.push_back(game_.proposals().empty() ? game_.board().lastMove() : game_.proposals().back());
    game_.undo();
    syncSeats();
  } while (!bothAgents && game_.canUndo() && computerToMove());
  return taken;
}

std::vector<Point> Match::redo() {
  std::vector<Point> played;
  if (!game_.canRedo()) return played;
  stopAgents();
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  do {
    played.push_back(game_.redoMoves().back());
    game_.redo();
    syncSeats();
  } while (!bothAgents && game_.canRedo() && computerToMove());
  return played;
}

std::optional<IllegalMove> Match::playRecorded(Point p) {
  stopAgents();
  const Stone mover = game_.sideToMove();
  if (auto illegal = game_.play(p)) return illegal;
  clock_.moved(mover);
  return std::nullopt;
}

Match::Attempt Match::checkPlayFrom(std::size_t count, Point p) const {
  const Game position = positionAfter(game_, count);
  // Under an opening rule the seats there may differ from now: ask the position who acts.
  const Stone actor = position.actingColour();
  const bool computerActs =
      position.opening() == OpeningRule::None ? agentPlays(actor) : position.player(actor).isComputer();
  if (!position.isOver() && computerActs) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = position.check(p)) return {PlayResult::Illegal, illegal};
  return {PlayResult::Played, std::nullopt};
}

Match::Attempt Match::playFrom(std::size_t count, Point p) {
  if (Attempt allowed = checkPlayFrom(count, p); allowed.result != PlayResult::Played) return allowed;
  takeBackTo(count);
  return play(p);
}

bool Match::goTo(GameTree::Id id) {
  if (!game_.tree().contains(id)) return false;
  stopAgents();
  const bool went = game_.goTo(id);
  syncSeats();
  const bool bothAgents = agentPlays(Stone::Black) && agentPlays(Stone::White);
  if (went && !bothAgents && computerToMove() && game_.canRedo()) {
    game_.redo();
    syncSeats();
  }
  return went;
}

bool Match::promoteVariation(GameTree::Id id) {
  return game_.promoteVariation(id);
}

bool Match::removeVariation(GameTree::Id id) {
  const bool standsThere = game_.tree().contains(id) && game_.tree().leadsTo(id, game_.tree().current());
  if (standsThere) stopAgents();
  const bool removed = game_.removeVariation(id);
  if (standsThere) syncSeats();
  return removed;
}

bool Match::setComment(GameTree::Id id, std::string comment) {
  if (!game_.tree().contains(id)) return false;
  game_.setComment(id, std::move(comment));
  return true;
}

void Match::takeBackTo(std::size_t count) {
  stopAgents();
  while (game_.moves().size() > count && game_.undo()) {
  }
  syncSeats();
}

void Match::setPlayer(Stone colour, Player player) {
  stopAgents();
  game_.setPlayer(colour, player);
  agents_[index(colour)] = makeAgent(player);
}

void Match::seat(Stone colour, Player player, std::unique_ptr<Agent> agent) {
  stopAgents();
  game_.setPlayer(colour, player);
  agents_[index(colour)] = std::move(agent);
}

bool Match::requestHint() {
  if (game_.isOver() || computerToMove() || hinting() || game_.openingStep().kind != OpeningStep::Kind::Play)
    return false;
  // This position's hint is known and shown: asked again it stays (a search against the clock
  // could name another move, and the player could not tell which to trust).
  if (hint_) return false;
  if (hintAgent_) {
    hintAgent_->setTurnTime(options_.hintTime);
    hintAgent_->startTurn(game_);
    return true;
  }
  ai::SearchLimits limits = turnLimits(options_.hintLevel);
  limits.turnTime = options_.hintTime;
  hinter_.start(game_.board(), game_.rule(), options_.hintLevel, limits, nextSeed());
  return true;
}

std::optional<Point> Match::waitForHint() {
  hinter_.wait();
  if (hintAgent_) hintAgent_->waitForMove();
  update();
  return hint_;
}

void Match::pause() {
  stopAgents();
}

void Match::playAgentMove(Point move, std::vector<MatchEvent>& events) {
  const Stone mover = game_.sideToMove();
  turnStarted_ = false;
  // An agent that breaks its promise (a foul, an occupied point) is not trusted with the turn:
  // the first legal point is played instead, so the game never stalls.
  if (game_.check(move)) move = game_.anyLegalPoint();
  if (move == kNoPoint) {
    // Only renju can leave black without a legal point on a board that is not full.
    setPlayer(mover, Player{});
    events.push_back({MatchEvent::Kind::NoLegalMove, kNoPoint, mover, ""});
    return;
  }
  game_.play(move);
  clock_.moved(mover);
  events.push_back({MatchEvent::Kind::StonePlayed, move, mover, ""});
  if (game_.isOver()) events.push_back({MatchEvent::Kind::GameOver, move, mover, ""});
}

std::vector<MatchEvent> Match::update() {
  std::vector<MatchEvent> events;
  if (hintAgent_) {
    if (auto failure = hintAgent_->takeFailure()) {
      hintAgent_.reset();
      events.push_back({MatchEvent::Kind::HintFailed, kNoPoint, game_.sideToMove(), std::move(*failure)});
    } else if (auto move = hintAgent_->takeMove(); move && !game_.check(*move)) {
      hint_ = *move;
      events.push_back({MatchEvent::Kind::HintReady, *move, game_.sideToMove(), ""});
    }
  }
  if (auto result = hinter_.poll(); result && game_.board().contains(result->move)) {
    hint_ = result->move;
    events.push_back({MatchEvent::Kind::HintReady, result->move, game_.sideToMove(), ""});
  }
  const bool opening = game_.openingStep().kind != OpeningStep::Kind::Play;
  if (clock_.counts() && !game_.isOver() && !opening) {
    clock_.start(game_.sideToMove());
    if (auto flagged = clock_.flagFallen()) {
      stopAgents();
      game_.loseOnTime(*flagged);
      events.push_back({MatchEvent::Kind::LostOnTime, kNoPoint, *flagged, ""});
      return events;
    }
  }
  Agent* agent = agentToMove();
  if (!agent) return events;
  if (opening) {
    updateOpening(events);
    return events;
  }
  if (!turnStarted_) {
    turnStarted_ = true;
    turnStartedAt_ = Clock::now();
    if (clock_.counts()) agent->setTurnTime(clock_.moveBudget(game_.sideToMove()));
    agent->startTurn(game_);
    return events;
  }
  if (auto failure = agent->takeFailure()) {
    const Stone colour = game_.sideToMove();
    setPlayer(colour, Player{});
    events.push_back({MatchEvent::Kind::AgentFailed, kNoPoint, colour, std::move(*failure)});
    return events;
  }
  if (!pendingReply_) pendingReply_ = agent->takeMove();
  if (!pendingReply_ || Clock::now() - turnStartedAt_ < options_.computerPause) return events;
  playAgentMove(*std::exchange(pendingReply_, std::nullopt), events);
  return events;
}

// The computer's part in the opening: decided on the opening worker, with our engine whatever
// agent plays the computer's moves (a Gomocup engine knows no swap2 board of ours).
void Match::updateOpening(std::vector<MatchEvent>& events) {
  if (!turnStarted_) {
    turnStarted_ = true;
    turnStartedAt_ = Clock::now();
    opening_.start(game_, nextSeed());
    return;
  }
  std::optional<ai::OpeningDecision> decision = opening_.poll();
  if (!decision) return;
  turnStarted_ = false;
  for (Point stone : decision->stones) {
    const OpeningStep::Kind kind = game_.openingStep().kind;
    if (kind != OpeningStep::Kind::Place && kind != OpeningStep::Kind::Propose &&
        kind != OpeningStep::Kind::Pick)
      break;
    const Stone mover = game_.sideToMove();
    // A decision that the game refuses (it should not happen) gives way to a legal point, and for
    // a pick to the first offer.
    if (game_.check(stone))
      stone = kind == OpeningStep::Kind::Pick ? game_.proposals().front() : game_.anyLegalPoint();
    if (stone == kNoPoint || game_.play(stone)) break;
    const MatchEvent::Kind said = kind == OpeningStep::Kind::Propose ? MatchEvent::Kind::FifthOffered
                                  : kind == OpeningStep::Kind::Pick  ? MatchEvent::Kind::FifthPicked
                                                                     : MatchEvent::Kind::StonePlayed;
    events.push_back({said, stone, mover, ""});
  }
  const OpeningStep step = game_.openingStep();
  if (decision->choice && step.kind == OpeningStep::Kind::Declare) {
    // A declaration does not seat anyone anew: the declarer keeps White.
    const Stone declarer = actingColour();
    OpeningChoice choice = *decision->choice;
    if (!game_.choose(choice)) game_.choose(choice = declareFifths(1));
    events.push_back({MatchEvent::Kind::OpeningChosen, kNoPoint, declarer, std::string(choiceName(choice))});
  }
  if (decision->choice && step.kind == OpeningStep::Kind::Choose) {
    const Stone chooser = actingColour();
    const bool chooserIsOpener = game_.openerPlays(chooser);
    OpeningChoice choice = *decision->choice;
    if (!game_.choose(choice)) game_.choose(choice = step.choices.front());
    syncSeats();
    // The chooser's colour now: the opener's or the other's, as the choice seated them.
    const Stone opener = game_.openerPlays(Stone::Black) ? Stone::Black : Stone::White;
    events.push_back({MatchEvent::Kind::OpeningChosen, kNoPoint, chooserIsOpener ? opener : opponent(opener),
                      std::string(choiceName(choice))});
  }
}

std::vector<MatchEvent> Match::waitForAgent() {
  std::vector<MatchEvent> events = update();
  while (Agent* agent = agentToMove()) {
    const std::size_t played = game_.moves().size();
    const std::size_t chosen = game_.openingChoices().size();
    const std::size_t offered = game_.proposals().size();
    if (game_.openingStep().kind != OpeningStep::Kind::Play) {
      opening_.wait();
      for (MatchEvent& event : update()) events.push_back(event);
      if (game_.moves().size() == played && game_.openingChoices().size() == chosen &&
          game_.proposals().size() == offered && !opening_.busy())
        break;
      continue;
    }
    agent->waitForMove();
    for (MatchEvent& event : update()) events.push_back(event);
    if (game_.moves().size() != played || agentToMove() != agent) break;
  }
  return events;
}

}  // namespace gomoku::session
