#include "session/opening_worker.h"

#include <utility>

namespace gomoku::session {

namespace {
// Each position weighed in a decision gets this long: a decision takes a second or two.
constexpr std::chrono::milliseconds kJudgeTime{120};
}  // namespace

OpeningWorker::OpeningWorker(std::function<void()> onDone, AiWorker::EngineFactory makeEngine)
    : onDone_(std::move(onDone)), makeEngine_(std::move(makeEngine)) {}

void OpeningWorker::start(const Game& game, std::uint64_t seed) {
  cancel();
  {
    std::lock_guard lock(mutex_);
    result_.reset();
    finished_ = false;
  }
  thread_ = std::jthread([this, game, seed](std::stop_token stop) {
    auto engine = makeEngine_ ? makeEngine_(ai::Level::Hard, seed) : ai::makeEngine(ai::Level::Hard, seed);
    ai::OpeningDecision decision =
        ai::decideOpening(game, ai::engineJudge(std::move(engine), kJudgeTime, stop), seed, stop);
    {
      std::lock_guard lock(mutex_);
      if (stop.stop_requested()) return;
      result_ = std::move(decision);
      finished_ = true;
    }
    if (onDone_) onDone_();
  });
}

std::optional<ai::OpeningDecision> OpeningWorker::poll() {
  {
    std::lock_guard lock(mutex_);
    if (!finished_) return std::nullopt;
  }
  if (thread_.joinable()) thread_.join();
  std::lock_guard lock(mutex_);
  finished_ = false;
  return std::exchange(result_, std::nullopt);
}

void OpeningWorker::wait() {
  if (thread_.joinable()) thread_.join();
}

void OpeningWorker::cancel() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
  std::lock_guard lock(mutex_);
  result_.reset();
  finished_ = false;
}

}  // namespace gomoku::session
