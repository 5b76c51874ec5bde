// Go's move list as a tree in the window, through real SDL events: a stone played on a past
// position starts a variation beside the line, a click on a move goes there, Ctrl+Up and Ctrl+Down
// step between the moves beside each other, Promote and Delete (after asking) in English and
// Chinese; against the engine the variation is answered in it, the engine brought to the new
// position; the quick-save keeps the tree.
#include <gtest/gtest.h>

#include <fstream>

#include "app/scenes/go_scene.h"
#include "app_fixture.h"
#include "core/go/vertex.h"

namespace gomoku::app::testing {
namespace {

class GoVariations : public AppTest {
 protected:
  GoScene& go() {
    for (Scene* scene : app_->scenes().shown())
      if (auto* shown = dynamic_cast<GoScene*>(scene)) return *shown;
    throw std::runtime_error("the top scene is " + topScene() + ", not Go");
  }

  // Go on nine lines, the fake engine playing White (or nobody: a friend) and advising.
  void start(bool vsEngine, const std::string& language = "en") {
    writeSettings("language=" + language + "\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
    session::GoMatchOptions engines;
    const std::string fake = "python3 \"" GOMOKU_FAKE_GTP_ENGINE "\"";
    engines.engineFor = [fake](int) { return session::EngineSettings{.command = fake}; };
    engines.advisor.command = fake;
    app_->scenes().push(std::make_unique<GoScene>(*app_, engines));
    frames(2);
    ASSERT_EQ(topScene(), "GoSetup");
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::GoBoard)));  // 19 -> 9
    if (!vsEngine) {
      const std::string opponent(tr(app_->language(), Text::GoOpponent));
      ASSERT_TRUE(clickButton(opponent));
      ASSERT_TRUE(clickButton(opponent));  // the engine plays White -> Black -> a friend
    }
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::GoStart)));
    ASSERT_EQ(go().game().boardSize(), 9);
  }

  void play(std::initializer_list<const char*> vertices) {
    for (const char* vertex : vertices) {
      const Vec2 c = go().view().centre(*go::parseVertex(vertex, 9));
      clickCanvas(c.x, c.y);
    }
  }

  std::string lastLine() {
    const auto& lines = go().log().lines();
    return lines.empty() ? "" : GameLog::spell(app_->language(), lines.back());
  }

  // The moves from the root to where the game stands.
  std::string line() {
    std::string text;
    for (const go::Game::Turn& turn : go().game().turns()) text += go::moveText(turn.move, 9) + " ";
    return text;
  }

  bool hasWidget(std::string_view label) {
    frames(1);
    for (const auto& widget : widgets())
      if (widget.label == label) return true;
    return false;
  }
};

// As a player would with the mouse: a click on a move, a stone, the variation's buttons.
TEST_F(GoVariations, AVariationIsMadePromotedAndDeletedByClicks) {
  start(false);
  play({"E5", "C3", "G7", "C7"});
  ASSERT_TRUE(clickButton("C3"));
  frames(2);
  EXPECT_EQ(go().shownMoves(), 2u);
  EXPECT_FALSE(hasWidget("Promote"));  // on the main line: nothing to promote
  play({"G3"});
  frames(2);
  EXPECT_EQ(topScene(), "Go");  // no question: nothing is lost
  EXPECT_EQ(line(), "E5 C3 G3 ");
  EXPECT_EQ(go().shownMoves(), 3u);
  EXPECT_EQ(lastLine(), "Variation: 2. G3");
  const GameTree& tree = go().game().tree();
  const GameTree::Id c3 = tree.children(tree.children(GameTree::kRoot)[0])[0];
  ASSERT_EQ(tree.children(c3).size(), 2u);
  EXPECT_TRUE(hasWidget("G7"));  // the old line, beside the new one
  EXPECT_TRUE(hasWidget("C7"));
  ASSERT_TRUE(clickButton("Promote"));
  frames(2);
  EXPECT_EQ(tree.node(tree.children(c3)[0]).move, *go::parseVertex("G3", 9));
  EXPECT_EQ(lastLine(), "Main line now: 2. G3");
  // The old line is a variation now: a click on its move goes there.
  ASSERT_TRUE(clickButton("G7"));
  frames(2);
  EXPECT_EQ(line(), "E5 C3 G7 C7 ");
  EXPECT_EQ(go().shownMoves(), 3u);
  // Ctrl+Up and Ctrl+Down step between the moves beside each other.
  key(SDLK_UP, KMOD_LCTRL);
  EXPECT_EQ(line(), "E5 C3 G3 ");
  key(SDLK_DOWN, KMOD_LCTRL);
  EXPECT_EQ(line(), "E5 C3 G7 C7 ");
  ASSERT_TRUE(clickButton("Delete"));
  frames(2);
  ASSERT_EQ(topScene(), "Confirm");  // it cannot be brought back: asked first
  ASSERT_TRUE(clickButton("Delete"));
  frames(2);
  EXPECT_EQ(topScene(), "Go");
  EXPECT_EQ(lastLine(), "Variation deleted: 2. G7");
  EXPECT_FALSE(tree.branches());
  EXPECT_FALSE(hasWidget("C7"));
  EXPECT_EQ(line(), "E5 C3 ");
  ASSERT_EQ(go().game().redoTurns().size(), 1u);
  EXPECT_EQ(go().game().redoTurns().back().move, go::Move::play(*go::parseVertex("G3", 9)));
}

TEST_F(GoVariations, AVariationFoldsAndTheButtonsSpeakChinese) {
  start(false, "zh-CN");
  play({"E5", "C3", "G7"});
  ASSERT_TRUE(clickButton("C3"));
  play({"A1"});
  frames(2);
  EXPECT_EQ(lastLine(), "变化：2. A1");
  play({"A2", "A3"});
  EXPECT_TRUE(hasWidget("设为主线"));
  EXPECT_TRUE(hasWidget("删除变化"));
  ASSERT_TRUE(clickButton("G7"));  // back to the main line: the variation under C3's pair
  frames(2);
  EXPECT_TRUE(hasWidget("A2"));
  ASSERT_TRUE(clickButton("-"));
  frames(2);
  EXPECT_TRUE(hasWidget("A1"));
  EXPECT_FALSE(hasWidget("A2"));
  ASSERT_TRUE(clickButton("+"));
  EXPECT_TRUE(hasWidget("A2"));
}

// A game taken back to its first position still has its moves in the tree: leaving keeps it.
TEST_F(GoVariations, AGameTakenBackToItsStartIsKeptWithItsVariations) {
  start(false);
  play({"E5", "C3"});
  ASSERT_TRUE(clickButton("Undo"));
  play({"G7"});  // beside C3
  ASSERT_TRUE(clickButton("Undo"));
  ASSERT_TRUE(clickButton("Undo"));
  ASSERT_EQ(go().game().moveCount(), 0u);
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_EQ(topScene(), "StartMenu");
  app_->scenes().push(std::make_unique<GoScene>(*app_));
  frames(2);
  ASSERT_TRUE(clickButton(tr(app_->language(), Text::GoContinueLast)));
  frames(2);
  EXPECT_EQ(go().game().tree().size(), 3u);
  EXPECT_TRUE(go().game().tree().branches());
  EXPECT_EQ(go().game().moveCount(), 0u);
}

// Against the engine, a stone played on a past position is answered in the variation: the engine,
// which had the old line on its board, is brought to the new position first.
TEST_F(GoVariations, TheEngineAnswersInTheVariation) {
  start(true);
  play({"E5"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 2; }));
  play({"C3"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 4; }));
  const std::string before = line();
  EXPECT_EQ(before, "E5 A1 C3 B1 ");
  ASSERT_TRUE(clickButton("A1"));  // the engine's first answer
  frames(2);
  ASSERT_EQ(go().shownMoves(), 2u);
  play({"G7"});
  const GameTree& tree = go().game().tree();
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 4 && !tree.onMainLine(tree.current()); }));
  EXPECT_NE(line(), before);
  EXPECT_EQ(go::moveText(go().game().turns()[2].move, 9), "G7");
  // The fake engine plays the first free point of the board it was told of: B1, on the board of the
  // variation (on the old line's it would have been C1, after B1).
  EXPECT_EQ(go::moveText(go().game().turns()[3].move, 9), "B1");
  // The engine's own moves are not the person's to replay: in the past, on its turn, nothing goes in.
  ASSERT_TRUE(clickButton("E5"));
  frames(2);
  play({"A1"});
  EXPECT_EQ(lastLine(), "The computer played that move: go to one of your turns to play another");
  // The quick-save keeps the tree, and F9 brings it back.
  key(SDLK_END);
  const std::size_t nodes = go().game().tree().size();
  key(SDLK_F5);
  play({"A9"});
  ASSERT_TRUE(runUntil([&] { return go().game().tree().size() >= nodes + 2; }));
  key(SDLK_F9);
  frames(2);
  // A new match holds the game loaded.
  EXPECT_EQ(go().game().tree().size(), nodes);
  EXPECT_TRUE(go().game().tree().branches());
}

}  // namespace
}  // namespace gomoku::app::testing
