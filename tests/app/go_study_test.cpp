// Go's analysis in the window (issue 45): A or the panel's Analysis shows the engine's best three
// moves for the position in view, with what the engine gives of each (the fake engine streams
// kata-analyze: win rates, visits, lines; with --analyze top it names GNU Go's top moves in
// points); a click on a move plays it, stepping back analyses the position then, leaving stops
// it, and an engine that dies is told in the log while the game stays.
#include <gtest/gtest.h>

#include "app/scenes/go_scene.h"
#include "app_fixture.h"
#include "core/go/vertex.h"

namespace gomoku::app::testing {
namespace {

class GoStudy : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
  }

  GoScene& go() {
    for (Scene* scene : app_->scenes().shown())
      if (auto* shown = dynamic_cast<GoScene*>(scene)) return *shown;
    throw std::runtime_error("the top scene is " + topScene() + ", not Go");
  }

  // Go on nine lines between two people, the fake engine advising and analysing.
  void startWith(const std::string& advisor) {
    session::GoMatchOptions engines;
    engines.advisor.command = "python3 \"" GOMOKU_FAKE_GTP_ENGINE "\" " + advisor;
    app_->scenes().push(std::make_unique<GoScene>(*app_, engines));
    frames(2);
    ASSERT_TRUE(clickButton("Board"));  // 19 -> 9
    ASSERT_TRUE(clickButton("Opponent"));
    ASSERT_TRUE(clickButton("Opponent"));  // GNU Go plays White -> Black -> a friend
    ASSERT_TRUE(clickButton("Start"));
    ASSERT_EQ(go().game().boardSize(), 9);
  }

  std::string lastLine() {
    const auto& lines = go().log().lines();
    return lines.empty() ? "" : GameLog::spell(app_->language(), lines.back());
  }

  void playAt(const char* vertex) {
    const Vec2 c = go().view().centre(*go::parseVertex(vertex, 9));
    clickCanvas(c.x, c.y);
  }

  // The analysis's rows drawn in the last frame ("1. B1  60.0%  (30)  C1 D1 E1").
  std::vector<DrawnWidget> moveRows() {
    std::vector<DrawnWidget> rows;
    for (const DrawnWidget& w : app_->ui().widgets())
      if (w.kind == DrawnWidget::Kind::Entry && w.label.size() > 3 && w.label[1] == '.' && w.label[2] == ' ')
        rows.push_back(w);
    return rows;
  }

  bool showsRows(std::size_t count, std::string_view first) {
    return runUntil([&] {
      const std::vector<DrawnWidget> rows = moveRows();
      return rows.size() == count && rows[0].label.starts_with(first);
    });
  }
};

TEST_F(GoStudy, StreamsThreeMovesWithWinRatesAndLinesAndAClickPlaysOne) {
  startWith("--analyze kata");
  playAt("A1");
  key(SDLK_a);
  EXPECT_EQ(lastLine(), "Analysis on (A): a click on a line plays it");
  ASSERT_TRUE(showsRows(3, "1. B1  60.0%  +2.5  ("));
  std::vector<DrawnWidget> rows = moveRows();
  EXPECT_NE(rows[0].label.find(")  C1 D1 E1"), std::string::npos) << rows[0].label;
  EXPECT_TRUE(rows[1].label.starts_with("2. C1  50.0%")) << rows[1].label;
  EXPECT_TRUE(rows[2].label.starts_with("3. D1  40.0%")) << rows[2].label;
  const std::string drawn = textDrawn();
  EXPECT_NE(drawn.find("Fake Engine 1.0: "), std::string::npos) << drawn;
  EXPECT_NE(drawn.find(" visits"), std::string::npos);
  EXPECT_NE(drawn.find("60%"), std::string::npos);  // the tag under B1 on the board
  // The second move's row plays it (White's C1), and the analysis follows the new position.
  click(rows[1].box.x + rows[1].box.w / 2, rows[1].box.y + rows[1].box.h / 2);
  ASSERT_EQ(go().game().moveCount(), 2u);
  EXPECT_EQ(go::moveText(go().game().turns().back().move, 9), "C1");
  ASSERT_TRUE(runUntil([&] {
    rows = moveRows();
    return rows.size() == 3 && rows[1].label.starts_with("2. D1");  // C1 is taken now
  }));
  EXPECT_TRUE(rows[0].label.starts_with("1. B1")) << rows[0].label;
  key(SDLK_a);
  EXPECT_EQ(lastLine(), "Analysis off");
  frames(2);
  EXPECT_TRUE(moveRows().empty());
  EXPECT_EQ(go().study(), nullptr);
}

TEST_F(GoStudy, TopMovesShowAsPointsAndSteppingBackAnalysesThePositionThen) {
  startWith("--analyze top");
  playAt("A1");
  playAt("B1");
  ASSERT_TRUE(clickButton("Analysis"));
  ASSERT_TRUE(showsRows(2, "1. C1  12.5 points"));
  EXPECT_TRUE(moveRows()[1].label.starts_with("2. D1  7.2")) << moveRows()[1].label;
  EXPECT_NE(textDrawn().find("Fake Engine 1.0: best moves (points)"), std::string::npos) << textDrawn();
  key(SDLK_PAGEUP);  // back to the position after A1 alone
  ASSERT_EQ(go().shownMoves(), 1u);
  ASSERT_TRUE(showsRows(2, "1. B1  12.5 points"));
  key(SDLK_PAGEDOWN);
  ASSERT_TRUE(showsRows(2, "1. C1"));
}

TEST_F(GoStudy, AnEngineWithoutAnalysisGivesItsMoveAlone) {
  startWith("");
  playAt("A1");
  key(SDLK_a);
  ASSERT_TRUE(showsRows(1, "1. B1"));
  EXPECT_EQ(moveRows()[0].label, "1. B1");
  EXPECT_NE(textDrawn().find("Fake Engine 1.0: its move alone"), std::string::npos) << textDrawn();
}

TEST_F(GoStudy, LeavingStopsTheAnalysisAndComingBackStartsItAgain) {
  startWith("--analyze kata");
  key(SDLK_a);
  ASSERT_TRUE(showsRows(3, "1. A1"));
  ASSERT_TRUE(go().study()->running());
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Pause");
  EXPECT_FALSE(go().study()->running());
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Go");
  ASSERT_TRUE(runUntil([&] { return go().study()->running(); }));
}

TEST_F(GoStudy, AnEngineThatDiesIsToldAndTheGameStays) {
  startWith("--analyze kata --on kata-analyze --then crash");
  playAt("E5");
  key(SDLK_a);
  ASSERT_TRUE(runUntil([&] { return lastLine().starts_with("The analysis stopped: "); }));
  EXPECT_NE(lastLine().find("Fake Engine 1.0 ended during \"kata-analyze w 50\""), std::string::npos)
      << lastLine();
  EXPECT_TRUE(moveRows().empty());
  EXPECT_EQ(go().game().moveCount(), 1u);
  playAt("D4");
  EXPECT_EQ(go().game().moveCount(), 2u);
}

}  // namespace
}  // namespace gomoku::app::testing
