// Runs the computer's opening decision (ai/opening_play.h) on its own thread, as AiWorker runs a
// search: the window keeps drawing, and cancel() returns once the thread has ended.
#pragma once

#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

#include "ai/opening_play.h"
#include "session/ai_worker.h"

namespace gomoku::session {

class OpeningWorker {
 public:
  // `onDone` runs on the worker thread when a decision is ready.
  explicit OpeningWorker(std::function<void()> onDone = {}, AiWorker::EngineFactory makeEngine = {});
  ~OpeningWorker() { cancel(); }
  OpeningWorker(const OpeningWorker&) = delete;
  OpeningWorker& operator=(const OpeningWorker&) = delete;

  // Starts deciding what `game` (copied) waits for in its opening.
  void start(const Game& game, std::uint64_t seed);
  bool busy() const { return thread_.joinable(); }
  // The decision, once; nullopt while deciding or when idle.
  std::optional<ai::OpeningDecision> poll();
  void wait();
  void cancel();

 private:
  std::function<void()> onDone_;
  AiWorker::EngineFactory makeEngine_;
  std::mutex mutex_;
  std::optional<ai::OpeningDecision> result_;  // guarded by mutex_
  bool finished_ = false;                      // guarded by mutex_
  std::jthread thread_;
};

}  // namespace gomoku::session
