// The computer plays on its own thread: it answers, it is stopped at once by undo or a new game,
// and undo against it takes back its reply and the player's move.
#include <atomic>
#include <thread>

#include "app/ai_worker.h"
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

using namespace std::chrono_literals;

// An engine that thinks until it is told to stop, then answers the first empty point.
class EndlessEngine final : public ai::Engine {
 public:
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits&) override {
    clearStop();
    while (!stopRequested()) std::this_thread::sleep_for(1ms);
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (board.isEmpty({x, y})) {
          ai::SearchResult result;
          result.move = {x, y};
          return result;
        }
    return {};
  }
};

std::unique_ptr<ai::Engine> endless(ai::Level, std::uint64_t) {
  return std::make_unique<EndlessEngine>();
}

// The endless engine never returns unless stopped, so returning at all proves the stop; the bounds
// are generous because a loaded CI machine is no stopwatch (the 50 ms figure is measured, see README).
TEST(AiWorker, CancelStopsARunningSearch) {
  AiWorker worker({}, endless);
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
  AiWorker worker({}, endless);
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

class VsComputer : public AppTest {
 protected:
  void start(const std::string& colour) {
    writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\ncomputer_colour=" + colour +
                  "\n");
    open();
    click(640, 266);  // Play vs Computer
    ASSERT_EQ(topScene(), "Game");
  }
};

TEST_F(VsComputer, TheComputerAnswersAMove) {
  start("white");
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 2; }));
  EXPECT_EQ(game().sideToMove(), Stone::Black);
}

TEST_F(VsComputer, UndoTakesBackTheReplyAndTheMove) {
  start("white");
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 2; }));
  play({"a1"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 4; }));
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_EQ(game().sideToMove(), Stone::Black);
  frames(10);
  EXPECT_EQ(game().moves().size(), 2u);  // the computer waits for the player
  key(SDLK_y, KMOD_LCTRL);
  EXPECT_EQ(game().moves().size(), 4u);
}

TEST_F(VsComputer, TheComputerOpensWhenItPlaysBlack) {
  start("black");
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 1; }));
  EXPECT_EQ(game().sideToMove(), Stone::White);
}

class SlowComputer : public VsComputer {
 protected:
  void SetUp() override {
    VsComputer::SetUp();
    options_.makeEngine = endless;
  }
};

TEST_F(SlowComputer, UndoStopsTheSearchAtOnce) {
  start("white");
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return app_->match()->thinking(); }));
  auto before = std::chrono::steady_clock::now();
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
  EXPECT_FALSE(app_->match()->thinking());
  EXPECT_TRUE(game().moves().empty());
}

TEST_F(SlowComputer, NewGameStopsTheSearchAtOnce) {
  start("black");
  ASSERT_TRUE(runUntil([&] { return app_->match()->thinking(); }));
  auto thinking = app_->match();
  auto before = std::chrono::steady_clock::now();
  key(SDLK_n, KMOD_LCTRL);
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
  EXPECT_FALSE(thinking->thinking());
}

TEST_F(SlowComputer, QuittingStopsTheSearch) {
  start("black");
  ASSERT_TRUE(runUntil([&] { return app_->match()->thinking(); }));
  auto before = std::chrono::steady_clock::now();
  close();
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
}

TEST_F(AppTest, HintShowsTheEnginesSuggestion) {
  open();
  click(640, 328);  // Play vs Friend
  play({"h8", "h9"});
  key(SDLK_h);
  ASSERT_TRUE(runUntil([&] { return app_->match()->hint().has_value(); }));
  Point hint = *app_->match()->hint();
  EXPECT_TRUE(game().board().isEmpty(hint));
  EXPECT_EQ(lastLogLine(), "Hint: " + toNotation(hint, 15));
  play({"a1"});
  EXPECT_FALSE(app_->match()->hint());  // a move clears it
}

TEST_F(AppTest, ComputerVsComputerPlaysOnItsOwn) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\n");
  open();
  click(640, 390);  // Watch Computer vs Computer
  ASSERT_EQ(topScene(), "Game");
  ASSERT_TRUE(runUntil([&] { return game().moves().size() >= 6; }));
}

}  // namespace
}  // namespace gomoku::app::testing
