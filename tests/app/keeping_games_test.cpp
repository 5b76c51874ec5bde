// A game in hand is never lost without a word: quitting keeps it for Continue, and the settings
// the player did not touch (a --windowed start) hold.
#include <fstream>
#include <vector>

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
  play({"h8", "j10", "g7"});
  const std::vector<Point> played(game().moves().begin(), game().moves().end());
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  frames(1);
  ASSERT_TRUE(app_->quitRequested());
  close();
  // The next start continues the same game, move for move.
  open();
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(std::vector<Point>(game().moves().begin(), game().moves().end()), played);
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
  EXPECT_EQ(topScene(), "Pause");  // back in the pause menu the question was asked from
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
  ASSERT_TRUE(clickButton("Keep this game"));  // as the same question says it in a game
  frames(1);
  ASSERT_TRUE(clickButton("Continue"));
  EXPECT_EQ(game().moves().size(), 1u);
}

// The game kept at the last quit is in progress as much as one kept within a run: a new game
// from the menu asks before it is lost, and once the player says yes it stays lost.
TEST_F(AppTest, ANewGameAsksBeforeTheGameKeptAtTheLastQuitIsLost) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "i9"});
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  close();
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Keep this game"));
  frames(1);
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 2u);
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  close();

  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  ASSERT_TRUE(clickButton("New game"));
  frames(1);
  ASSERT_EQ(topScene(), "Game");
  EXPECT_TRUE(game().moves().empty());
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  close();
  // The next start has nothing to continue: the old game does not come back.
  open();
  EXPECT_FALSE(clickButton("Continue"));
}

// Without a game kept at the last quit, Continue would open the quick-save: its button says so,
// and so does the log.
TEST_F(AppTest, ContinueSaysWhenItOpensTheQuickSave) {
  Game saved;
  saved.play(Point{7, 7});
  ASSERT_FALSE(SaveFolder(prefFolder_).quickSave(saved));
  open();
  EXPECT_FALSE(clickButton("Continue"));
  ASSERT_TRUE(clickButton("Continue the quick-save (F5)"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 1u);
  frames(1);
  EXPECT_EQ(lastLogLine(), "Opened the quick-save (F5): no game was left at the last quit");
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
  ASSERT_TRUE(clickButton("Continue the quick-save (F5)"));
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  // The message names the file and says what is wrong with it.
  const std::string message = textDrawn();
  EXPECT_NE(message.find("Cannot load"), std::string::npos) << message;
  EXPECT_NE(message.find("Quick-save"), std::string::npos) << message;
  EXPECT_NE(message.find("not a Gomoku save file"), std::string::npos) << message;
  ASSERT_TRUE(clickButton("OK"));
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
}

// The position goes to the clipboard as a line of moves, and a record or a line of moves comes
// back from it, replayed under the rules; what is not a record is refused and the game stays.
TEST_F(AppTest, APositionIsCopiedAndPastedThroughTheClipboard) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "i9", "j10"});
  key(SDLK_c, KMOD_LCTRL);
  frames(1);
  EXPECT_EQ(lastLogLine(), "Copied: h8i9j10");
  char* copied = SDL_GetClipboardText();
  EXPECT_STREQ(copied, "h8i9j10");
  SDL_free(copied);

  SDL_SetClipboardText("(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[gg];W[jj])");
  key(SDLK_v, KMOD_LCTRL);
  frames(1);
  EXPECT_EQ(lastLogLine(), "Pasted, moves: 4");
  ASSERT_EQ(game().moves().size(), 4u);
  EXPECT_EQ(game().moves()[2], (Point{6, 6}));

  SDL_SetClipboardText("not a game at all");
  key(SDLK_v, KMOD_LCTRL);
  frames(1);
  EXPECT_EQ(lastLogLine().rfind("Cannot paste: ", 0), 0u) << lastLogLine();
  EXPECT_EQ(game().moves().size(), 4u);
}

// A record dropped on the window opens, by its ending; a bad one is refused with its reason.
TEST_F(AppTest, ARecordDroppedOnTheWindowOpens) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  auto drop = [&](const std::filesystem::path& file) {
    SDL_Event event{};
    event.type = SDL_DROPFILE;
    event.drop.file = SDL_strdup(file.c_str());
    SDL_PushEvent(&event);
    frames(2);
  };
  std::ofstream(prefFolder_ / "game.psq") << "Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n";
  drop(prefFolder_ / "game.psq");
  EXPECT_EQ(game().moves().size(), 2u) << lastLogLine();
  std::ofstream(prefFolder_ / "bad.sgf") << "(;GM[1]SZ[19];B[dd])";
  drop(prefFolder_ / "bad.sgf");
  EXPECT_NE(lastLogLine().find("GM[1]"), std::string::npos) << lastLogLine();
  EXPECT_EQ(game().moves().size(), 2u);
}

}  // namespace
}  // namespace gomoku::app::testing
