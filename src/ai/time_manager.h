// How long a move may think. The protocol's limits are hard: the answer must arrive before
// them even on a loaded machine, so the engine keeps a margin for process and pipe latency. A
// turn's own time is used to its end; time that the game's clock would keep for later moves is
// spent only on an iteration predicted to finish in what is left.
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
  // Called when an iteration of the deepening has finished: should the next one start? While the
  // turn's own time binds, always, up to the hard deadline: time not used is lost, and an
  // unfinished iteration still improves the move when a new best one is searched fully. While the
  // game's clock binds, only when enough of it is predicted to fit (each iteration costs a few
  // times the one before, the ratio measured on the last two): the time saved is the next moves'.
  bool nextIterationFits();
  std::chrono::milliseconds elapsed() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
  }

 private:
  Clock::time_point start_;
  Clock::time_point hardDeadline_;
  Clock::time_point iterationStart_;
  Clock::duration lastIteration_{0};
  bool savesTime_ = false;  // the game's clock, not the turn's time, sets this move's budget
};

}  // namespace gomoku::ai
