// Runs one engine search at a time on its own thread, so the window keeps drawing while the
// computer thinks. cancel() stops a running search and returns only once the thread has ended.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

#include "ai/engine.h"

namespace gomoku::session {

class AiWorker {
 public:
  using EngineFactory = std::function<std::unique_ptr<ai::Engine>(ai::Level, std::uint64_t seed)>;

  // `onDone` runs on the worker thread when a search ends (the app wakes its main loop with it).
  // `makeEngine` is ai::makeEngine unless a test brings its own engine.
  explicit AiWorker(std::function<void()> onDone = {}, EngineFactory makeEngine = {});
  ~AiWorker();
  AiWorker(const AiWorker&) = delete;
  AiWorker& operator=(const AiWorker&) = delete;

  // Starts thinking about `board` (copied) after cancelling any search still running.
  void start(const Board& board, Rule rule, ai::Level level, const ai::SearchLimits& limits,
             std::uint64_t seed);
  bool busy() const { return thread_.joinable(); }
  // The finished search's answer, once; nullopt while thinking or when idle.
  std::optional<ai::SearchResult> poll();
  // Blocks until the search under way has ended (at once when idle); poll() then answers.
  void wait();
  // Stops the search at once and forgets its answer.
  void cancel();

 private:
  ai::Engine& engineFor(ai::Level level, std::uint64_t seed);

  std::function<void()> onDone_;
  EngineFactory makeEngine_;
  std::unique_ptr<ai::Engine> engine_;
  ai::Level engineLevel_ = ai::Level::Easy;
  std::mutex mutex_;
  std::condition_variable ended_;
  std::optional<ai::SearchResult> result_;  // guarded by mutex_
  bool finished_ = false;                   // guarded by mutex_
  std::stop_source stop_;  // one per search: a stop asked before the search begins still holds
  std::thread thread_;
};

}  // namespace gomoku::session
