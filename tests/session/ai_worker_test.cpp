// The engine's worker thread: it answers, wakes its owner, and stops at once when cancelled.
#include "session/ai_worker.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "session/computer_player.h"
#include "session/endless_engine.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using gomoku::testing::endlessEngine;

// The endless engine never returns unless stopped, so returning at all proves the stop; the bounds
// are generous because a loaded CI machine is no stopwatch (the 50 ms figure is measured, see README).
TEST(AiWorker, CancelStopsARunningSearch) {
  AiWorker worker({}, endlessEngine);
  worker.start(Board(15), Rule::Freestyle, ai::Level::Master, {}, 1);
  std::this_thread::sleep_for(20ms);
  EXPECT_TRUE(worker.busy());
  auto before = std::chrono::steady_clock::now();
  worker.cancel();
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
  EXPECT_FALSE(worker.busy());
  EXPECT_FALSE(worker.poll());
}

TEST(AiWorker, CancelRightAfterStartIsNotLost) {
  AiWorker worker({}, endlessEngine);
  for (int i = 0; i < 20; ++i) {
    worker.start(Board(15), Rule::Freestyle, ai::Level::Master, {}, 1);
    worker.cancel();
    EXPECT_FALSE(worker.busy());
  }
}

TEST(AiWorker, AnswersWithALegalMove) {
  std::atomic<bool> woken = false;
  AiWorker worker([&] { woken = true; });
  Board board(15);
  board.play({7, 7});
  worker.start(board, Rule::Freestyle, ai::Level::Easy, turnLimits(ai::Level::Easy), 1);
  std::optional<ai::SearchResult> result;
  for (int i = 0; i < 2000 && !result; ++i) {
    std::this_thread::sleep_for(1ms);
    result = worker.poll();
  }
  ASSERT_TRUE(result);
  EXPECT_TRUE(woken);
  EXPECT_TRUE(board.contains(result->move));
  EXPECT_TRUE(board.isEmpty(result->move));
}

}  // namespace
}  // namespace gomoku::session
