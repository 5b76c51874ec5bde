#include "ai/time_manager.h"

#include <algorithm>

namespace gomoku::ai {

using std::chrono::milliseconds;

namespace {

// An iteration's cost as a multiple of the one before: measured, but kept within these bounds
// (tiny early iterations give wild ratios).
constexpr double kLeastGrowth = 1.5;
constexpr double kMostGrowth = 6.0;
constexpr double kUnmeasuredGrowth = 3.0;
// The share of an iteration that must fit for it to be worth starting: by then the first (best
// so far) root move has been searched and the others are being tried against it, and a move that
// beats it is used even if the iteration is cut short.
constexpr double kUsefulShare = 0.35;

}  // namespace

TimeManager::TimeManager(const SearchLimits& limits, milliseconds levelCap)
    : start_(Clock::now()), iterationStart_(start_) {
  milliseconds available = std::min(limits.turnTime, levelCap);
  // A whole-game budget is spread over the moves still to come (a game rarely lasts 40 more).
  if (limits.timeLeft && *limits.timeLeft / 10 < available) {
    available = *limits.timeLeft / 10;
    savesTime_ = true;
  }
  // The margin: a thirtieth of the time and 10 ms, for starting up, the pipe and a busy machine.
  // The search checks the clock every few hundred nodes, well under a millisecond apart.
  hardDeadline_ = start_ + std::max(available - available / 30 - milliseconds(10), milliseconds(5));
}

bool TimeManager::nextIterationFits() {
  const Clock::time_point now = Clock::now();
  if (!savesTime_) return now < hardDeadline_;
  const Clock::duration iteration = now - iterationStart_;
  double growth = kUnmeasuredGrowth;
  if (lastIteration_ > std::chrono::microseconds(200))
    growth =
        std::clamp(std::chrono::duration<double>(iteration) / std::chrono::duration<double>(lastIteration_),
                   kLeastGrowth, kMostGrowth);
  lastIteration_ = iteration;
  iterationStart_ = now;
  return now + std::chrono::duration_cast<Clock::duration>(iteration * (growth * kUsefulShare)) <=
         hardDeadline_;
}

}  // namespace gomoku::ai
