#include "session/engine_worker.h"

#include <utility>

namespace gomoku::session {

EngineWorker::EngineWorker(EngineSettings settings, std::function<void()> onDone)
    : settings_(std::move(settings)), worker_(std::move(onDone)) {}

void EngineWorker::start(Job job) {
  worker_.start([this, job = std::move(job)](std::stop_token stop) -> Result<EngineAnswer> {
    // An interruption left by the job cancelled before this one is over; a stop asked for this
    // one (even before it began) interrupts whatever command it waits in.
    interrupter_.clear();
    std::stop_callback interrupt(stop, [this] { interrupter_.interrupt(); });
    if (!engine_ || engine_->broken()) {
      engine_.reset();
      Result<std::unique_ptr<GtpEngine>> started = GtpEngine::start(settings_, interrupter_);
      if (!started) return Error{started.error()};
      engine_ = std::move(*started);
    }
    Result<EngineAnswer> answer = job(*engine_);
    // An engine that failed is stopped here, on this thread, not later on the caller's.
    if (engine_->broken()) engine_.reset();
    return answer;
  });
}

}  // namespace gomoku::session
