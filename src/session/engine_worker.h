// Runs one conversation with a GTP engine at a time on its own thread (a Worker), so that the
// window keeps drawing while the engine thinks. The engine is started on the first job, and again
// after it failed; cancel() interrupts the command under way (the engine, caught mid-command, is
// stopped and started afresh next time) and returns once the thread has ended.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "core/go/game.h"
#include "session/gtp_engine.h"
#include "session/worker.h"

namespace gomoku::session {

// What a job brings back: a move (genmove, a hint) or points (the dead stones).
using EngineAnswer = std::variant<go::Move, std::vector<Point>>;

class EngineWorker {
 public:
  using Job = std::function<Result<EngineAnswer>(GtpEngine&)>;

  // `onDone` runs on the worker thread when a job ends (the app wakes its main loop with it).
  explicit EngineWorker(EngineSettings settings, std::function<void()> onDone = {});

  const EngineSettings& settings() const { return settings_; }
  // Starts `job` after cancelling any job still running.
  void start(Job job);
  bool busy() const { return worker_.busy(); }
  // The finished job's answer or why it failed, once; nullopt while working or when idle.
  std::optional<Result<EngineAnswer>> poll() { return worker_.poll(); }
  // Blocks until the job under way has ended (at once when idle); poll() then answers.
  void wait() { worker_.wait(); }
  // Interrupts the job and forgets its answer.
  void cancel() { worker_.cancel(); }

 private:
  EngineSettings settings_;
  Interrupter interrupter_;
  std::unique_ptr<GtpEngine> engine_;    // touched by the job's thread only while it runs
  Worker<Result<EngineAnswer>> worker_;  // last: it ends the job before the engine goes
};

}  // namespace gomoku::session
