// The analysis board in the window (issue 45): A turns it on; the panel shows the engine's three
// best lines for the position in view with the side to move's chances, deepening; a click on a
// line plays its first move; looking back analyses the position then; A again turns it off.
#include <gtest/gtest.h>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class Study : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\n");
    open();
    ASSERT_TRUE(clickButton("Play vs Friend"));
  }
  // The lines' rows drawn in the last frame ("1. h10 h9 ...   82%"), without running another.
  std::vector<DrawnWidget> lineRows() {
    std::vector<DrawnWidget> rows;
    for (const DrawnWidget& w : app_->ui().widgets())
      if (w.kind == DrawnWidget::Kind::Entry && w.label.size() > 3 && w.label[1] == '.' &&
          w.label.back() == '%')
        rows.push_back(w);
    return rows;
  }
  bool analysedTo(int depth) {
    return runUntil([&] {
      const std::string drawn = textDrawn();
      const auto at = drawn.find("Analysis, depth ");
      return at != std::string::npos && std::atoi(drawn.c_str() + at + 16) >= depth && lineRows().size() == 3;
    });
  }
};

TEST_F(Study, ShowsThreeLinesAndAClickPlaysOne) {
  play({"h8", "i9"});
  key(SDLK_a);
  EXPECT_EQ(lastLogLine(), "Analysis on (A): a click on a line plays it");
  ASSERT_TRUE(analysedTo(3)) << textDrawn();
  const Box row = lineRows()[0].box;
  // A click on the first line plays its first move for Black: the move its row named in the frame
  // the click came in (a deeper search may have changed the lines since).
  clickCanvas(row.x + row.w / 2, row.y + row.h / 2);
  const std::vector<DrawnWidget> clicked = lineRows();
  ASSERT_FALSE(clicked.empty());
  const std::string first = clicked[0].label.substr(3, clicked[0].label.find(' ', 3) - 3);
  frames(1);
  ASSERT_EQ(game().moves().size(), 3u);
  EXPECT_EQ(toNotation(game().moves()[2], 15), first);
  // The new position is analysed in its turn, for White.
  ASSERT_TRUE(analysedTo(2)) << textDrawn();
  key(SDLK_a);
  EXPECT_EQ(lastLogLine(), "Analysis off");
  frames(1);
  EXPECT_EQ(textDrawn().find("Analysis, depth"), std::string::npos);
  EXPECT_TRUE(lineRows().empty());
}

// The start menu's Analysis: a board between two people, analysed from the first stone; a record
// pasted into it is analysed at its last position.
TEST_F(Study, TheStartMenuOpensAnAnalysedBoard) {
  key(SDLK_ESCAPE);  // the pause menu
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_EQ(topScene(), "StartMenu");
  ASSERT_TRUE(clickButton("Analysis 分析"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(lastLogLine(), "Analysis on (A): a click on a line plays it");
  SDL_SetClipboardText("h8i9g9h10");
  key(SDLK_v, KMOD_LCTRL);
  ASSERT_EQ(game().moves().size(), 4u);
  ASSERT_TRUE(analysedTo(2)) << textDrawn();
  EXPECT_FALSE(game().player(Stone::Black).isComputer());
  EXPECT_FALSE(game().player(Stone::White).isComputer());
}

TEST_F(Study, LookingBackAnalysesThePositionInView) {
  play({"h8", "i9", "j10"});
  key(SDLK_a);
  ASSERT_TRUE(analysedTo(2));
  const std::string now = lineRows()[0].label;
  key(SDLK_PAGEUP);  // back to the position after h8 i9: Black to move again
  ASSERT_EQ(gameScene().shownMoves(), 2u);
  ASSERT_TRUE(runUntil([&] { return analysedTo(2) && lineRows()[0].label != now; })) << textDrawn();
  EXPECT_EQ(game().moves().size(), 3u);  // looking back changes nothing
}

// Beside the headline, the network's own judgement of the position in view; of a position with
// fewer stones than its data ever had, none.
TEST_F(Study, TheNetworkJudgesThePositionInView) {
  play({"h8", "i9", "j10", "i10"});
  key(SDLK_a);
  ASSERT_TRUE(analysedTo(1)) << textDrawn();
  const std::string judged = networkJudgement(game().board(), game().rule());
  EXPECT_NE(textDrawn().find(judged), std::string::npos) << textDrawn();
  key(SDLK_PAGEUP);
  frames(1);
  EXPECT_EQ(textDrawn().find("Network: "), std::string::npos) << textDrawn();
  key(SDLK_PAGEDOWN);
  frames(1);
  EXPECT_NE(textDrawn().find(judged), std::string::npos) << textDrawn();
}

}  // namespace
}  // namespace gomoku::app::testing
