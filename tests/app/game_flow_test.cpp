// A game as a player sees it: a five ends it with its message, undo and redo, quick-save and
// quick-load, a damaged save refused, renju's forbidden points refused and marked.
#include <fstream>

#include "app/draw.h"
#include "app/ui.h"
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class GameFlow : public AppTest {
 protected:
  void startFriendGame(const std::string& settings = "") {
    writeSettings("language=en\nfullscreen=off\nmusic=off\n" + settings);
    open();
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
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

// The pause panel fits its seven buttons: under Quit the margin its sides have (40 px), no room
// for an eighth.
TEST_F(GameFlow, ThePausePanelFitsItsButtons) {
  startFriendGame();
  key(SDLK_ESCAPE);
  const float under = pausePanelUnderLastButton();
  EXPECT_GE(under, 36);
  EXPECT_LE(under, 44);
}

// The pause menu takes the keyboard, as the start menu promises ("Arrows + Enter or the mouse"):
// the arrows move the focus among its own buttons, not the panel's behind it, and Enter presses
// the one in focus.
TEST_F(GameFlow, ThePauseMenuIsUsedByTheKeyboardAlone) {
  startFriendGame();
  play({"h8", "i9"});
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Pause");
  key(SDLK_DOWN);  // Resume
  key(SDLK_DOWN);  // New game
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Confirm");  // the game in progress is not thrown away without a word
  key(SDLK_ESCAPE);                  // Keep playing
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 2u);
  key(SDLK_ESCAPE);
  key(SDLK_UP);  // round to the last: Quit
  key(SDLK_UP);  // Menu
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "StartMenu");
  ASSERT_TRUE(clickButton("Continue"));
  key(SDLK_ESCAPE);
  key(SDLK_DOWN);
  key(SDLK_RETURN);  // Resume
  EXPECT_EQ(topScene(), "Game");
  play({"j10"});
  EXPECT_EQ(game().moves().size(), 3u);
}

// A question takes the keyboard too: it opens with the focus on its first answer, so that Enter
// answers it, and Left/Right move between its two buttons.
TEST_F(GameFlow, AQuestionIsAnsweredByTheKeyboardAlone) {
  startFriendGame();
  play({"h8", "i9"});
  key(SDLK_n, KMOD_LCTRL);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  key(SDLK_RIGHT);  // Keep this game
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 2u);
  key(SDLK_n, KMOD_LCTRL);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  key(SDLK_RIGHT);
  key(SDLK_LEFT);  // back to New game
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_TRUE(game().moves().empty());
}

TEST_F(GameFlow, TheWinIsSaidInChineseToo) {
  startFriendGame("language=zh-CN\n");
  play({"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"});
  EXPECT_EQ(lastLogLine(), "黑子获胜！");
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
  ASSERT_TRUE(clickButton("Undo"));
  EXPECT_EQ(game().moves().size(), 1u);
  ASSERT_TRUE(clickButton("Redo"));
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
  EXPECT_EQ(lastLogLine(), "Quick-loaded (F9): Ctrl+Z brings back the game it replaced");
  auto moves = game().moves();
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(toNotation(moves[0], 15), "h8");
  EXPECT_EQ(toNotation(moves[1], 15), "h9");
  EXPECT_EQ(toNotation(moves[2], 15), "i8");
  EXPECT_EQ(game().sideToMove(), Stone::White);
}

// Issue 46, defect 11: F9 stays quick, and the game it replaced is one undo away, said in the log;
// once the loaded game has moved on, undo takes back its moves, and back at the load, the game.
TEST_F(GameFlow, TheGameAQuickLoadReplacedIsOneUndoAway) {
  startFriendGame();
  play({"h8", "h9", "i8"});
  key(SDLK_F5);
  play({"j8", "k8"});
  key(SDLK_F9);
  ASSERT_EQ(game().moves().size(), 3u);
  play({"a1"});
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(game().moves().size(), 3u);  // the move after the load
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(lastLogLine(), "The game the quick-load replaced is back");
  ASSERT_EQ(game().moves().size(), 5u);
  EXPECT_EQ(toNotation(game().moves()[4], 15), "k8");
  key(SDLK_z, KMOD_LCTRL);  // and from there undo is the game's own again
  EXPECT_EQ(game().moves().size(), 4u);
  EXPECT_EQ(lastLogLine(), "Undo");
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
  ASSERT_EQ(topScene(), "NamePrompt");
  key(SDLK_RETURN);  // the suggested name: now
  ASSERT_TRUE(lastLogLine().starts_with("Saved ")) << lastLogLine();
  const std::string name = lastLogLine().substr(6);
  play({"i8"});
  key(SDLK_l);  // the list of saves
  ASSERT_TRUE(clickButton(name));
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_TRUE(lastLogLine().starts_with("Loaded")) << lastLogLine();
}

// A save is named as the player types it, Chinese too; a name already taken gets a number, and a
// slash cannot make it a folder.
TEST_F(GameFlow, ASaveIsNamedAsTyped) {
  startFriendGame();
  play({"h8", "h9"});
  ASSERT_TRUE(clickButton("Save"));
  ASSERT_EQ(topScene(), "NamePrompt");
  type("renju/lesson 一");
  key(SDLK_BACKSPACE);  // the whole character, not one of its bytes
  type("二");
  ASSERT_TRUE(clickButton("Save"));
  frames(1);
  EXPECT_EQ(lastLogLine(), "Saved renju-lesson 二");
  EXPECT_TRUE(std::filesystem::is_regular_file(prefFolder_ / "save-renju-lesson 二.gomoku"));
  key(SDLK_s, KMOD_LCTRL);
  type("renju-lesson 二");
  key(SDLK_RETURN);
  EXPECT_EQ(lastLogLine(), "Saved renju-lesson 二-2");
  // Esc drops the name and saves nothing.
  key(SDLK_s, KMOD_LCTRL);
  type("never");
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_FALSE(std::filesystem::exists(prefFolder_ / "save-never.gomoku"));
  // Newest first in the list.
  key(SDLK_l);
  frames(1);
  ASSERT_TRUE(clickButton("renju-lesson 二-2"));
  EXPECT_EQ(game().moves().size(), 2u);
}

// The list shows the save under the mouse (the first one otherwise) as a small board, and
// deletes one after asking.
TEST_F(GameFlow, TheLoadListPreviewsAndDeletesSaves) {
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_F5);
  key(SDLK_s, KMOD_LCTRL);
  key(SDLK_RETURN);
  const std::string name = lastLogLine().substr(6);
  key(SDLK_l);
  frames(1);
  SDL_Color wood = pixelAt(1058, 150);  // in the preview, off its grid
  EXPECT_GT(wood.r, 180) << "no preview beside the list";
  std::size_t deleteButtons = 0;
  const DrawnWidget* second = nullptr;
  for (const DrawnWidget& w : widgets()) {
    if (w.label != "\u00d7") continue;
    if (++deleteButtons == 2) second = &w;
  }
  ASSERT_EQ(deleteButtons, 2u);
  ASSERT_NE(second, nullptr);
  clickCanvas(second->box.x + second->box.w / 2, second->box.y + second->box.h / 2);
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Delete"));
  frames(1);
  EXPECT_EQ(lastLogLine(), "Deleted: " + name);
  EXPECT_EQ(app_->saves().list().size(), 1u);  // the quick-save stays
  EXPECT_FALSE(clickButton(name));
}

// The list of saves takes the keyboard: the arrows move among its own rows and buttons, never
// the panel's behind it, and Enter loads the row in focus.
TEST_F(GameFlow, TheLoadListIsUsedByTheKeyboardAlone) {
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_F5);
  play({"i9"});
  key(SDLK_l);
  frames(1);
  // Its rows and buttons: the quick-save, its delete button, and Cancel. Round the list, twice.
  for (int i = 0; i < 6; ++i) {
    key(SDLK_DOWN);
    frames(1);
    EXPECT_GE(app_->ui().focus(), 0);
    EXPECT_LT(app_->ui().focus(), 3) << "the focus went behind the list";
  }
  key(SDLK_DOWN);  // the quick-save's row
  frames(1);
  ASSERT_EQ(app_->ui().focus(), 0);
  key(SDLK_RETURN);
  frames(1);
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_EQ(lastLogLine(), "Loaded Quick-save");
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

// The red cross (board_painter.cpp) on a point: red pixels along its diagonal arms, beside the
// centre where the grid lines cross.
bool crossedOut(GameFlow& test, Point p) {
  const Vec2 c = test.gameScene().view().centre(p);
  const float r = test.gameScene().view().stoneRadius();
  for (float d = r * 0.15f; d < r * 0.4f; d += 1)
    for (Vec2 at : {Vec2{c.x + d, c.y + d}, Vec2{c.x - d, c.y + d}, Vec2{c.x + d, c.y - d}}) {
      const SDL_Color pixel = test.pixelAt(at.x, at.y);
      if (pixel.r > 150 && pixel.g < 90 && pixel.b < 90) return true;
    }
  return false;
}

TEST_F(GameFlow, RenjusRedCrossesShowWhileBlackIsToMoveOnly) {
  startFriendGame("rule=renju\n");
  const Point h8 = *parseNotation("h8", 15);
  frames(1);
  EXPECT_FALSE(crossedOut(*this, h8));
  play({"f8", "a1", "g8", "a3", "h9", "a5", "h10", "o1"});
  frames(30);  // past the landing animation
  EXPECT_TRUE(crossedOut(*this, h8)) << "Black to move: h8 is a double-three";
  play({"o15"});
  frames(30);
  EXPECT_FALSE(crossedOut(*this, h8)) << "White to move: h8 is no foul for White";
  play({"n1"});
  frames(30);
  EXPECT_TRUE(crossedOut(*this, h8)) << "Black to move again";
}

TEST_F(GameFlow, NewGameStartsAnEmptyBoard) {
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_n, KMOD_LCTRL);
  ASSERT_EQ(topScene(), "Confirm");  // the game in progress is not thrown away without a word
  EXPECT_EQ(game().moves().size(), 2u);
  ASSERT_TRUE(clickButton("New game"));
  frames(1);
  EXPECT_TRUE(game().moves().empty());
  EXPECT_EQ(lastLogLine(), "New game");
}

// The panel's button, not only Ctrl+N: starting the new game used to free the match while the
// panel was still drawing from it.
TEST_F(GameFlow, TheNewGameButtonAsksThenStartsAnEmptyBoard) {
  startFriendGame();
  play({"h8", "h9"});
  ASSERT_TRUE(clickButton("New game"));
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Keep this game"));  // as the same question says it from the menu
  frames(1);
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().moves().size(), 2u);
  ASSERT_TRUE(clickButton("New game"));
  ASSERT_TRUE(clickButton("New game"));  // the question's answer
  frames(1);
  EXPECT_TRUE(game().moves().empty());
}

TEST_F(GameFlow, ANewGameNeedsNoQuestionBeforeTheFirstMove) {
  startFriendGame();
  ASSERT_TRUE(clickButton("New game"));
  EXPECT_EQ(topScene(), "Game");
}

TEST_F(GameFlow, CtrlNWorksInThePauseMenuAsItSays) {
  startFriendGame();
  play({"h8"});
  key(SDLK_ESCAPE);
  key(SDLK_n, KMOD_LCTRL);
  EXPECT_EQ(topScene(), "Confirm");
}

// A button's effect is drawn in the very next frame, without waiting for the mouse to move.
TEST_F(GameFlow, AClickedButtonShowsWithoutAnotherEvent) {
  startFriendGame();
  play({"h8", "h9"});
  const DrawnWidget* undo = nullptr;
  for (const DrawnWidget& w : widgets())
    if (w.label == "Undo") undo = &w;
  ASSERT_TRUE(undo);
  SDL_FPoint at = toWindow(undo->box.x + undo->box.w / 2, undo->box.y + undo->box.h / 2);
  click(at.x, at.y);
  ASSERT_EQ(game().moves().size(), 1u);
  // The real loop, which sleeps on a still screen: the changed one must be drawn all the same.
  std::uint64_t before = loop_->drawnFrames();
  loop_->frame(true);
  EXPECT_EQ(loop_->drawnFrames(), before + 1);
  loop_->frame(true);  // now nothing has changed: not drawn again
  EXPECT_EQ(loop_->drawnFrames(), before + 1);
}

TEST_F(GameFlow, SixInARowUnderTheStandardRuleIsNamed) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\nrule=standard\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"a8", "a1", "b8", "a2", "c8", "a3", "e8", "a5", "f8", "a6", "d8"});
  EXPECT_FALSE(game().isOver());
  EXPECT_EQ(lastLogLine(), "Six or more in a row does not win under the standard rule");
}

TEST_F(GameFlow, OnAClockTheFlagFallsAndTheGameIsLostOnTime) {
  startFriendGame("clock=1s\n");
  ASSERT_TRUE(runUntil([&] { return game().isOver(); }));
  EXPECT_EQ(game().outcome(), Outcome::WhiteWins);
  EXPECT_TRUE(game().lostOnTime());
  EXPECT_EQ(lastLogLine(), "White wins!");
  play({"h8"});  // no move after the flag
  EXPECT_TRUE(game().moves().empty());
}

// A preferences folder the game can no longer look into (here a symbolic link to itself, which
// even root cannot follow) used to end the game with an uncaught filesystem_error on Ctrl+S.
TEST_F(GameFlow, SavingIntoAFolderThatCannotBeReadFailsWithAMessage) {
  startFriendGame();
  play({"h8"});
  std::filesystem::remove_all(prefFolder_);
  std::filesystem::create_directory_symlink(prefFolder_, prefFolder_);
  key(SDLK_s, KMOD_LCTRL);
  key(SDLK_RETURN);
  EXPECT_TRUE(lastLogLine().starts_with("Cannot save: ")) << lastLogLine();
  key(SDLK_F5);
  EXPECT_TRUE(lastLogLine().starts_with("Cannot save: ")) << lastLogLine();
  key(SDLK_l);
  EXPECT_EQ(game().moves().size(), 1u);
  std::filesystem::remove(prefFolder_);
}

// The reason comes in full and in the player's language, wrapped on the panel, never cut.
TEST_F(GameFlow, ADamagedQuickSaveSaysWhyInFullAndInChinese) {
  startFriendGame("language=zh-CN\n");
  play({"h8"});
  std::ofstream(prefFolder_ / "quicksave.gomoku", std::ios::binary) << "not a save file at all";
  key(SDLK_F9);
  EXPECT_EQ(lastLogLine(), "无法读取：快速存档：这不是五子棋的存档");
  std::string longest(200, 'x');
  for (const std::string& line :
       app_->text().wrap("Cannot load: " + longest + " because it is damaged", 19, 500))
    EXPECT_LE(app_->text().measure(line, 19).x, 500.5f) << line;
  std::string joined;
  for (const std::string& line :
       app_->text().wrap("一二三四五六七八九十 one two three four five six", 19, 60))
    joined += line;
  EXPECT_EQ(joined, "一二三四五六七八九十onetwothreefourfivesix");
}

// The panel's buttons sit on the table: each is filled with the opaque colour its translucent one
// makes there (no blending of each pixel, which cost the 1920x1080 frame about a tenth of its floor).
TEST_F(GameFlow, ThePanelsButtonsAreFilledWithTheirColourOverTheTable) {
  startFriendGame();
  const DrawnWidget* newGame = nullptr;
  for (const DrawnWidget& w : widgets())
    if (w.label == tr(app_->language(), Text::NewGame)) newGame = &w;
  ASSERT_NE(newGame, nullptr);
  // Inside the button, left of its label and clear of its rounded corners.
  const SDL_Color pixel = pixelAt(newGame->box.x + 14, newGame->box.y + newGame->box.h / 2);
  const SDL_Color expected = over(Palette::kButton, Palette::kTable);
  EXPECT_EQ(pixel.r, expected.r);
  EXPECT_EQ(pixel.g, expected.g);
  EXPECT_EQ(pixel.b, expected.b);
}

}  // namespace
}  // namespace gomoku::app::testing
