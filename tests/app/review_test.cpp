// Review with the engine in the window: a finished game reviewed at a time a position the player
// picks, the blunder marked in the move list and named in the log, the engine's line on the board
// for the position in view, a review stopped at once, and one the game has left behind dropped.
#include "session/review.h"

#include <algorithm>

#include "app_fixture.h"
#include "core/move_text.h"
#include "session/endless_engine.h"
#include "session/node_limited_engine.h"

namespace gomoku::app::testing {
namespace {

class Review : public AppTest {
 protected:
  void startFriendGame() {
    writeSettings("language=en\nfullscreen=off\nmusic=off\n");
    // The engine held to nodes, not to the time chosen, unless the test brings its own: it finds
    // the same on a loaded machine.
    if (!options_.makeEngine) options_.makeEngine = gomoku::testing::nodeLimited(20000);
    open();
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
  }
  // Black's open three is left alone by White's a1 (move 6), and Black wins with an open four.
  void playTheBlunder() {
    play({"h8", "h9", "i9", "i10", "j10", "a1", "k11", "g7", "l12"});
    ASSERT_TRUE(game().isOver());
  }
  bool widgetLabelled(std::string_view label) {
    const auto& drawn = widgets();
    return std::any_of(drawn.begin(), drawn.end(), [&](const DrawnWidget& w) { return w.label == label; });
  }
  // Some line drawn in the last frame is exactly `line`.
  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
  }
  bool shownStarting(const std::string& start) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn.starts_with(start)) return true;
    return false;
  }
  Point at(const char* notation) const { return *parseNotation(notation, 15); }
};

TEST_F(Review, AFinishedGameIsReviewedAndItsBlunderMarked) {
  startFriendGame();
  playTheBlunder();
  ASSERT_TRUE(clickButton("Review"));
  // The times offered, each with the whole review's length: ten positions.
  ASSERT_TRUE(widgetLabelled("2 s   (~0:20)"));
  ASSERT_TRUE(clickButton("0.5 s   (~0:05)"));
  ASSERT_NE(gameScene().analysis(), nullptr);
  EXPECT_TRUE(widgetLabelled("Stop review"));
  ASSERT_TRUE(runUntil([&] { return !gameScene().analysis()->running(); }, std::chrono::seconds(60)));
  frames(1);
  EXPECT_EQ(gameScene().analysis()->done(), 10u);
  EXPECT_TRUE(widgetLabelled("a1??"));
  EXPECT_TRUE(widgetLabelled("k11"));  // Black's winning moves are not marked
  // Named as the move list numbers it: a1 is White's move of the third pair.
  EXPECT_NE(lastLogLine().find("3...\u00A0a1??"), std::string::npos) << lastLogLine();
  EXPECT_TRUE(shown("3."));

  // Before a1 the engine blocks the three: its line starts at one of the three's ends.
  ASSERT_TRUE(clickButton("j10"));
  frames(1);
  ASSERT_EQ(gameScene().shownMoves(), 5u);
  // Beside the headline, the network's own judgement of the position in view.
  EXPECT_TRUE(shown(networkJudgement(session::positionAfter(game(), 5).board(), game().rule())));
  const std::vector<Point> line = gameScene().bestLineShown();
  ASSERT_FALSE(line.empty());
  EXPECT_TRUE(line[0] == at("g7") || line[0] == at("k11") || line[0] == at("f6") || line[0] == at("l12"))
      << toNotation(line[0], 15);
  // At the blunder the board shows the move the engine would have played instead: the same block,
  // White's, alone; not the engine's answer to a1 (Black's winning four).
  ASSERT_TRUE(clickButton("a1??"));
  frames(1);
  ASSERT_EQ(gameScene().shownMoves(), 6u);
  EXPECT_TRUE(gameScene().mistakeShown());
  EXPECT_EQ(gameScene().bestLineShown(), std::vector<Point>{line[0]});
  EXPECT_TRUE(shownStarting("Engine: " + toNotation(line[0], 15) + " instead of a1   "));
  // Black's open three is a straight four to make: settled, not the network's to judge.
  EXPECT_FALSE(shownStarting("Network: "));
  // A click on the graph shows the position under it: its first bar is the empty board.
  clickCanvas(GameScene::kReviewGraph.x + 2, GameScene::kReviewGraph.y + GameScene::kReviewGraph.h / 2);
  frames(1);
  EXPECT_EQ(gameScene().shownMoves(), 0u);
}

TEST_F(Review, AReviewStopsAtOnceAndAnUndoDropsIt) {
  options_.makeEngine = gomoku::testing::endlessEngine;
  startFriendGame();
  playTheBlunder();
  key(SDLK_r);
  key(SDLK_4);  // five seconds a position: it would take almost a minute
  ASSERT_NE(gameScene().analysis(), nullptr);
  ASSERT_TRUE(gameScene().analysis()->running());
  // The empty board needs no engine: it is reviewed as soon as the review's thread runs.
  ASSERT_TRUE(runUntil([&] { return gameScene().analysis()->done() >= 1; }));
  const auto asked = std::chrono::steady_clock::now();
  ASSERT_TRUE(clickButton("Stop review"));
  EXPECT_LT(std::chrono::steady_clock::now() - asked, std::chrono::seconds(2));
  frames(1);
  EXPECT_FALSE(gameScene().analysis()->running());
  // Only the empty board, which needs no engine, was reviewed.
  EXPECT_NE(lastLogLine().find("1 / 10"), std::string::npos) << lastLogLine();

  // The game moves on from under the review: it is dropped, and the hint is back.
  ASSERT_TRUE(clickButton("Undo"));
  frames(1);
  EXPECT_EQ(gameScene().analysis(), nullptr);
  EXPECT_TRUE(widgetLabelled("Hint"));
  EXPECT_FALSE(widgetLabelled("Review"));
}

// The dialog's Cancel stands apart from the times above it, not tight under the last one.
TEST_F(Review, CancelStandsApartFromTheTimes) {
  startFriendGame();
  playTheBlunder();
  ASSERT_TRUE(clickButton("Review"));
  frames(1);
  float lowestTime = 0, cancelTop = 0;
  for (const DrawnWidget& w : widgets()) {
    if (w.label.find("(~") != std::string::npos) lowestTime = std::max(lowestTime, w.box.y + w.box.h);
    if (w.label == "Cancel") cancelTop = w.box.y;
  }
  ASSERT_GT(lowestTime, 0);
  EXPECT_GE(cancelTop - lowestTime, 16)
      << "Cancel at " << cancelTop << ", the last time ends at " << lowestTime;
}

TEST_F(Review, ThePauseMenuReviewsAGameInProgress) {
  options_.makeEngine = gomoku::testing::endlessEngine;
  startFriendGame();
  play({"h8", "h9"});
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Review"));
  ASSERT_TRUE(clickButton("1 s   (~0:03)"));
  ASSERT_NE(gameScene().analysis(), nullptr);
  EXPECT_EQ(gameScene().analysis()->total(), 3u);
  EXPECT_TRUE(widgetLabelled("Stop review"));
}

}  // namespace
}  // namespace gomoku::app::testing
