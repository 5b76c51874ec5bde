// The computer plays on its own thread: it answers, it is stopped at once by undo or a new game,
// and undo against it takes back its reply and the player's move.
#include <algorithm>
#include <atomic>
#include <thread>

#include "app_fixture.h"
#include "session/endless_engine.h"

namespace gomoku::app::testing {
namespace {

using namespace std::chrono_literals;

using gomoku::testing::endlessEngine;

class VsComputer : public AppTest {
 protected:
  void start(const std::string& colour) {
    writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\ncomputer_colour=" + colour +
                  "\n");
    open();
    ASSERT_TRUE(clickButton("Play vs Computer"));
    ASSERT_EQ(topScene(), "Game");
  }
  // Some line drawn in the last frame is exactly `line`.
  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
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
    options_.makeEngine = endlessEngine;
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
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9", "i8", "j9"});
  key(SDLK_h);
  ASSERT_TRUE(runUntil([&] { return app_->match()->hint().has_value(); }));
  Point hint = *app_->match()->hint();
  EXPECT_TRUE(game().board().isEmpty(hint));
  // With the network's own judgement of the position, kept in words: the line is said in Chinese
  // after a change of language.
  const std::string judged = networkJudgement(game().board(), game().rule());
  EXPECT_EQ(lastLogLine(), "Hint: " + toNotation(hint, 15) + "   " + judged);
  const bool black = judged.starts_with("Network: Black ");
  EXPECT_EQ(GameLog::spell(Language::Chinese, gameScene().log().lines().back()),
            "提示：" + toNotation(hint, 15) + "   网络：" + (black ? "黑方 " : "白方 ") +
                judged.substr(judged.rfind(' ') + 1));
  play({"a1"});
  EXPECT_FALSE(app_->match()->hint());  // a move clears it
}

// Issue 46, defect 5: H pressed again and again in one position tells the hint once, and the
// log, fuller than its panel, scrolls back to its first line and forward again.
TEST_F(AppTest, TheSameHintAskedAgainIsOneLineAndTheLogScrollsBack) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9"});
  for (int i = 0; i < 3; ++i) {
    key(SDLK_h);
    ASSERT_TRUE(runUntil([&] { return lastLogLine().starts_with("Hint: "); })) << lastLogLine();
  }
  const std::vector<std::string> lines = gameScene().log().spelled(Language::English);
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [](const std::string& line) { return line.starts_with("Hint"); }),
            1)
      << ::testing::PrintToString(lines);

  // More lines than the panel shows: the hint is out of sight, the wheel over the log and
  // Shift+PgUp bring it back, Shift+PgDn the newest.
  for (int i = 0; i < 4; ++i) {
    key(SDLK_z, KMOD_LCTRL);
    key(SDLK_y, KMOD_LCTRL);
  }
  key(SDLK_c, KMOD_LCTRL);  // a line said once: "Copied: h8h9"
  const std::string hint = gameScene().log().spelled(Language::English)[1];
  const std::string newest = lastLogLine();
  auto inSight = [&](const std::string& line) {
    frames(1);
    const auto drawn = app_->ui().text().drawnLastFrame();
    return std::find(drawn.begin(), drawn.end(), line) != drawn.end();
  };
  ASSERT_TRUE(hint.starts_with("Hint: ")) << hint;
  ASSERT_FALSE(inSight(hint));
  const SDL_FPoint over = toWindow(GameScene::kLogPanel.x + 50, GameScene::kLogPanel.y + 50);
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.windowID = SDL_GetWindowID(app_->window().sdl());
  motion.motion.x = static_cast<Sint32>(over.x);
  motion.motion.y = static_cast<Sint32>(over.y);
  SDL_PushEvent(&motion);
  frames(1);
  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.windowID = motion.motion.windowID;
  wheel.wheel.y = 1;
  SDL_PushEvent(&wheel);
  frames(1);
  EXPECT_FALSE(inSight(newest));
  for (int i = 0; i < 5; ++i) key(SDLK_PAGEUP, KMOD_LSHIFT);
  EXPECT_TRUE(inSight(hint));
  EXPECT_EQ(game().moves().size(), 2u);  // the page keys with Shift move the log, not the game
  for (int i = 0; i < 5; ++i) key(SDLK_PAGEDOWN, KMOD_LSHIFT);
  EXPECT_TRUE(inSight(newest));
}

TEST_F(AppTest, ComputerVsComputerPlaysOnItsOwn) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\n");
  open();
  ASSERT_TRUE(clickButton("Watch Computer vs Computer"));
  ASSERT_EQ(topScene(), "Game");
  ASSERT_TRUE(runUntil([&] { return game().moves().size() >= 6; }));
}

// Looking back at a game the computer played against itself, a click on the board says why no
// stone goes in, where it said nothing.
TEST_F(AppTest, AClickOnAComputerVsComputerGameSaysItIsOnlyWatched) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\n");
  open();
  ASSERT_TRUE(clickButton("Watch Computer vs Computer"));
  SDL_SetClipboardText("h8 a1 i8 a2 j8 a3 k8 a4");  // Black, to move, has an open four
  key(SDLK_v, KMOD_LCTRL);
  ASSERT_TRUE(runUntil([&] { return game().isOver(); }));
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  clickPoint(*parseNotation("o15", 15));  // empty at every position
  EXPECT_EQ(lastLogLine(), "The computer plays both sides here: New game to play yourself");
  EXPECT_EQ(game().moves().size(), 9u);  // the game itself is as it was
  EXPECT_TRUE(game().board().isEmpty(*parseNotation("o15", 15)));
}

// The result against the computer is said as the person's, in the log and the headline, in both
// languages; clicks on the finished board say once that it is over and leave the result in sight.
TEST_F(VsComputer, TheResultIsSaidAsYoursAndClicksAfterItDoNotFloodTheLog) {
  start("white");
  SDL_SetClipboardText("h8 a1 i8 a2 j8 a3 k8 a4");  // Black, the person, has four
  key(SDLK_v, KMOD_LCTRL);
  play({"l8"});
  ASSERT_TRUE(game().isOver());
  EXPECT_EQ(lastLogLine(), "You won!");
  EXPECT_TRUE(shown("You won!"));
  const std::size_t lines = gameScene().log().lines().size();
  play({"o15", "o14", "o13", "o12"});
  EXPECT_EQ(gameScene().log().lines().size(), lines + 1);
  EXPECT_EQ(lastLogLine(), "The game is over: New game to play again");

  SDL_SetClipboardText("h8 a1 i8 a2 j8 a3 o15 a4");  // White, the computer, has four
  key(SDLK_v, KMOD_LCTRL);
  play({"o1"});
  ASSERT_TRUE(runUntil([&] { return game().isOver(); }));
  frames(1);
  EXPECT_EQ(lastLogLine(), "You lost");
  EXPECT_TRUE(shown("You lost"));
  Settings chinese = app().settings();
  chinese.language = Language::Chinese;
  app().changeSettings(chinese);
  EXPECT_TRUE(shown("你输了"));
}

}  // namespace
}  // namespace gomoku::app::testing
