// Moving between scenes the way a player does: clicks and keys pushed as SDL events.
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

TEST_F(AppTest, StartsOnTheStartMenu) {
  open();
  EXPECT_EQ(topScene(), "StartMenu");
}

TEST_F(AppTest, ClickingPlayVsFriendOpensTheGame) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 0u);
  EXPECT_FALSE(game().player(Stone::Black).isComputer());
  EXPECT_FALSE(game().player(Stone::White).isComputer());
}

TEST_F(AppTest, ArrowsAndEnterOpenSettingsAndEscapeComesBack) {
  open();
  for (int i = 0; i < 4; ++i) key(SDLK_DOWN);  // Play vs Computer, vs Friend, Watch, Settings
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "Settings");
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "StartMenu");
}

TEST_F(AppTest, AboutOpensFromTheMenuAndItsBackButtonReturns) {
  open();
  for (int i = 0; i < 5; ++i) key(SDLK_DOWN);
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "About");
  ASSERT_TRUE(clickButton("Back"));
  EXPECT_EQ(topScene(), "StartMenu");
}

TEST_F(AppTest, EscapePausesAndTheMenuKeepsTheGameForContinue) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9", "i8"});
  key(SDLK_ESCAPE);  // the pause menu
  ASSERT_TRUE(clickButton("Menu"));
  EXPECT_EQ(topScene(), "StartMenu");
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 3u);
}

TEST_F(AppTest, F11AndAltEnterToggleFullScreenAndTheSettingIsKept) {
  open();
  EXPECT_FALSE(app_->window().fullscreen());
  key(SDLK_F11);
  EXPECT_TRUE(app_->window().fullscreen());
  EXPECT_TRUE(app_->settings().fullscreen);
  key(SDLK_RETURN, KMOD_LALT);
  EXPECT_FALSE(app_->window().fullscreen());
  EXPECT_FALSE(app_->settings().fullscreen);
  EXPECT_EQ(topScene(), "StartMenu");  // Alt+Enter did not also press a menu button
}

TEST_F(AppTest, QuitButtonEndsTheLoop) {
  open();
  ASSERT_TRUE(clickButton("Quit"));
  EXPECT_TRUE(app_->quitRequested());
}

}  // namespace
}  // namespace gomoku::app::testing
