#include "session/engine_worker.h"

#include <utility>

namespace gomoku::session {

EngineWorker::EngineWorker(EngineSettings settings, std::function<void()> onDone)
    : settings_(std::move(settings)), onDone_(std::move(onDone)) {}

EngineWorker::~EngineWorker() {
  cancel();
}

void EngineWorker::start(Job job) {
  cancel();
  {
    std::lock_guard lock(mutex_);
    answer_.reset();
    finished_ = false;
  }
  thread_ = std::thread([this, job = std::move(job)] {
    std::optional<Result<EngineAnswer>> answer;
    if (!engine_ || engine_->broken()) {
      engine_.reset();
      Result<std::unique_ptr<GtpEngine>> started = GtpEngine::start(settings_, interrupter_);
      if (started) {
        engine_ = std::move(*started);
      } else {
        answer = Error{started.error()};
      }
    }
    if (engine_) answer = job(*engine_);
    // An engine that failed is stopped here, on this thread, not later on the caller's.
    if (engine_ && engine_->broken()) engine_.reset();
    {
      std::lock_guard lock(mutex_);
      answer_ = std::move(answer);
      finished_ = true;
    }
    ended_.notify_all();
    if (onDone_) onDone_();
  });
}

std::optional<Result<EngineAnswer>> EngineWorker::poll() {
  {
    std::lock_guard lock(mutex_);
    if (!finished_) return std::nullopt;
  }
  thread_.join();
  std::lock_guard lock(mutex_);
  finished_ = false;
  return std::exchange(answer_, std::nullopt);
}

void EngineWorker::wait() {
  if (!thread_.joinable()) return;
  std::unique_lock lock(mutex_);
  ended_.wait(lock, [this] { return finished_; });
}

void EngineWorker::cancel() {
  if (!thread_.joinable()) return;
  // The interruption stays until cleared, so one sent before the job began to wait is not lost.
  interrupter_.interrupt();
  thread_.join();
  interrupter_.clear();
  std::lock_guard lock(mutex_);
  finished_ = false;
  answer_.reset();
}

}  // namespace gomoku::session
