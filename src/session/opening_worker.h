// Runs the computer's opening decision (ai/opening_play.h) on its own thread (a Worker), as
// AiWorker runs a search: the window keeps drawing, and cancel() returns once the thread has ended.
#pragma once

#include <functional>
#include <optional>

#include "ai/opening_play.h"
#include "session/ai_worker.h"
#include "session/worker.h"

namespace gomoku::session {

class OpeningWorker {
 public:
  // `onDone` runs on the worker thread when a decision is ready.
  explicit OpeningWorker(std::function<void()> onDone = {}, AiWorker::EngineFactory makeEngine = {});

  // Starts deciding what `game` (copied) waits for in its opening.
  void start(const Game& game, std::uint64_t seed);
  bool busy() const { return worker_.busy(); }
  // The decision, once; nullopt while deciding or when idle.
  std::optional<ai::OpeningDecision> poll() { return worker_.poll(); }
  void wait() { worker_.wait(); }
  void cancel() { worker_.cancel(); }

 private:
  AiWorker::EngineFactory makeEngine_;
  Worker<ai::OpeningDecision> worker_;  // last: it ends the decision before the factory goes
};

}  // namespace gomoku::session
