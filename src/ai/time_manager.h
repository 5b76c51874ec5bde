// How long a move may think. The protocol's limits are hard: the answer must arrive before
// them even on a loaded machine, so the engine keeps a margin for process and pipe latency.
#pragma once

#include <chrono>

#include "ai/engine.h"

namespace gomoku::ai {

class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  TimeManager(const SearchLimits& limits, std::chrono::milliseconds levelCap);

  // Past this, the search stops at once.
  bool hardLimitReached() const { return Clock::now() >= hardDeadline_; }
  // Past this (a little over half the budget), no new iteration starts: it would most likely not
  // finish, though a move that beats the best one in an unfinished iteration is still used.
  bool softLimitReached() const { return Clock::now() >= softDeadline_; }
  std::chrono::milliseconds elapsed() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
  }
  std::chrono::milliseconds budget() const { return budget_; }

 private:
  Clock::time_point start_;
  std::chrono::milliseconds budget_;
  Clock::time_point hardDeadline_;
  Clock::time_point softDeadline_;
};

}  // namespace gomoku::ai
