// The board editor in the window (issue 45): stones put and taken away by clicks, the side to
// move, rule and size chosen beside them; a position no game reaches refused with why, one that
// can played from or analysed; Ctrl+V takes a record's stones, E brings a game's position in.
#include "app/scenes/board_editor.h"

#include <gtest/gtest.h>

#include "app/board_view.h"
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class Editor : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\n");
    open();
    ASSERT_TRUE(clickButton("Board editor 摆棋"));
    ASSERT_EQ(topScene(), "BoardEditor");
  }
  void put(std::initializer_list<const char*> points) {
    for (const char* name : points) {
      const Vec2 c = BoardView(15, kBoardPanel).centre(*parseNotation(name, 15));
      clickCanvas(c.x, c.y);
    }
  }
  bool enabled(std::string_view label) {
    for (const DrawnWidget& w : widgets())
      if (w.label == label) return w.enabled;
    ADD_FAILURE() << "no " << label;
    return false;
  }
};

TEST_F(Editor, StonesGoDownInTurnAndTheGameGoesOnFromThem) {
  put({"h8", "i9", "h9"});
  EXPECT_NE(textDrawn().find("Black 2 stones, White 1"), std::string::npos) << textDrawn();
  EXPECT_NE(textDrawn().find("A position play can reach. White to move."), std::string::npos);
  put({"i9"});  // a click on a stone takes it away
  EXPECT_NE(textDrawn().find("Black 2 stones, White 0"), std::string::npos);
  put({"i9"});
  ASSERT_TRUE(clickButton("Play vs Friend"));
  frames(1);
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().setUpStones(), 3u);
  EXPECT_EQ(game().sideToMove(), Stone::White);
  // No set-up stone is marked as the last move played (h9 is the last in the order they stand in).
  const Vec2 h9 = BoardView(15, kBoardPanel).centre(*parseNotation("h9", 15));
  const SDL_Color dot = pixelAt(h9.x, h9.y);
  EXPECT_FALSE(dot.r > 180 && dot.g < 90) << int(dot.r) << "," << int(dot.g) << "," << int(dot.b);
  // Undo never takes the set-up stones away.
  key(SDLK_z, KMOD_CTRL);
  EXPECT_EQ(game().board().stoneCount(), 3);
  play({"j10"});
  EXPECT_EQ(game().moves().size(), 4u);
  EXPECT_NE(textDrawn().find("Moves: 1"), std::string::npos) << textDrawn();  // j10 alone was played
  const Vec2 j10 = BoardView(15, kBoardPanel).centre(*parseNotation("j10", 15));
  EXPECT_GT(pixelAt(j10.x, j10.y).r, 180);  // the move played is
  key(SDLK_z, KMOD_CTRL);
  EXPECT_EQ(game().moves().size(), 3u);
}

TEST_F(Editor, APositionNoGameReachesIsRefusedWithWhy) {
  key(SDLK_2);  // Black's stones only
  put({"a1", "b1", "c1", "d1", "e1"});
  EXPECT_NE(textDrawn().find("Black has 5 stones and White 0: Black must have as many as White"),
            std::string::npos)
      << textDrawn();
  EXPECT_FALSE(enabled("Play vs Friend"));
  EXPECT_FALSE(clickButton("Analyse"));
  key(SDLK_3);  // White's
  put({"a3", "b3", "c3", "d3"});
  EXPECT_NE(textDrawn().find("Black already has five in a row at a1"), std::string::npos) << textDrawn();
  EXPECT_FALSE(enabled("Play vs Friend"));
  put({"e1"});  // taken away: now a game reaches it, Black to move
  EXPECT_NE(textDrawn().find("Black to move"), std::string::npos) << textDrawn();
  EXPECT_TRUE(enabled("Play vs Friend"));
}

TEST_F(Editor, ChoosingTheSideToMoveTheCountsDoNotGiveIsRefused) {
  put({"h8", "i9"});
  for (const DrawnWidget& w : widgets())
    if (w.label == "To move") clickCanvas(w.box.x + w.box.w - 20, w.box.y + w.box.h / 2);
  frames(1);
  const auto* editor = dynamic_cast<const BoardEditor*>(app_->scenes().top());
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(editor->position().toMove, Stone::White);
  EXPECT_NE(textDrawn().find("Black has 1 stones and White 1"), std::string::npos) << textDrawn();
  EXPECT_FALSE(enabled("Play vs Computer"));
}

TEST_F(Editor, AnalyseStartsTheAnalysisBoardOnThePosition) {
  put({"h8", "i9", "h9", "i8"});
  ASSERT_TRUE(clickButton("Analyse"));
  frames(1);
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().setUpStones(), 4u);
  EXPECT_EQ(lastLogLine(), "Analysis on (A): a click on a line plays it");
}

TEST_F(Editor, PasteTakesTheStonesOfARecord) {
  SDL_SetClipboardText("h8i9j10");
  key(SDLK_v, KMOD_CTRL);
  EXPECT_NE(textDrawn().find("Black 2 stones, White 1"), std::string::npos) << textDrawn();
  SDL_SetClipboardText("not a record");
  key(SDLK_v, KMOD_CTRL);
  EXPECT_NE(textDrawn().find("Cannot paste: "), std::string::npos) << textDrawn();
  EXPECT_NE(textDrawn().find("Black 2 stones, White 1"), std::string::npos);  // nothing lost
}

TEST_F(Editor, EBringsTheGamesPositionIn) {
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "i9", "j10"});
  key(SDLK_e);
  frames(1);
  ASSERT_EQ(topScene(), "BoardEditor");
  EXPECT_NE(textDrawn().find("Black 2 stones, White 1"), std::string::npos) << textDrawn();
}

// The set-up stones stay the position the game begins from through a quick-save and quick-load and
// through a quit and Continue: undo stops at them, as before the save.
TEST_F(Editor, ASetUpPositionOutlivesQuickSaveQuickLoadAndContinue) {
  put({"h8", "i9", "h9"});
  ASSERT_TRUE(clickButton("Play vs Friend"));
  frames(1);
  play({"j10"});
  key(SDLK_F5);
  EXPECT_EQ(lastLogLine(), "Quick-saved (F5)");
  key(SDLK_F9);
  EXPECT_EQ(lastLogLine(), "Quick-loaded (F9)");
  EXPECT_EQ(game().setUpStones(), 3u);
  EXPECT_EQ(game().moves().size(), 4u);
  key(SDLK_z, KMOD_CTRL);
  EXPECT_EQ(game().moves().size(), 3u);
  EXPECT_FALSE(game().canUndo());
  key(SDLK_z, KMOD_CTRL);
  EXPECT_EQ(game().board().stoneCount(), 3);
  play({"k11"});
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Quit"));
  ASSERT_TRUE(app_->quitRequested());
  close();
  open();
  ASSERT_TRUE(clickButton("Continue"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().setUpStones(), 3u);
  EXPECT_EQ(game().moves().size(), 4u);
  key(SDLK_z, KMOD_CTRL);
  key(SDLK_z, KMOD_CTRL);
  EXPECT_EQ(game().board().stoneCount(), 3);
}

TEST_F(Editor, SaysWhyInChinese) {
  Settings chinese = app().settings();
  chinese.language = Language::Chinese;
  app().changeSettings(chinese);
  key(SDLK_2);
  put({"h8", "h9"});
  EXPECT_NE(textDrawn().find("黑子 2 枚，白子 0 枚：黑子须与白子一样多（轮到黑）"), std::string::npos)
      << textDrawn();
}

}  // namespace
}  // namespace gomoku::app::testing
