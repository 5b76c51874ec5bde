// The time a move may think: a turn's own time is used to its end, a game clock's is saved for
// the moves to come.
#include "ai/time_manager.h"

#include <gtest/gtest.h>

#include <thread>

namespace gomoku::ai {
namespace {

using namespace std::chrono_literals;

// An iteration of `took`, then the question whether the next may start.
bool afterIteration(TimeManager& time, std::chrono::milliseconds took) {
  std::this_thread::sleep_for(took);
  return time.nextIterationFits();
}

TEST(TimeManager, ATurnsOwnTimeIsUsedToItsEnd) {
  SearchLimits limits;
  limits.turnTime = 1000ms;
  TimeManager time(limits, std::chrono::hours(1));
  EXPECT_TRUE(afterIteration(time, 10ms));
  EXPECT_TRUE(afterIteration(time, 40ms));
  EXPECT_TRUE(afterIteration(time, 160ms));
  // The next would cost about four times this one's 600 ms and cannot finish by the deadline, but
  // time not used now is lost, and a part of the iteration can still find a better move.
  EXPECT_TRUE(afterIteration(time, 600ms));
  EXPECT_FALSE(afterIteration(time, 200ms)) << "past the deadline";
  EXPECT_TRUE(time.hardLimitReached());
}

TEST(TimeManager, AGameClocksTimeIsKeptForTheMovesToCome) {
  SearchLimits limits;
  limits.turnTime = 30000ms;
  limits.timeLeft = 10000ms;  // a tenth of it, 1000 ms, for this move
  TimeManager time(limits, std::chrono::hours(1));
  EXPECT_TRUE(afterIteration(time, 10ms));
  EXPECT_TRUE(afterIteration(time, 40ms));
  EXPECT_TRUE(afterIteration(time, 160ms));
  // The next would cost about four times this one's 600 ms: too little of it would fit.
  EXPECT_FALSE(afterIteration(time, 600ms));
  EXPECT_FALSE(time.hardLimitReached());
}

}  // namespace
}  // namespace gomoku::ai
