#include "session/ai_worker.h"

#include <utility>

namespace gomoku::session {

AiWorker::AiWorker(std::function<void()> onDone, EngineFactory makeEngine)
    : onDone_(std::move(onDone)), makeEngine_(std::move(makeEngine)) {
  if (!makeEngine_)
    makeEngine_ = [](ai::Level level, std::uint64_t seed) { return ai::makeEngine(level, seed); };
}

AiWorker::~AiWorker() {
  cancel();
}

ai::Engine& AiWorker::engineFor(ai::Level level, std::uint64_t seed) {
  // An engine keeps its tables between moves; a new one is made only when the level changes.
  if (!engine_ || engineLevel_ != level) {
    engine_ = makeEngine_(level, seed);
    engineLevel_ = level;
  }
  return *engine_;
}

void AiWorker::start(const Board& board, Rule rule, ai::Level level, const ai::SearchLimits& limits,
                     std::uint64_t seed) {
  cancel();
  ai::Engine& engine = engineFor(level, seed);
  {
    std::lock_guard lock(mutex_);
    result_.reset();
    finished_ = false;
  }
  stop_ = std::stop_source();
  ai::SearchLimits stoppable = limits;
  stoppable.stop = stop_.get_token();
  thread_ = std::thread([this, &engine, board, rule, stoppable] {
    ai::SearchResult result = engine.think(board, rule, stoppable);
    {
      std::lock_guard lock(mutex_);
      result_ = result;
      finished_ = true;
    }
    ended_.notify_all();
    if (onDone_) onDone_();
  });
}

std::optional<ai::SearchResult> AiWorker::poll() {
  {
    std::lock_guard lock(mutex_);
    if (!finished_) return std::nullopt;
  }
  thread_.join();
  std::lock_guard lock(mutex_);
  finished_ = false;
  return std::exchange(result_, std::nullopt);
}

void AiWorker::wait() {
  if (!thread_.joinable()) return;
  std::unique_lock lock(mutex_);
  ended_.wait(lock, [this] { return finished_; });
}

void AiWorker::cancel() {
  if (!thread_.joinable()) return;
  stop_.request_stop();
  thread_.join();
  std::lock_guard lock(mutex_);
  finished_ = false;
  result_.reset();
}

}  // namespace gomoku::session
