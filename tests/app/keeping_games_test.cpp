// A game in hand is never lost without a word: quitting keeps it for Continue, and the settings
// the player did not touch (a --windowed start) hold.
#include <fstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

TEST_F(AppTest, QuitKeepsTheGameAndContinueResumesIt) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9", "i8"});
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  ASSERT_TRUE(app_->quitRequested());
  close();
  open();
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 3u);
}

TEST_F(AppTest, ClosingTheWindowKeepsTheGameToo) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8"});
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  frames(1);
  ASSERT_TRUE(app_->quitRequested());
  EXPECT_TRUE(std::filesystem::is_regular_file(prefFolder_ / "autosave.gomoku"));
}

TEST_F(AppTest, WhenTheGameCannotBeKeptQuitAsksFirst) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8"});
  // A folder where the automatic save should go: the save cannot be written.
  std::filesystem::create_directories(prefFolder_ / "autosave.gomoku");
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  frames(1);
  EXPECT_FALSE(app_->quitRequested());
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Cancel"));
  frames(1);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 1u);
}

TEST_F(AppTest, StartingANewGameFromTheMenuAsksWhenOneIsInProgress) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8"});
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_TRUE(clickButton("Play vs Computer"));
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Cancel"));
  frames(1);
  ASSERT_TRUE(clickButton("Continue"));
  EXPECT_EQ(game().moves().size(), 1u);
}

TEST_F(AppTest, WindowedHoldsWhenAnotherSettingChanges) {
  writeSettings("language=en\nfullscreen=on\nmusic=off\n");
  open();
  EXPECT_FALSE(app_->window().fullscreen());
  key(SDLK_m);  // music on: a settings change
  EXPECT_TRUE(app_->settings().music);
  EXPECT_FALSE(app_->window().fullscreen());
}

TEST_F(AppTest, UndoIsOffWhileTheComputersOpeningIsTheOnlyMove) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\ncomputer_colour=black\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 1; }));
  frames(1);
  EXPECT_FALSE(clickButton("Undo"));  // drawn, but not enabled
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(lastLogLine(), "Nothing to undo");
  EXPECT_EQ(game().moves().size(), 1u);
}

TEST_F(AppTest, TheLanguageRowIsNamedInBothLanguages) {
  open();
  ASSERT_TRUE(clickButton("Settings"));
  bool found = false;
  for (const DrawnWidget& w : widgets()) found = found || w.label == "Language / 语言";
  EXPECT_TRUE(found);
}

TEST_F(AppTest, ContinueFromADamagedSaveSaysWhyInAMessage) {
  std::ofstream(prefFolder_ / "quicksave.gomoku") << "garbage";
  open();
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("OK"));
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
}

}  // namespace
}  // namespace gomoku::app::testing
