// Runs one conversation with a GTP engine at a time on its own thread, so that the window keeps
// drawing while the engine thinks. The engine is started on the first job, and again after it
// failed; cancel() interrupts the command under way (the engine, caught mid-command, is stopped
// and started afresh next time) and returns once the thread has ended.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <variant>
#include <vector>

#include "core/go/game.h"
#include "session/gtp_engine.h"

namespace gomoku::session {

// What a job brings back: a move (genmove, a hint) or points (the dead stones).
using EngineAnswer = std::variant<go::Move, std::vector<Point>>;

class EngineWorker {
 public:
  using Job = std::function<Result<EngineAnswer>(GtpEngine&)>;

  // `onDone` runs on the worker thread when a job ends (the app wakes its main loop with it).
  explicit EngineWorker(EngineSettings settings, std::function<void()> onDone = {});
  ~EngineWorker();
  EngineWorker(const EngineWorker&) = delete;
  EngineWorker& operator=(const EngineWorker&) = delete;

  const EngineSettings& settings() const { return settings_; }
  // Starts `job` after cancelling any job still running.
  void start(Job job);
  bool busy() const { return thread_.joinable(); }
  // The finished job's answer or why it failed, once; nullopt while working or when idle.
  std::optional<Result<EngineAnswer>> poll();
  // Blocks until the job under way has ended (at once when idle); poll() then answers.
  void wait();
  // Interrupts the job and forgets its answer.
  void cancel();

 private:
  EngineSettings settings_;
  std::function<void()> onDone_;
  Interrupter interrupter_;
  std::unique_ptr<GtpEngine> engine_;  // touched by the job's thread only while it runs
  std::mutex mutex_;
  std::condition_variable ended_;
  std::optional<Result<EngineAnswer>> answer_;  // guarded by mutex_
  bool finished_ = false;                       // guarded by mutex_
  std::thread thread_;
};

}  // namespace gomoku::session
