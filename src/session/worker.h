// One job at a time on a thread of its own, so that the window keeps drawing while the job (a
// search, a GTP conversation, an opening decision) runs: start, poll for the answer, wait, cancel.
// The three workers (AiWorker, EngineWorker, OpeningWorker) are this with their own job.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>

namespace gomoku::session {

template <typename Answer>
class Worker {
 public:
  // The job gets a stop token that cancel() triggers: it must then return soon (its answer is
  // thrown away).
  using Job = std::function<Answer(std::stop_token)>;

  // `onDone` runs on the job's thread when a job ends (the app wakes its main loop with it).
  explicit Worker(std::function<void()> onDone = {}) : onDone_(std::move(onDone)) {}
  ~Worker() { cancel(); }
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  // Starts `job` after cancelling any job still running.
  void start(Job job) {
    cancel();
    {
      std::lock_guard lock(mutex_);
      answer_.reset();
      finished_ = false;
    }
    // One stop source per job (a jthread's own): a stop asked before the job begins still holds.
    thread_ = std::jthread([this, job = std::move(job)](std::stop_token stop) {
      Answer answer = job(stop);
      {
        std::lock_guard lock(mutex_);
        answer_ = std::move(answer);
        finished_ = true;
      }
      ended_.notify_all();
      if (onDone_) onDone_();
    });
  }

  bool busy() const { return thread_.joinable(); }

  // The finished job's answer, once; nullopt while working or when idle.
  std::optional<Answer> poll() {
    {
      std::lock_guard lock(mutex_);
      if (!finished_) return std::nullopt;
    }
    thread_.join();
    std::lock_guard lock(mutex_);
    finished_ = false;
    return std::exchange(answer_, std::nullopt);
  }

  // Blocks until the job under way has ended (at once when idle); poll() then answers.
  void wait() {
    if (!thread_.joinable()) return;
    std::unique_lock lock(mutex_);
    ended_.wait(lock, [this] { return finished_; });
  }

  // Stops the job and forgets its answer; returns once the thread has ended.
  void cancel() {
    if (!thread_.joinable()) return;
    thread_.request_stop();
    thread_.join();
    std::lock_guard lock(mutex_);
    finished_ = false;
    answer_.reset();
  }

 private:
  std::function<void()> onDone_;
  std::mutex mutex_;
  std::condition_variable ended_;
  std::optional<Answer> answer_;  // guarded by mutex_
  bool finished_ = false;         // guarded by mutex_
  std::jthread thread_;
};

}  // namespace gomoku::session
