#include "session/game_analysis.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "ai/evaluation.h"
#include "session/review.h"

namespace gomoku::session {

namespace {

// The evaluation at which Black's chances are about three in four. The engine's scores swing by
// a thousand or more with the side to move in short searches, even in quiet positions, so the
// scale is wide: only a real change of the game's course shows as a mistake.
constexpr double kScoreScale = 3000;
// A move that gave away this much of the mover's chances is a mistake, this much a blunder (an
// even game thrown into a lost one, or a won one let go).
constexpr double kMistake = 0.2;
constexpr double kBlunder = 0.4;

// The verdict on a position the board decides: a five made, no point left, or none taken yet (an
// even game, which every engine opens in the middle).
std::optional<PositionVerdict> decided(const Game& position) {
  PositionVerdict verdict;
  verdict.blackToMove = position.sideToMove() == Stone::Black;
  if (!position.winningLine().empty()) {
    verdict.blackScore = position.outcome() == Outcome::BlackWins ? ai::kWin : -ai::kWin;
    return verdict;
  }
  if (position.outcome() == Outcome::Draw) return verdict;
  if (position.board().stoneCount() == 0) {
    verdict.best = position.anyLegalPoint();
    verdict.line = {verdict.best};
    return verdict;
  }
  return std::nullopt;
}

}  // namespace

double blackChance(int blackScore) {
  if (blackScore > ai::kWinBound) return 1;
  if (blackScore < -ai::kWinBound) return 0;
  return 1 / (1 + std::exp(-blackScore / kScoreScale));
}

std::string_view markText(MoveMark mark) {
  switch (mark) {
    case MoveMark::Mistake:
      return "?";
    case MoveMark::Blunder:
      return "??";
    case MoveMark::None:
      break;
  }
  return "";
}

std::vector<MoveJudgement> judgeMoves(const Game& game,
                                      const std::vector<std::optional<PositionVerdict>>& verdicts) {
  const auto moves = game.moves();
  std::vector<MoveJudgement> judged(moves.size());
  for (std::size_t k = 0; k < moves.size() && k < verdicts.size(); ++k) {
    if (!verdicts[k]) continue;
    // The move searched alone from the same position, or else the verdict on the next one.
    std::optional<int> afterScore = verdicts[k]->playedScore;
    if (!afterScore && k + 1 < verdicts.size() && verdicts[k + 1]) afterScore = verdicts[k + 1]->blackScore;
    if (!afterScore) continue;
    const bool black = game.board().at(moves[k]) == Stone::Black;
    const double before = blackChance(verdicts[k]->blackScore);
    const double after = blackChance(*afterScore);
    // The engine's own choice lost nothing, whatever the next search thought of it.
    const bool best = verdicts[k]->best == moves[k];
    const double lost = best ? 0.0 : std::max(0.0, black ? before - after : after - before);
    judged[k].lost = lost;
    judged[k].mark = lost >= kBlunder   ? MoveMark::Blunder
                     : lost >= kMistake ? MoveMark::Mistake
                                        : MoveMark::None;
    // A forced win let go, or a game not lost handed to the opponent's forced win, is a blunder
    // however the evaluation around it was scaled. A win the search did not prove again after a
    // move that left the mover far ahead is not let go: its nodes ran out before the proof did.
    const int moverBefore = black ? verdicts[k]->blackScore : -verdicts[k]->blackScore;
    const int moverAfter = black ? *afterScore : -*afterScore;
    const bool wonBefore = moverBefore > ai::kWinBound;
    const bool lostBefore = moverBefore < -ai::kWinBound;
    const bool farAhead = (black ? after : 1 - after) >= 1 - kMistake;
    if (!best && ((wonBefore && !farAhead) || (!lostBefore && moverAfter < -ai::kWinBound)))
      judged[k].mark = MoveMark::Blunder;
  }
  return judged;
}

GameAnalysis::GameAnalysis(std::function<void()> onProgress, AiWorker::EngineFactory makeEngine)
    : onProgress_(std::move(onProgress)), makeEngine_(std::move(makeEngine)) {
  if (!makeEngine_)
    makeEngine_ = [](ai::Level level, std::uint64_t seed) { return ai::makeEngine(level, seed); };
}

GameAnalysis::~GameAnalysis() {
  stop();
}

void GameAnalysis::start(const Game& game, std::chrono::milliseconds perPosition) {
  stop();
  game_ = game;
  started_ = true;
  {
    std::lock_guard lock(mutex_);
    verdicts_.assign(game_.moves().size() + 1, std::nullopt);
    done_ = 0;
    failure_.clear();
    running_ = true;
  }
  thread_ = std::jthread([this, perPosition](std::stop_token stop) { run(stop, perPosition); });
}

void GameAnalysis::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

bool GameAnalysis::running() const {
  std::lock_guard lock(mutex_);
  return running_;
}

bool GameAnalysis::covers(const Game& game) const {
  const auto ours = game_.moves();
  const auto theirs = game.moves();
  return started_ && game.board().size() == game_.board().size() && game.rule() == game_.rule() &&
         theirs.size() >= ours.size() && std::equal(ours.begin(), ours.end(), theirs.begin());
}

std::string GameAnalysis::failure() const {
  std::lock_guard lock(mutex_);
  return failure_;
}

std::size_t GameAnalysis::done() const {
  std::lock_guard lock(mutex_);
  return done_;
}

// The engine's scores lean to the side to move by about the same amount in every position of a
// game (its evaluation counts the mover's lines more, and short searches end on either side's
// move), so that, read as they come, Black's chances zigzag with the turn. The lean is measured
// as the median of the scores from the mover's view over the game's undecided positions and taken
// out, so that the graph and the marks follow the course of the game rather than whose turn it is.
std::vector<std::optional<PositionVerdict>> GameAnalysis::verdicts() const {
  std::vector<std::optional<PositionVerdict>> verdicts;
  {
    std::lock_guard lock(mutex_);
    verdicts = verdicts_;
  }
  // Only the engine's scores lean: not the board's verdicts (a drawn board, the empty one).
  auto leans = [](const std::optional<PositionVerdict>& verdict) {
    return verdict && verdict->searched && !ai::isDecisive(verdict->blackScore);
  };
  std::vector<int> moverScores;
  for (const auto& verdict : verdicts)
    if (leans(verdict))
      moverScores.push_back(verdict->blackToMove ? verdict->blackScore : -verdict->blackScore);
  if (moverScores.size() < 3) return verdicts;
  const auto middle = moverScores.begin() + static_cast<std::ptrdiff_t>(moverScores.size() / 2);
  std::nth_element(moverScores.begin(), middle, moverScores.end());
  const int lean = *middle;
  for (auto& verdict : verdicts) {
    if (!leans(verdict)) continue;
    const int blackLean = verdict->blackToMove ? lean : -lean;
    verdict->blackScore -= blackLean;
    if (verdict->playedScore && !ai::isDecisive(*verdict->playedScore)) *verdict->playedScore -= blackLean;
  }
  return verdicts;
}

void GameAnalysis::run(std::stop_token stop, std::chrono::milliseconds perPosition) {
  try {
    analyse(stop, perPosition);
  } catch (const std::exception& e) {
    // Another program's engine that failed: the review ends with what it found and says why.
    std::lock_guard lock(mutex_);
    failure_ = e.what();
  }
  {
    std::lock_guard lock(mutex_);
    running_ = false;
  }
  if (onProgress_) onProgress_();
}

void GameAnalysis::analyse(std::stop_token stop, std::chrono::milliseconds perPosition) {
  const std::unique_ptr<ai::Engine> engine = makeEngine_(ai::Level::Master, 0);
  const auto moves = game_.moves();
  // A set-up position's stones were not played: the review begins where the position stands.
  for (std::size_t k = game_.setUpStones(); k <= moves.size() && !stop.stop_requested(); ++k) {
    const Game position = positionAfter(game_, k);
    std::optional<PositionVerdict> verdict = decided(position);
    if (!verdict) {
      // The time chosen is the position's: two thirds for its search, and a third left for the
      // move played, searched alone with the table the first search filled.
      ai::SearchLimits limits;
      limits.turnTime = perPosition * 2 / 3;
      limits.stop = stop;
      const ai::SearchResult found = engine->think(position.board(), position.rule(), limits);
      if (stop.stop_requested()) break;  // cut short: its answer is not the engine's verdict
      const int toBlack = position.sideToMove() == Stone::Black ? 1 : -1;
      verdict = PositionVerdict{};
      verdict->searched = true;
      verdict->blackToMove = toBlack > 0;
      verdict->blackScore = toBlack * found.score;
      verdict->best = found.move;
      verdict->line = found.principalVariation;
      if (verdict->line.empty() && found.move != kNoPoint) verdict->line.push_back(found.move);
      verdict->depth = found.depth;
      // The move played, when it was not the engine's, searched alone from the same position: the
      // scores of two positions lean with the side to move, those of one do not.
      if (k < moves.size() && found.move != moves[k] && engine->searchesOnlyMoves()) {
        limits.onlyMoves = {moves[k]};
        limits.turnTime = perPosition / 3;
        const ai::SearchResult played = engine->think(position.board(), position.rule(), limits);
        if (!stop.stop_requested() && played.move == moves[k]) verdict->playedScore = toBlack * played.score;
      }
    }
    {
      std::lock_guard lock(mutex_);
      verdicts_[k] = std::move(verdict);
      done_ = k + 1;
    }
    if (onProgress_) onProgress_();
  }
}

}  // namespace gomoku::session
