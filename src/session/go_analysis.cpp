#include "session/go_analysis.h"

#include <utility>

namespace gomoku::session {

GoAnalysis::GoAnalysis(EngineSettings settings, std::function<void()> onUpdate)
    : onUpdate_(std::move(onUpdate)), worker_(std::move(settings), onUpdate_) {}

GoAnalysis::~GoAnalysis() {
  stop();
}

void GoAnalysis::start(const go::Game& game) {
  std::uint64_t generation = 0;
  {
    std::lock_guard lock(mutex_);
    generation = ++generation_;
    latest_.reset();
    failure_.reset();
    finished_ = game.isOver();
  }
  if (game.isOver()) return stop();
  worker_.start([this, game, generation](GtpEngine& engine) -> Result<EngineAnswer> {
    const GtpAnalysisKind kind = engine.analysisKind();
    const std::string name = engine.name();
    std::optional<std::string> failure;
    switch (kind) {
      case GtpAnalysisKind::KataAnalyze:
      case GtpAnalysisKind::LzAnalyze:
        if (auto error = engine.streamAnalysis(game, [&](std::vector<GoCandidate> candidates) {
              publish(generation, game, name, kind, std::move(candidates), false);
            }))
          failure = error->message;
        break;
      case GtpAnalysisKind::TopMoves:
        if (Result<std::vector<GoCandidate>> moves = engine.topMoves(game))
          publish(generation, game, name, kind, std::move(*moves), true);
        else
          failure = moves.error();
        break;
      case GtpAnalysisKind::Move:
        if (Result<go::Move> move = engine.suggest(game)) {
          GoCandidate candidate;
          candidate.move = *move;
          publish(generation, game, name, kind, {std::move(candidate)}, true);
        } else {
          failure = move.error();
        }
        break;
    }
    finish(generation, failure);
    if (failure) return Error{*failure};
    return EngineAnswer{go::Move::pass()};
  });
}

// Moves the rules refuse (an engine with another ko rule, or a resignation) are no candidates.
void GoAnalysis::publish(std::uint64_t generation, const go::Game& game, const std::string& engine,
                         GtpAnalysisKind kind, std::vector<GoCandidate> candidates, bool final) {
  GoAnalysisLines lines;
  lines.kind = kind;
  lines.engine = engine;
  lines.final = final;
  for (GoCandidate& candidate : candidates) {
    const go::Move move = candidate.move;
    if (move.isResign() || (move.isPlay() && game.check(move.point))) continue;
    if (lines.candidates.size() == kLines) break;
    lines.visits += candidate.visits;
    lines.candidates.push_back(std::move(candidate));
  }
  {
    std::lock_guard lock(mutex_);
    if (generation != generation_) return;
    latest_ = std::move(lines);
  }
  if (onUpdate_) onUpdate_();
}

void GoAnalysis::finish(std::uint64_t generation, std::optional<std::string> failure) {
  std::lock_guard lock(mutex_);
  if (generation != generation_) return;
  finished_ = true;
  failure_ = std::move(failure);
  if (latest_) latest_->final = true;
}

void GoAnalysis::stop() {
  {
    std::lock_guard lock(mutex_);
    ++generation_;
    finished_ = true;
  }
  worker_.cancel();
}

bool GoAnalysis::running() const {
  std::lock_guard lock(mutex_);
  return !finished_;
}

std::optional<GoAnalysisLines> GoAnalysis::latest() const {
  std::lock_guard lock(mutex_);
  return latest_;
}

std::optional<std::string> GoAnalysis::takeFailure() {
  std::lock_guard lock(mutex_);
  return std::exchange(failure_, std::nullopt);
}

}  // namespace gomoku::session
