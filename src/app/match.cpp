#include "app/match.h"

#include <algorithm>
#include <random>
#include <utility>

namespace gomoku::app {

ai::SearchLimits turnLimits(ai::Level level) {
  using std::chrono::milliseconds;
  ai::SearchLimits limits;
  switch (level) {
    case ai::Level::Easy:
      limits.turnTime = milliseconds(200);
      break;
    case ai::Level::Medium:
      limits.turnTime = milliseconds(600);
      break;
    case ai::Level::Hard:
      limits.turnTime = milliseconds(1200);
      break;
    case ai::Level::Master:
      limits.turnTime = milliseconds(2500);
      break;
  }
  return limits;
}

namespace {
ai::Level levelOf(const Player& player) {
  int level = std::clamp<int>(player.level, 1, 4);
  return static_cast<ai::Level>(level);
}
// The hint comes from a strong search with a short clock: a person waits for it.
constexpr ai::Level kHintLevel = ai::Level::Hard;
constexpr std::chrono::milliseconds kHintTime{800};
}  // namespace

Match::Match(Game game, std::chrono::milliseconds computerPause, std::function<void()> wake,
             AiWorker::EngineFactory makeEngine)
    : game_(std::move(game)),
      computerPause_(computerPause),
      computer_(wake, makeEngine),
      hinter_(wake, makeEngine),
      seed_(std::random_device{}()) {}

bool Match::vsComputer() const {
  return game_.players()[0].isComputer() != game_.players()[1].isComputer();
}

bool Match::computerToMove() const {
  return !game_.isOver() && game_.player(game_.sideToMove()).isComputer();
}

std::uint64_t Match::nextSeed() {
  return seed_ = seed_ * 6364136223846793005ULL + 1442695040888963407ULL;
}

Match::Attempt Match::play(Point p) {
  if (computerToMove()) return {PlayResult::NotYourTurn, std::nullopt};
  if (auto illegal = game_.play(p)) return {PlayResult::Illegal, illegal};
  hinter_.cancel();
  hint_.reset();
  return {PlayResult::Played, std::nullopt};
}

void Match::stopSearches() {
  computer_.cancel();
  hinter_.cancel();
  pendingReply_.reset();
  hint_.reset();
}

bool Match::undo() {
  stopSearches();
  if (!game_.undo()) return false;
  // Against the computer, a person takes back their own move: the reply goes with it.
  if (vsComputer())
    while (game_.canUndo() && game_.player(game_.sideToMove()).isComputer()) game_.undo();
  return true;
}

bool Match::redo() {
  stopSearches();
  if (!game_.redo()) return false;
  if (vsComputer())
    while (game_.canRedo() && computerToMove()) game_.redo();
  return true;
}

bool Match::requestHint() {
  if (game_.isOver() || computerToMove() || hinter_.busy()) return false;
  hint_.reset();
  ai::SearchLimits limits = turnLimits(kHintLevel);
  limits.turnTime = kHintTime;
  hinter_.start(game_.board(), game_.rule(), kHintLevel, limits, nextSeed());
  return true;
}

void Match::pause() {
  stopSearches();
}

std::vector<MatchEvent> Match::update() {
  std::vector<MatchEvent> events;
  if (auto result = hinter_.poll(); result && game_.board().contains(result->move)) {
    hint_ = result->move;
    events.push_back({MatchEvent::Kind::HintReady, result->move});
  }
  if (!computerToMove()) return events;
  if (!computer_.busy() && !pendingReply_) {
    const Player& player = game_.player(game_.sideToMove());
    searchStarted_ = Clock::now();
    computer_.start(game_.board(), game_.rule(), levelOf(player), turnLimits(levelOf(player)), nextSeed());
    return events;
  }
  if (!pendingReply_) pendingReply_ = computer_.poll();
  if (!pendingReply_ || Clock::now() - searchStarted_ < computerPause_) return events;
  Point move = std::exchange(pendingReply_, std::nullopt)->move;
  if (game_.play(move)) return events;  // an engine that breaks its promise loses its turn's answer
  events.push_back({MatchEvent::Kind::StonePlayed, move});
  if (game_.isOver()) events.push_back({MatchEvent::Kind::GameOver, move});
  return events;
}

}  // namespace gomoku::app
