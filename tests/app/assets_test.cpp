// Without its assets the game still runs: it names each missing file once in the log, draws the
// stones itself and the wood as a flat colour. What the first screen does not show is loaded just
// after it, and nothing of it is lost.
#include <SDL_mixer.h>

#include "app/scenes/go_scene.h"
#include "app_fixture.h"
#include "core/move_text.h"

namespace gomoku::app::testing {
namespace {

class MissingAssets : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    empty_ = prefFolder_ / "no-assets";
    std::filesystem::create_directories(empty_);
    setenv("GOMOKU_ASSETS", empty_.c_str(), 1);
  }
  void TearDown() override {
    unsetenv("GOMOKU_ASSETS");
    AppTest::TearDown();
  }
  std::filesystem::path empty_;
};

TEST_F(MissingAssets, TheGameRunsAndNamesTheMissingFiles) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  ASSERT_EQ(topScene(), "Game");
  std::string log;
  for (const auto& line : gameScene().log().lines()) log += GameLog::spell(Language::English, line) + "\\n";
  EXPECT_NE(log.find("textures/wood.png"), std::string::npos) << log;
  EXPECT_NE(log.find("sounds/click.wav"), std::string::npos) << log;
  EXPECT_NE(log.find("fonts/figures.ttf"), std::string::npos) << log;
  EXPECT_NE(log.find("File not found: network/freestyle.nn"), std::string::npos) << log;
  EXPECT_NE(log.find("File not found: textures/wood.png"), std::string::npos) << log;
  // In Chinese the words around the file's name are Chinese too.
  std::string chinese;
  for (const auto& line : gameScene().log().lines())
    chinese += GameLog::spell(Language::Chinese, line) + "\n";
  EXPECT_NE(chinese.find("找不到文件：textures/wood.png"), std::string::npos) << chinese;
  EXPECT_EQ(chinese.find("not found"), std::string::npos) << chinese;
  play({"h8"});
  frames(30);
  Vec2 h8 = gameScene().view().centre({7, 7});
  float off = gameScene().view().stoneRadius() * 0.45f;
  SDL_Color c = pixelAt(h8.x + off, h8.y + off);
  EXPECT_LT(c.r, 90);  // the drawn black stone
  EXPECT_EQ(game().moves().size(), 1u);
}

// Without the networks the hint is the move alone: nothing judges the position beside it.
TEST_F(MissingAssets, WithoutTheNetworksTheHintIsTheMoveAlone) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9", "i8", "j9"});
  key(SDLK_h);
  ASSERT_TRUE(runUntil([&] { return app_->match()->hint().has_value(); }));
  EXPECT_EQ(lastLogLine(), "Hint: " + toNotation(*app_->match()->hint(), 15));
}

// With no audio device, switching music on says why nothing plays instead of "Music on".
// Without the shipped font the fallback must still draw Latin letters and digits, not boxes.
TEST_F(MissingAssets, TheFallbackFontDrawsLettersAndDigits) {
  open();
  ASSERT_TRUE(app_->text().hasFont());
  EXPECT_TRUE(app_->text().covers("Watch Computer vs Computer 0123456789"));
  for (const DrawnWidget& w : widgets()) {
    if (w.label.empty()) continue;
    EXPECT_LE(app_->text().measure(w.label, 12).x, w.box.w) << w.label;
  }
}

// The board's coordinates and move numbers come from a plain font of their own: the main font's
// handwritten 9 read like a q in the row labels.
TEST_F(AppTest, TheBoardsFiguresHaveAFontOfTheirOwn) {
  open();
  EXPECT_NE(&app_->figures(), &app_->text());
  EXPECT_TRUE(app_->figures().covers("abcdefghijklmnopqrs 0123456789"));
}

TEST_F(MissingAssets, WithoutTheFiguresFontTheBoardUsesTheMainOne) {
  open();
  EXPECT_EQ(&app_->figures(), &app_->text());
}

TEST_F(AppTest, WithoutAnAudioDeviceTheMusicKeySaysSo) {
  setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
  open();
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  ASSERT_FALSE(app_->audio().deviceOpen());
  ASSERT_TRUE(clickButton("Play vs Friend"));
  key(SDLK_m);
  frames(1);
  EXPECT_EQ(lastLogLine(), "No audio device: the game runs silent");
}

// The start menu's first frame comes before the board's pictures, the figures' font and the sound;
// they are all there from the next frame on without anyone asking, and the music plays.
TEST_F(AppTest, WhatTheFirstScreenDoesNotShowComesRightAfterIt) {
  writeSettings("language=en\nfullscreen=off\nmusic=on\n");
  auto opened = App::open(options_);
  ASSERT_TRUE(opened.ok()) << opened.error();
  app_ = std::move(opened.value());
  loop_ = std::make_unique<MainLoop>(*app_);
  EXPECT_FALSE(app_->textures().boardLoaded());
  EXPECT_FALSE(app_->audio().tried());
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
  EXPECT_FALSE(app_->textures().boardLoaded());
  EXPECT_FALSE(app_->audio().tried());
  frames(1);
  EXPECT_TRUE(app_->textures().boardLoaded());
  ASSERT_TRUE(app_->audio().deviceOpen());
  EXPECT_EQ(Mix_PlayingMusic(), 1);
  EXPECT_NE(&app_->figures(), &app_->text());
  // Nothing was missing, so nothing is said about files.
  for (const LogLine& line : app_->takeNotices()) ADD_FAILURE() << GameLog::spell(Language::English, line);
}

// A board drawn before the rest is loaded (Go opened at once) reads its pictures when it needs them.
TEST_F(AppTest, GoOpenedBeforeTheRestIsLoadedHasItsPictures) {
  auto opened = App::open(options_);
  ASSERT_TRUE(opened.ok()) << opened.error();
  app_ = std::move(opened.value());
  loop_ = std::make_unique<MainLoop>(*app_);
  app_->scenes().push(std::make_unique<GoScene>(*app_));
  app_->scenes().applyRequests();
  frames(1);
  EXPECT_EQ(topScene(), "GoSetup");  // the choice of game, over its empty board
  EXPECT_TRUE(app_->textures().boardLoaded());
  for (const LogLine& line : app_->takeNotices()) ADD_FAILURE() << GameLog::spell(Language::English, line);
}

// Where there is no display, the game says so and points to the terminal game instead of
// running invisibly on SDL's offscreen driver.
TEST(NoDisplay, TheGameSaysSoAndPointsToTheTextGame) {
  unsetenv("SDL_VIDEODRIVER");
  unsetenv("WAYLAND_DISPLAY");
  setenv("DISPLAY", ":4242", 1);  // no X server answers there
  AppOptions options;
  options.windowed = true;
  options.hidden = true;
  auto app = App::open(options);
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  ASSERT_FALSE(app.ok());
  EXPECT_NE(app.error().find("gomoku --text"), std::string::npos) << app.error();
}

}  // namespace
}  // namespace gomoku::app::testing
