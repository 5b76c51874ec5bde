// The move list beside the board: stepping through a game by keys or by a click on a move shows
// that position on the board and leaves the game as it is; a move played on a past position
// starts a variation, which the list shows indented, and which can be promoted or deleted.
#include <optional>

#include "app_fixture.h"
#include "core/move_text.h"

namespace gomoku::app::testing {
namespace {

bool dark(SDL_Color c) {
  return c.r < 90 && c.g < 90 && c.b < 90;
}

class MoveList : public AppTest {
 protected:
  void startFriendGame(const std::string& settings = "") {
    writeSettings("language=en\nfullscreen=off\nmusic=off\n" + settings);
    open();
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
    ASSERT_EQ(topScene(), "Game");
  }
  // Whether a black stone is drawn at p (off its centre, where the last-move mark sits).
  bool blackStoneAt(Point p) {
    frames(30);  // past the landing animation
    Vec2 c = gameScene().view().centre(p);
    float off = gameScene().view().stoneRadius() * 0.45f;
    return dark(pixelAt(c.x + off, c.y + off));
  }
  std::size_t shown() const { return gameScene().shownMoves(); }
  std::string moves() const { return writeMoveText(game()); }
  // Whether the last frame drew a widget (a move of the list, a button) with this label.
  bool hasWidget(std::string_view label) {
    frames(1);
    for (const auto& widget : widgets())
      if (widget.label == label) return true;
    return false;
  }
};

TEST_F(MoveList, ThePageKeysStepThroughTheMovesAndTheBoardShowsThatPosition) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  ASSERT_TRUE(blackStoneAt({8, 7}));  // i8
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  EXPECT_EQ(shown(), 2u);
  EXPECT_FALSE(blackStoneAt({8, 7}));  // i8 is the third move: not on the board yet
  EXPECT_TRUE(blackStoneAt({7, 7}));
  EXPECT_EQ(moves(), "h8h9i8i9");  // only a view: the game is as it was
  key(SDLK_PAGEDOWN);
  EXPECT_EQ(shown(), 3u);
  EXPECT_TRUE(blackStoneAt({8, 7}));
}

TEST_F(MoveList, ItsKeysDoNothingUnderThePauseMenu) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_ESCAPE);
  key(SDLK_PAGEUP);
  key(SDLK_HOME);
  EXPECT_EQ(shown(), 4u);
  key(SDLK_ESCAPE);
  key(SDLK_PAGEUP);
  EXPECT_EQ(shown(), 3u);
}

TEST_F(MoveList, CtrlArrowsStepAndHomeAndEndGoToBothEnds) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_HOME);
  EXPECT_EQ(shown(), 0u);
  EXPECT_FALSE(blackStoneAt({7, 7}));
  key(SDLK_RIGHT, KMOD_LCTRL);
  EXPECT_EQ(shown(), 1u);
  key(SDLK_END);
  EXPECT_EQ(shown(), 4u);
  key(SDLK_LEFT, KMOD_LCTRL);
  EXPECT_EQ(shown(), 3u);
  // The plain arrows still move the board's cursor, not the view.
  key(SDLK_LEFT);
  EXPECT_EQ(shown(), 3u);
}

TEST_F(MoveList, AClickOnAMoveShowsThePositionAfterIt) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9", "j8"});
  ASSERT_TRUE(clickButton("h9"));
  frames(1);
  EXPECT_EQ(shown(), 2u);
  ASSERT_TRUE(clickButton("j8"));
  frames(1);
  EXPECT_EQ(shown(), 5u);
}

TEST_F(MoveList, TheMoveInViewIsMarkedAndTakesNoClick) {
  startFriendGame();
  play({"h8", "h9", "i8"});
  key(SDLK_PAGEUP);
  frames(1);
  int entries = 0;
  for (const DrawnWidget& widget : widgets()) {
    if (widget.kind != DrawnWidget::Kind::Entry) continue;
    ++entries;
    EXPECT_EQ(widget.enabled, widget.label != "h9") << widget.label;
  }
  EXPECT_EQ(entries, 3);
}

// Where the move list drew the move labelled `label`; nullopt when it is scrolled out of view.
std::optional<Box> entryBox(AppTest& t, const std::string& label) {
  for (const DrawnWidget& widget : t.widgets())
    if (widget.kind == DrawnWidget::Kind::Entry && widget.label == label) return widget.box;
  return std::nullopt;
}

TEST_F(MoveList, ALongListShowsTheNewestMoveAndStaysStillUnderAClick) {
  startFriendGame();
  SDL_SetClipboardText("a1a2a3a4a5a6a7a8a9a10a11a12a13a14a15b1b2b3b4b5b6b7b8b9b10b11b12b13b14b15");
  key(SDLK_v, KMOD_LCTRL);
  frames(2);
  ASSERT_EQ(game().moves().size(), 30u);
  EXPECT_TRUE(entryBox(*this, "b15"));  // the newest move
  EXPECT_FALSE(entryBox(*this, "a1"));  // the first pairs scrolled away
  const std::optional<Box> before = entryBox(*this, "b5");
  ASSERT_TRUE(before);
  ASSERT_TRUE(clickButton("b5"));
  frames(2);
  EXPECT_EQ(shown(), 20u);
  const std::optional<Box> after = entryBox(*this, "b5");
  ASSERT_TRUE(after);
  EXPECT_EQ(after->y, before->y);
  key(SDLK_HOME);
  frames(2);
  EXPECT_TRUE(entryBox(*this, "a1"));
  key(SDLK_END);
  frames(2);
  EXPECT_TRUE(entryBox(*this, "b15"));
}

TEST_F(MoveList, TheWheelOverTheListStepsThroughTheMoves) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  auto wheel = [this](float x, float y, Sint32 up) {
    SDL_FPoint at = toWindow(x, y);
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    motion.motion.windowID = SDL_GetWindowID(app_->window().sdl());
    motion.motion.x = static_cast<Sint32>(at.x);
    motion.motion.y = static_cast<Sint32>(at.y);
    SDL_PushEvent(&motion);
    SDL_Event roll{};
    roll.type = SDL_MOUSEWHEEL;
    roll.wheel.windowID = motion.motion.windowID;
    roll.wheel.y = up;
    roll.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    SDL_PushEvent(&roll);
    frames(1);
  };
  const Box list = GameScene::kMoveListPanel;
  wheel(list.x + list.w / 2, list.y + list.h / 2, 1);
  wheel(list.x + list.w / 2, list.y + list.h / 2, 1);
  EXPECT_EQ(shown(), 2u);
  wheel(list.x + list.w / 2, list.y + list.h / 2, -1);
  EXPECT_EQ(shown(), 3u);
  wheel(300, 300, 1);  // over the board: nothing
  EXPECT_EQ(shown(), 3u);
}

TEST_F(MoveList, AMoveOnAPastPositionStartsAVariationAndKeepsTheLine) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  play({"j10"});
  frames(2);
  EXPECT_EQ(topScene(), "Game");  // no question: nothing is lost
  EXPECT_EQ(moves(), "h8h9j10");
  EXPECT_EQ(shown(), 3u);
  EXPECT_FALSE(game().canRedo());
  EXPECT_EQ(lastLogLine(), "Variation: 2. j10");  // as the list numbers it
  // The old line is in the tree, and in the list beside the new one.
  EXPECT_EQ(game().tree().size(), 5u);
  EXPECT_TRUE(game().tree().branches());
  EXPECT_TRUE(hasWidget("i8"));
  EXPECT_TRUE(hasWidget("i9"));
  EXPECT_TRUE(hasWidget("j10"));
}

// As a player would with the mouse: a click on a move, a stone, the variation's buttons.
TEST_F(MoveList, AVariationIsMadePromotedAndDeletedByClicks) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  ASSERT_TRUE(clickButton("h9"));
  frames(2);
  EXPECT_EQ(shown(), 2u);
  EXPECT_FALSE(hasWidget("Promote"));  // on the main line: nothing to promote
  play({"j10"});
  frames(2);
  EXPECT_EQ(moves(), "h8h9j10");
  const GameTree& tree = game().tree();
  const GameTree::Id h9 = tree.children(tree.children(GameTree::kRoot)[0])[0];
  ASSERT_EQ(tree.children(h9).size(), 2u);
  EXPECT_EQ(toNotation(tree.node(tree.children(h9)[1]).move, 15), "j10");
  ASSERT_TRUE(clickButton("Promote"));
  frames(2);
  EXPECT_EQ(toNotation(tree.node(tree.children(h9)[0]).move, 15), "j10");
  EXPECT_EQ(lastLogLine(), "Main line now: 2. j10");
  // The old line is a variation now: a click on its move goes there.
  ASSERT_TRUE(clickButton("i8"));
  frames(2);
  EXPECT_EQ(moves(), "h8h9i8i9");
  EXPECT_EQ(shown(), 3u);
  // Ctrl+Down and Ctrl+Up step between the moves beside each other.
  key(SDLK_UP, KMOD_LCTRL);
  EXPECT_EQ(moves(), "h8h9j10");
  key(SDLK_DOWN, KMOD_LCTRL);
  EXPECT_EQ(moves(), "h8h9i8i9");
  ASSERT_TRUE(clickButton("Delete"));
  frames(2);
  ASSERT_EQ(topScene(), "Confirm");  // it cannot be brought back: asked first
  ASSERT_TRUE(clickButton("Delete"));
  frames(2);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(lastLogLine(), "Variation deleted: 2. i8");
  EXPECT_FALSE(tree.branches());
  EXPECT_EQ(tree.size(), 3u);
  EXPECT_FALSE(hasWidget("i8"));
  EXPECT_EQ(moves(), "h8h9");
  EXPECT_EQ(game().redoMoves().back(), *parseNotation("j10", 15));
}

TEST_F(MoveList, AVariationFoldsUnderItsMarker) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9", "j8"});
  ASSERT_TRUE(clickButton("h9"));
  play({"a1", "a2", "a3"});
  frames(2);
  ASSERT_TRUE(clickButton("i8"));  // back to the main line: the variation a1 a2 a3 under h9's pair
  frames(2);
  EXPECT_TRUE(hasWidget("a2"));
  ASSERT_TRUE(clickButton("-"));
  frames(2);
  EXPECT_TRUE(hasWidget("a1"));
  EXPECT_FALSE(hasWidget("a2"));
  ASSERT_TRUE(clickButton("+"));
  frames(2);
  EXPECT_TRUE(hasWidget("a2"));
}

TEST_F(MoveList, TheVariationsButtonsSpeakChinese) {
  writeSettings("language=zh-CN\nfullscreen=off\nmusic=off\n");
  open();
  ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
  play({"h8", "h9", "i8"});
  key(SDLK_PAGEUP);
  play({"j10"});
  frames(2);
  EXPECT_TRUE(hasWidget("设为主线"));
  EXPECT_TRUE(hasWidget("删除变化"));
  EXPECT_EQ(lastLogLine(), "变化：2. j10");
}

TEST_F(MoveList, APointTakenInThePastPositionIsRefusedWithoutAQuestion) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  play({"h9"});
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(moves(), "h8h9i8i9");
}

TEST_F(MoveList, PlayingTheMoveTheLinePlaysWalksOnAlongIt) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  play({"i8"});
  frames(2);
  EXPECT_EQ(moves(), "h8h9i8");
  EXPECT_EQ(game().tree().size(), 4u);  // no variation
  ASSERT_EQ(game().redoMoves().size(), 1u);
  EXPECT_NE(lastLogLine().find("Variation"), 0u);
}

TEST_F(MoveList, AWonGameCanBeSteppedThroughAndContinuedFromBeforeTheWin) {
  startFriendGame();
  play({"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"});
  ASSERT_TRUE(game().isOver());
  key(SDLK_HOME);
  for (int i = 0; i < 7; ++i) key(SDLK_PAGEDOWN);
  EXPECT_EQ(shown(), 7u);
  EXPECT_TRUE(game().isOver());
  play({"h9"});  // white blocks instead of g9: a variation beside the win
  frames(2);
  EXPECT_EQ(moves(), "d8d9e8e9f8f9g8h9");
  EXPECT_FALSE(game().isOver());
  // The won line is still there: a click on its last move shows the win again.
  ASSERT_TRUE(clickButton("h8"));
  frames(2);
  EXPECT_TRUE(game().isOver());
}

TEST_F(MoveList, UndoAndANewGameShowTheLatestPositionAgain) {
  startFriendGame();
  play({"h8", "h9", "i8", "i9"});
  key(SDLK_HOME);
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(shown(), 3u);
  key(SDLK_HOME);
  key(SDLK_n, KMOD_LCTRL);
  ASSERT_TRUE(clickButton("New game"));
  frames(2);
  play({"h8"});
  EXPECT_EQ(shown(), 1u);
  EXPECT_EQ(topScene(), "Game");
}

TEST_F(MoveList, APastedRecordAndAQuickLoadedGameAreSteppedThroughFromTheirLatestMove) {
  startFriendGame();
  play({"a1"});
  key(SDLK_HOME);
  SDL_SetClipboardText("h8i9j10g7");
  key(SDLK_v, KMOD_LCTRL);
  frames(1);
  ASSERT_EQ(moves(), "h8i9j10g7");
  EXPECT_EQ(shown(), 4u);
  ASSERT_TRUE(clickButton("i9"));
  frames(1);
  EXPECT_EQ(shown(), 2u);
  key(SDLK_F5);
  play({"o15"});
  frames(2);
  ASSERT_EQ(moves(), "h8i9o15");
  key(SDLK_HOME);
  key(SDLK_F9);
  EXPECT_EQ(moves(), "h8i9j10g7");
  EXPECT_EQ(shown(), 4u);
  key(SDLK_PAGEUP);
  EXPECT_EQ(shown(), 3u);
}

TEST_F(AppTest, AgainstTheComputerANewLineIsAnsweredByIt) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\ncomputer_colour=white\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 2; }));
  play({"a1"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 4; }));
  key(SDLK_PAGEUP);
  key(SDLK_PAGEUP);
  ASSERT_EQ(gameScene().shownMoves(), 2u);
  play({"o15"});
  ASSERT_TRUE(
      runUntil([&] { return game().moves().size() == 4 && toNotation(game().moves()[2], 15) == "o15"; }));
  EXPECT_EQ(game().sideToMove(), Stone::Black);
}

}  // namespace
}  // namespace gomoku::app::testing
