// Runs one engine search at a time on its own thread (a Worker), so the window keeps drawing while
// the computer thinks. cancel() stops a running search and returns only once the thread has ended.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include "ai/engine.h"
#include "session/worker.h"

namespace gomoku::session {

class AiWorker {
 public:
  using EngineFactory = std::function<std::unique_ptr<ai::Engine>(ai::Level, std::uint64_t seed)>;

  // `onDone` runs on the worker thread when a search ends (the app wakes its main loop with it).
  // `makeEngine` is ai::makeEngine unless a test brings its own engine.
  explicit AiWorker(std::function<void()> onDone = {}, EngineFactory makeEngine = {});

  // Starts thinking about `board` (copied) after cancelling any search still running.
  void start(const Board& board, Rule rule, ai::Level level, const ai::SearchLimits& limits,
             std::uint64_t seed);
  bool busy() const { return worker_.busy(); }
  // The finished search's answer, once; nullopt while thinking or when idle.
  std::optional<ai::SearchResult> poll() { return worker_.poll(); }
  // Blocks until the search under way has ended (at once when idle); poll() then answers.
  void wait() { worker_.wait(); }
  // Stops the search at once and forgets its answer.
  void cancel() { worker_.cancel(); }

 private:
  ai::Engine& engineFor(ai::Level level, std::uint64_t seed);

  EngineFactory makeEngine_;
  std::unique_ptr<ai::Engine> engine_;  // used by the search's thread while it runs
  ai::Level engineLevel_ = ai::Level::Easy;
  Worker<ai::SearchResult> worker_;  // last: it ends the search before the engine goes
};

}  // namespace gomoku::session
