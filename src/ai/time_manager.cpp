#include "ai/time_manager.h"

#include <algorithm>

namespace gomoku::ai {

using std::chrono::milliseconds;

TimeManager::TimeManager(const SearchLimits& limits, milliseconds levelCap) : start_(Clock::now()) {
  milliseconds available = std::min(limits.turnTime, levelCap);
  // A whole-game budget is spread over the moves still to come (a game rarely lasts 40 more).
  if (limits.timeLeft) available = std::min(available, *limits.timeLeft / 10);
  // The margin: a tenth of the time and 30 ms, for starting up, the pipe and a busy machine.
  budget_ = std::max(available - available / 10 - milliseconds(30), milliseconds(5));
  hardDeadline_ = start_ + budget_;
  softDeadline_ = start_ + budget_ * 11 / 20;
}

}  // namespace gomoku::ai
