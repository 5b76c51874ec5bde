// A game as a player sees it: a five ends it with its message, undo and redo, quick-save and
// quick-load, a damaged save refused, renju's forbidden points refused and marked.
#include <fstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class GameFlow : public AppTest {
 protected:
  void startFriendGame(const std::string& settings = "") {
    writeSettings("language=en\nfullscreen=off\nmusic=off\n" + settings);
    open();
    click(640, 328);  // Play vs Friend
    ASSERT_EQ(topScene(), "Game");
  }
};

TEST_F(GameFlow, FiveInARowEndsTheGameWithItsMessage) {
  startFriendGame();
  play({"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"});
  EXPECT_TRUE(game().isOver());
  EXPECT_EQ(game().outcome(), Outcome::BlackWins);
  EXPECT_EQ(lastLogLine(), "Black wins!");
  EXPECT_EQ(game().winningLine().size(), 5u);
  // The board is kept for a look; a click on it plays nothing more.
  play({"a1"});
  EXPECT_EQ(game().moves().size(), 9u);
}

TEST_F(GameFlow, TheWinIsSaidInChineseToo) {
  startFriendGame("language=zh-CN\n");
  play({"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"});
  EXPECT_EQ(lastLogLine(), "黑子获胜!");
}

TEST_F(GameFlow, UndoAndRedoByKeys) {
  startFriendGame();
  play({"h8", "h9", "i8"});
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_EQ(lastLogLine(), "Undo");
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(game().moves().size(), 1u);
  key(SDLK_y, KMOD_LCTRL);
  key(SDLK_y, KMOD_LCTRL);
  ASSERT_EQ(game().moves().size(), 3u);
  EXPECT_EQ(toNotation(game().moves()[2], 15), "i8");
  EXPECT_EQ(lastLogLine(), "Redo");
}

TEST_F(GameFlow, UndoAndRedoButtons) {
  startFriendGame();
  play({"h8", "h9"});
  click(859, 511);  // Undo
  EXPECT_EQ(game().moves().size(), 1u);
  click(1130, 511);  // Redo
  EXPECT_EQ(game().moves().size(), 2u);
}

TEST_F(GameFlow, QuickLoadRestoresTheQuickSavedPosition) {
  startFriendGame();
  play({"h8", "h9", "i8"});
  key(SDLK_F5);
  EXPECT_EQ(lastLogLine(), "Quick-saved (F5)");
  play({"j8", "k8"});
  ASSERT_EQ(game().moves().size(), 5u);
  key(SDLK_F9);
  EXPECT_EQ(lastLogLine(), "Quick-loaded (F9)");
  auto moves = game().moves();
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(toNotation(moves[0], 15), "h8");
  EXPECT_EQ(toNotation(moves[1], 15), "h9");
  EXPECT_EQ(toNotation(moves[2], 15), "i8");
  EXPECT_EQ(game().sideToMove(), Stone::White);
}

TEST_F(GameFlow, ADamagedQuickSaveIsRefusedAndTheGameStays) {
  startFriendGame();
  play({"h8", "h9"});
  std::ofstream(prefFolder_ / "quicksave.gomoku", std::ios::binary) << "not a save file at all";
  key(SDLK_F9);
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_TRUE(lastLogLine().starts_with("Cannot load: ")) << lastLogLine();
  EXPECT_GT(lastLogLine().size(), std::string("Cannot load: ").size());
}

TEST_F(GameFlow, NamedSavesAreListedAndLoad) {
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_s, KMOD_LCTRL);
  EXPECT_TRUE(lastLogLine().starts_with("Saved")) << lastLogLine();
  play({"i8"});
  key(SDLK_l);      // the list of saves
  click(640, 154);  // its first entry: the save just made
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_TRUE(lastLogLine().starts_with("Loaded")) << lastLogLine();
}

TEST_F(GameFlow, RenjuRefusesBlacksDoubleThreeAndSaysWhy) {
  startFriendGame("rule=renju\n");
  // Black f8 g8 across and h9 h10 down: h8 would make two open threes at once.
  play({"f8", "a1", "g8", "a3", "h9", "a5", "h10", "o1"});
  auto forbidden = game().forbiddenPoints();
  EXPECT_NE(std::find(forbidden.begin(), forbidden.end(), *parseNotation("h8", 15)), forbidden.end());
  play({"h8"});
  EXPECT_EQ(game().moves().size(), 8u);
  EXPECT_EQ(lastLogLine(), "Illegal: double-three");
}

TEST_F(GameFlow, NewGameStartsAnEmptyBoard) {
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_n, KMOD_LCTRL);
  EXPECT_TRUE(game().moves().empty());
  EXPECT_EQ(lastLogLine(), "New game");
}

}  // namespace
}  // namespace gomoku::app::testing
