// How long a move may think. The protocol's limits are hard: the answer must arrive before
// them even on a loaded machine, so the engine keeps a margin for process and pipe latency, and
// between iterations it predicts whether the next one can finish in what is left.
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
  // Called when an iteration of the deepening has finished: should the next one start? Yes when
  // enough of it is predicted to fit (each iteration costs a few times the one before, the ratio
  // measured on the last two): an unfinished iteration still improves the move when a new best
  // one is searched fully, so most of the budget is used, but none past the hard deadline.
  bool nextIterationFits();
  std::chrono::milliseconds elapsed() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
  }

 private:
  Clock::time_point start_;
  Clock::time_point hardDeadline_;
  Clock::time_point iterationStart_;
  Clock::duration lastIteration_{0};
};

}  // namespace gomoku::ai
