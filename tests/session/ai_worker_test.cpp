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
// The endless engine, saying when its search has begun.
class SaysWhenItThinks final : public ai::Engine {
 public:
  explicit SaysWhenItThinks(std::atomic<bool>* thinking) : thinking_(thinking) {}
  ai::SearchResult think(const Board& board, Rule rule, const ai::SearchLimits& limits) override {
    *thinking_ = true;
    return gomoku::testing::EndlessEngine().think(board, rule, limits);
  }

 private:
  std::atomic<bool>* thinking_;
};

TEST(AiWorker, CancelStopsARunningSearch) {
  std::atomic<bool> thinking = false;
  AiWorker worker(
      {}, [&thinking](ai::Level, std::uint64_t) { return std::make_unique<SaysWhenItThinks>(&thinking); });
  worker.start(Board(15), Rule::Freestyle, ai::Level::Master, {}, 1);
  // Cancelled once the search is under way (not before it began: CancelRightAfterStart has that).
  for (int i = 0; i < 20000 && !thinking; ++i) std::this_thread::sleep_for(1ms);
  ASSERT_TRUE(thinking);
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
  worker.wait();  // however long the machine takes: this is no stopwatch
  std::optional<ai::SearchResult> result = worker.poll();
  ASSERT_TRUE(result);
  EXPECT_TRUE(woken);
  EXPECT_TRUE(board.contains(result->move));
  EXPECT_TRUE(board.isEmpty(result->move));
}

}  // namespace
}  // namespace gomoku::session
