// The game of Go in the window, through real SDL events: the start menu's Go button, the choice of
// board and opponent (a scene of its own over the Go scene), a capture drawn, a refused move,
// passes and the count with dead stones marked by a click, and GNU Go's place taken by the fake
// engine.
#include "app/scenes/go_scene.h"

#include <algorithm>
#include <fstream>

#include "app_fixture.h"
#include "core/go/vertex.h"

namespace gomoku::app::testing {
namespace {

session::EngineSettings fake(const std::string& arguments = "") {
  session::EngineSettings settings;
  settings.command = "python3 \"" GOMOKU_FAKE_GTP_ENGINE "\" " + arguments;
  return settings;
}

class GoInTheWindow : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
  }

  // Go on top, or seen under the pause menu or a question.
  GoScene& go() {
    GoScene* go = nullptr;
    for (Scene* scene : app_->scenes().shown())
      if (auto* shown = dynamic_cast<GoScene*>(scene)) go = shown;
    if (!go) throw std::runtime_error("the top scene is " + topScene() + ", not Go");
    return *go;
  }

  GoSetupScene& setup() {
    auto* scene = dynamic_cast<GoSetupScene*>(app_->scenes().top());
    if (!scene) throw std::runtime_error("the top scene is " + topScene() + ", not the choice of Go");
    return *scene;
  }

  // Esc pauses the game; the pause menu's Menu leaves it.
  void backToTheMenu() {
    key(SDLK_ESCAPE);
    ASSERT_EQ(topScene(), "Pause");
    ASSERT_TRUE(clickButton("Menu"));
    ASSERT_EQ(topScene(), "StartMenu");
  }

  // Opens the Go scene with the fake engine playing and advising.
  void openGo(const std::string& engine = "", const std::string& advisor = "") {
    session::GoMatchOptions engines;
    engines.engineFor = [engine](int) { return fake(engine); };
    engines.advisor = fake(advisor);
    app_->scenes().push(std::make_unique<GoScene>(*app_, engines));
    frames(2);
    ASSERT_EQ(topScene(), "GoSetup");
  }

  // Nine lines, against a friend.
  void startFriendGameOnNine() {
    ASSERT_TRUE(clickButton("Board"));  // 19 -> 9
    ASSERT_TRUE(clickButton("Opponent"));
    ASSERT_TRUE(clickButton("Opponent"));  // GNU Go plays White -> Black -> a friend
    ASSERT_TRUE(clickButton("Start"));
    ASSERT_EQ(go().phase(), GoScene::Phase::Playing);
    ASSERT_EQ(go().game().boardSize(), 9);
  }

  void play(std::initializer_list<const char*> vertices) {
    for (const char* vertex : vertices) {
      std::optional<Point> p = go::parseVertex(vertex, go().game().boardSize());
      ASSERT_TRUE(p) << vertex;
      Vec2 c = go().view().centre(*p);
      clickCanvas(c.x, c.y);
    }
  }

  // Some line drawn in the last frame is exactly `line`.
  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
  }

  std::string line(std::size_t back) {
    const auto& lines = go().log().lines();
    return lines.size() <= back ? "" : GameLog::spell(app_->language(), lines[lines.size() - 1 - back]);
  }
  std::string lastLine() { return line(0); }
};

TEST_F(GoInTheWindow, TheStartMenuOpensGoOnTheChoiceOfGame) {
  ASSERT_TRUE(clickButton("Go  围棋"));
  ASSERT_EQ(topScene(), "GoSetup");
  EXPECT_EQ(setup().choice().size, 19);
  startFriendGameOnNine();
  backToTheMenu();
}

// Issue 46, defect 5: the same hint asked for again in one position stays one line.
TEST_F(GoInTheWindow, TheSameHintAskedAgainIsOneLine) {
  openGo();
  startFriendGameOnNine();
  play({"E5"});
  for (int i = 0; i < 3; ++i) {
    key(SDLK_h);
    ASSERT_TRUE(runUntil([&] {
      return lastLine().starts_with("Hint: ") && lastLine() != "Hint: thinking...";
    })) << lastLine();
  }
  const std::vector<std::string> lines = go().log().spelled(Language::English);
  EXPECT_EQ(
      std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("Hint"); }),
      1)
      << ::testing::PrintToString(lines);
}

TEST_F(GoInTheWindow, ACaptureIsTakenOffTheBoardAndCounted) {
  openGo();
  startFriendGameOnNine();
  Settings sound = app_->settings();
  sound.effects = true;
  app_->changeSettings(sound);
  play({"B1", "A1", "A2"});
  EXPECT_EQ(go().game().captures(Stone::Black), 1);
  ASSERT_FALSE(app_->audio().played().empty());
  EXPECT_EQ(app_->audio().played().back(), Sound::Capture);
  EXPECT_EQ(go().game().board().at(*go::parseVertex("A1", 9)), Stone::Empty);
  EXPECT_EQ(lastLine(), "Black takes 1 stone");
  // Where the white stone stood, the wood shows again (no stone's dark or white face).
  frames(1);
  Vec2 c = go().view().centre(*go::parseVertex("A1", 9));
  SDL_Color pixel = pixelAt(c.x + 6, c.y + 6);
  EXPECT_GT(pixel.r, 120);
  EXPECT_LT(pixel.b, 200);
  // A stone on a taken point is refused with the reason.
  play({"B1"});
  EXPECT_EQ(lastLine(), "Illegal: the point is taken");
  EXPECT_EQ(go().game().moveCount(), 3u);
}

TEST_F(GoInTheWindow, TwoPassesLeadToTheCountWhereAClickMarksDeadStones) {
  openGo("", "--dead \"E5\"");
  startFriendGameOnNine();
  play({"C3", "E5"});
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Counting);
  // The engine proposes White's E5 dead.
  ASSERT_TRUE(runUntil([&] { return !go().deadStones().empty(); }));
  EXPECT_EQ(go().deadStones(), std::vector<Point>{*go::parseVertex("E5", 9)});
  EXPECT_TRUE(shown("The engine marks 1 dead stone"));  // one said as one
  // A click brings it back to life, another marks it dead again.
  play({"E5"});
  EXPECT_TRUE(go().deadStones().empty());
  play({"E5"});
  ASSERT_TRUE(clickButton("Done"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Finished);
  ASSERT_TRUE(go().score());
  EXPECT_EQ(go().score()->text(), "B+73.5");
  EXPECT_EQ(lastLine(), "Black wins by 73.5  (B+73.5)");
}

// The player passes, the engine passes too: where Pass was, a second click in flight finds Pass
// (off), not Done. The count shows beside the board, the engine's marks on it, and changes with
// a click before Done accepts it; the result does not cover the board either.
TEST_F(GoInTheWindow, PassStaysPassWhenTheEnginePassesAndTheCountIsSeenBeforeDone) {
  openGo("--on genmove --then pass", "--dead \"G7\"");
  ASSERT_TRUE(clickButton("Board"));
  ASSERT_TRUE(clickButton("Board"));  // 19 -> 9 -> 13
  ASSERT_TRUE(clickButton("Start"));  // the fake engine plays White
  ASSERT_EQ(go().game().boardSize(), 13);
  play({"G7"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 2; }));  // White passes
  Box pass{};
  for (const DrawnWidget& widget : widgets())
    if (widget.label == "Pass") pass = widget.box;
  ASSERT_GT(pass.w, 0);
  clickCanvas(pass.x + pass.w / 2, pass.y + pass.h / 2);
  ASSERT_TRUE(runUntil([&] { return go().phase() == GoScene::Phase::Counting; }));
  ASSERT_TRUE(runUntil([&] { return !go().deadStones().empty(); }));  // the engine marks G7 dead
  clickCanvas(pass.x + pass.w / 2, pass.y + pass.h / 2);
  frames(2);
  EXPECT_EQ(go().phase(), GoScene::Phase::Counting);
  EXPECT_FALSE(go().score());
  // The count is in sight before it is accepted, and follows the marks; one stone said as one.
  frames(1);
  EXPECT_NE(textDrawn().find("Black: 0 stones + 0 territory = 0"), std::string::npos) << textDrawn();
  play({"G7"});
  EXPECT_TRUE(go().deadStones().empty());
  frames(1);
  EXPECT_NE(textDrawn().find("Black: 1 stone + 168 territory = 169"), std::string::npos) << textDrawn();
  EXPECT_NE(textDrawn().find("White: 0 stones + 0 territory + komi 7.5 = 7.5"), std::string::npos)
      << textDrawn();
  const Vec2 middle = go().view().centre(*go::parseVertex("D4", 13));
  const SDL_Color before = pixelAt(middle.x, middle.y);
  ASSERT_TRUE(clickButton("Done"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Finished);
  EXPECT_TRUE(shown("You won!"));
  EXPECT_NE(textDrawn().find("Black wins by 161.5"), std::string::npos) << textDrawn();
  EXPECT_NE(textDrawn().find("(B+161.5)"), std::string::npos)
      << textDrawn();  // the headline: the engine played White
  const SDL_Color after = pixelAt(middle.x, middle.y);
  EXPECT_EQ(std::tie(before.r, before.g, before.b), std::tie(after.r, after.g, after.b));
}

TEST_F(GoInTheWindow, ResumePlayTakesThePassesBack) {
  openGo();
  startFriendGameOnNine();
  play({"C3"});
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(clickButton("Resume play"));
  EXPECT_EQ(go().phase(), GoScene::Phase::Playing);
  EXPECT_FALSE(go().game().isOver());
}

TEST_F(GoInTheWindow, TheEngineAnswersAndAResignationEndsTheGame) {
  openGo();
  ASSERT_TRUE(clickButton("Board"));
  ASSERT_TRUE(clickButton("Start"));  // GNU Go's place: the fake engine, playing White
  play({"E5"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 2; }));
  EXPECT_EQ(go().game().turns().back().move, go::Move::play(*go::parseVertex("A1", 9)));
  // Issue 46, defect 7: Resign asks first, and Keep playing keeps the game.
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Black resigns and White wins the game."), std::string::npos) << textDrawn();
  ASSERT_TRUE(clickButton("Keep playing"));
  frames(1);
  EXPECT_EQ(topScene(), "Go");
  EXPECT_EQ(go().phase(), GoScene::Phase::Playing);
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_TRUE(clickButton("Resign"));
  frames(1);
  EXPECT_EQ(go().phase(), GoScene::Phase::Finished);
  EXPECT_EQ(line(1), "White wins by resignation");
  EXPECT_EQ(lastLine(), "You lost");
  EXPECT_TRUE(shown("You lost"));
}

TEST_F(GoInTheWindow, AnEngineThatCrashesLeavesTheGameToAPerson) {
  openGo("--on genmove --then crash");
  ASSERT_TRUE(clickButton("Board"));
  ASSERT_TRUE(clickButton("Start"));
  play({"E5"});
  ASSERT_TRUE(runUntil([&] { return lastLine() == "A person plays White from here"; }));
  EXPECT_EQ(go().game().moveCount(), 1u);
  play({"C3"});
  EXPECT_EQ(go().game().moveCount(), 2u);
}

// Whether the last frame drew an enabled button labelled `label`.
bool drawn(const std::vector<DrawnWidget>& widgets, std::string_view label) {
  for (const DrawnWidget& widget : widgets)
    if (widget.label == label && widget.enabled) return true;
  return false;
}

// An engine that hangs in genmove: the panel says how long it has thought and of how long it may,
// Stop engine (or X) ends it at once, a person plays White from there and the game stays.
TEST_F(GoInTheWindow, AnEngineThatHangsIsStoppedByThePlayerAndTheGameStays) {
  for (bool byKey : {false, true}) {
    openGo("--on genmove --then hang");
    ASSERT_TRUE(clickButton("Board"));
    ASSERT_TRUE(clickButton("Start"));
    play({"E5"});
    ASSERT_TRUE(runUntil([&] { return drawn(widgets(), "Stop engine"); }));
    EXPECT_FALSE(drawn(widgets(), "Pass"));
    if (byKey) {
      key(SDLK_x);
    } else {
      ASSERT_TRUE(clickButton("Stop engine"));
    }
    ASSERT_TRUE(runUntil([&] { return lastLine().starts_with("The engine did not answer in "); }))
        << lastLine();
    EXPECT_TRUE(lastLine().ends_with(" s; a person plays White from here")) << lastLine();
    EXPECT_EQ(go().game().moveCount(), 1u);
    EXPECT_FALSE(go().game().player(Stone::White).isComputer());
    frames(2);
    EXPECT_FALSE(drawn(widgets(), "Stop engine"));
    play({"C3"});
    EXPECT_EQ(go().game().moveCount(), 2u);
    app_->scenes().pop();
    frames(2);
  }
}

// F9 stays quick, and the game it replaced is one undo away, as in Gomoku (issue 46, defect 11).
TEST_F(GoInTheWindow, QuickLoadKeepsTheGameItReplacedOneUndoAway) {
  openGo();
  startFriendGameOnNine();
  play({"E5", "D5", "C3"});
  key(SDLK_F5);
  play({"G7", "G3"});
  key(SDLK_F9);
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 3u);
  EXPECT_EQ(lastLine(), "Quick-loaded (F9): Ctrl+Z brings back the game it replaced");
  key(SDLK_z, KMOD_CTRL);
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 5u);
  EXPECT_EQ(lastLine(), "The game the quick-load replaced is back");
  key(SDLK_z, KMOD_CTRL);  // then undo is undo again
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 4u);
  // A move after the load: undo takes it back, and back at the load, the game it replaced.
  key(SDLK_F9);
  play({"A1"});
  key(SDLK_z, KMOD_CTRL);
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 3u);
  key(SDLK_z, KMOD_CTRL);
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 4u);
  EXPECT_EQ(lastLine(), "The game the quick-load replaced is back");
}

// F5 keeps the game, F9 brings it back; Ctrl+E writes an SGF record that, dropped on the window,
// opens again; a damaged file dropped there is refused and the game in hand stays.
TEST_F(GoInTheWindow, SavesLoadsAndOpensAnExportedRecord) {
  openGo();
  startFriendGameOnNine();
  play({"E5", "D5", "C3"});
  key(SDLK_F5);
  frames(1);
  EXPECT_EQ(lastLine(), "Saved (F9 loads it)");
  play({"G7"});
  ASSERT_EQ(go().game().moveCount(), 4u);
  key(SDLK_F9);
  frames(1);
  EXPECT_EQ(go().game().moveCount(), 3u);

  key(SDLK_e, KMOD_CTRL);
  frames(1);
  ASSERT_EQ(lastLine().rfind("SGF written: ", 0), 0u) << lastLine();
  const std::string written = lastLine().substr(std::string("SGF written: ").size());
  ASSERT_TRUE(std::filesystem::exists(written)) << written;

  auto drop = [&](const std::string& file) {
    SDL_Event event{};
    event.type = SDL_DROPFILE;
    event.drop.file = SDL_strdup(file.c_str());
    SDL_PushEvent(&event);
    frames(2);
  };
  key(SDLK_n, KMOD_CTRL);
  frames(1);
  ASSERT_TRUE(clickButton("Start"));  // the same choices again: nine lines, a friend
  play({"A1"});
  drop(written);
  EXPECT_EQ(go().game().moveCount(), 3u) << lastLine();
  EXPECT_EQ(go().game().boardSize(), 9);

  const auto damaged = prefFolder_ / "damaged.sgf";
  std::ofstream(damaged) << "(;GM[1]FF[4]SZ[9];B[ee];B[ff]";
  drop(damaged.string());
  EXPECT_EQ(lastLine().rfind("Cannot load: ", 0), 0u) << lastLine();
  EXPECT_EQ(go().game().moveCount(), 3u);
}

// Found under Xvfb: the keyboard's focus stayed on the choice's seventh row, which in the game is
// the Menu button, so Enter offered to leave the game.
TEST_F(GoInTheWindow, TheKeyboardFocusDoesNotCarryFromTheChoiceIntoTheGame) {
  openGo();
  for (int i = 0; i < 7; ++i) key(SDLK_DOWN);
  ASSERT_TRUE(clickButton("Board"));
  ASSERT_TRUE(clickButton("Opponent"));
  ASSERT_TRUE(clickButton("Opponent"));
  ASSERT_TRUE(clickButton("Start"));
  key(SDLK_RETURN);
  frames(2);
  EXPECT_EQ(topScene(), "Go");
  EXPECT_EQ(go().phase(), GoScene::Phase::Playing);
}

// The keyboard plays as the mouse does: the first key shows the cursor at the centre, the
// arrows walk it, Space or Enter plays there, and in the count Space marks a chain dead.
TEST_F(GoInTheWindow, TheKeyboardPlaysAndMarksTheDead) {
  openGo();
  startFriendGameOnNine();
  key(SDLK_SPACE);  // shows the cursor on E5
  EXPECT_EQ(go().game().moveCount(), 0u);
  key(SDLK_SPACE);
  ASSERT_EQ(go().game().moveCount(), 1u);
  key(SDLK_RIGHT);
  key(SDLK_UP);
  key(SDLK_RETURN);
  ASSERT_EQ(go().game().moveCount(), 2u);
  EXPECT_EQ(go().game().board().at(*go::parseVertex("F6", 9)), Stone::White);
  key(SDLK_p);
  key(SDLK_p);
  ASSERT_EQ(go().phase(), GoScene::Phase::Counting);
  key(SDLK_SPACE);  // the cursor is still on F6
  ASSERT_EQ(go().deadStones().size(), 1u);
  EXPECT_EQ(go().deadStones().front(), *go::parseVertex("F6", 9));
  key(SDLK_RETURN);
  EXPECT_EQ(go().phase(), GoScene::Phase::Finished);
}

// A game in progress is not lost by going to the menu or closing the game: the choice offers it.
TEST_F(GoInTheWindow, AGameLeftOrQuitIsOfferedToContinue) {
  ASSERT_TRUE(clickButton("Go  围棋"));
  startFriendGameOnNine();
  play({"E5", "D5", "C3"});
  backToTheMenu();
  ASSERT_TRUE(clickButton("Go  围棋"));
  ASSERT_TRUE(clickButton("Continue the last game"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Playing);
  EXPECT_EQ(go().game().moveCount(), 3u);
  play({"G7"});
  close();  // the window closed with the game in hand
  open();
  ASSERT_TRUE(clickButton("Go  围棋"));
  ASSERT_TRUE(clickButton("Continue the last game"));
  EXPECT_EQ(go().game().moveCount(), 4u);
  // Said as the player knows it, not by its file's name (issue 46, defect 11).
  EXPECT_EQ(lastLine(), "Continued the game left at the last quit");
  key(SDLK_F5);
  key(SDLK_F9);
  EXPECT_EQ(lastLine(), "Loaded Quick-save");
  // A finished game leaves nothing to continue.
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_TRUE(clickButton("Resign"));  // yes, in the question
  frames(1);
  backToTheMenu();
  ASSERT_TRUE(clickButton("Go  围棋"));
  EXPECT_FALSE(clickButton("Continue the last game"));
}

TEST_F(GoInTheWindow, TheChoicesAreKeptForTheNextGame) {
  ASSERT_TRUE(clickButton("Go  围棋"));
  startFriendGameOnNine();
  backToTheMenu();
  EXPECT_EQ(app_->settings().go.size, 9);
  EXPECT_EQ(app_->settings().go.opponent, GoChoice::Opponent::Friend);
  ASSERT_TRUE(clickButton("Go  围棋"));
  EXPECT_EQ(setup().choice().size, 9);
  EXPECT_EQ(setup().choice().opponent, GoChoice::Opponent::Friend);
}

// An engine named in the settings file plays instead of GNU Go, and the choice says which.
TEST_F(GoInTheWindow, AnEngineNamedInTheSettingsPlays) {
  app_.reset();
  std::ofstream(prefFolder_ / "settings.toml")
      << "language = \"en\"\n[display]\nfullscreen = false\n[sound]\nmusic = false\neffects = false\n"
      << "[go]\nsize = 9\nengine = 'python3 \"" GOMOKU_FAKE_GTP_ENGINE "\"'\n";
  open();
  ASSERT_TRUE(clickButton("Go  围棋"));
  EXPECT_EQ(setup().choice().size, 9);
  EXPECT_EQ(setup().choice().opponent, GoChoice::Opponent::ComputerWhite);
  ASSERT_TRUE(clickButton("Start"));
  play({"E5"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 2; }));
}

// The log lists both sides' moves, the engine's too, and keeps each line's words, not its
// spelling: a change of language re-spells it, and the result against the engine is the person's.
TEST_F(GoInTheWindow, TheLogListsBothSidesMovesInTheLanguageOfTheMoment) {
  openGo();
  ASSERT_TRUE(clickButton("Board"));
  ASSERT_TRUE(clickButton("Start"));  // the fake engine plays White, always A1 first
  play({"E5"});
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 2; }));
  EXPECT_EQ(line(1), "Black plays E5");
  EXPECT_EQ(lastLine(), "White plays A1");
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(runUntil([&] { return go().game().moveCount() == 4; }));
  EXPECT_EQ(line(1), "Black passes");
  EXPECT_EQ(lastLine(), "White plays B1");
  Settings chinese = app_->settings();
  chinese.language = Language::Chinese;
  app_->changeSettings(chinese);
  EXPECT_EQ(line(1), "黑方 停一手");
  EXPECT_EQ(line(0), "白方 下在 B1");
  EXPECT_TRUE(shown("白方 下在 B1"));
  ASSERT_TRUE(clickButton("认输"));
  EXPECT_TRUE(shown("黑方认输，白方获胜。"));  // the question, in Chinese too
  ASSERT_TRUE(clickButton("认输"));
  frames(1);
  EXPECT_EQ(lastLine(), "你输了");
  EXPECT_EQ(line(1), "白方 中盘胜");
  EXPECT_TRUE(shown("你输了"));
  chinese.language = Language::English;
  app_->changeSettings(chinese);
  EXPECT_EQ(lastLine(), "You lost");
  EXPECT_TRUE(shown("You lost"));
}

// The move list as Gomoku's: a click, the page keys, Home and End step through the game, the
// board shows the position stepped to, and a click on the board there plays nothing.
// Issue 46, defect 9: the count does not hide the moves (they step and click as in play), and
// looking back, the captures are the position's.
TEST_F(GoInTheWindow, TheCountLeavesTheMovesInSightAndTheCapturesFollowThePositionShown) {
  openGo();
  startFriendGameOnNine();
  play({"B1", "A1", "A2"});
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Counting);
  EXPECT_TRUE(shown("Black: Player   captured 1")) << textDrawn();
  ASSERT_TRUE(clickButton("A1"));  // the position after two moves, the capture not yet made
  EXPECT_EQ(go().shownMoves(), 2u);
  EXPECT_TRUE(shown("Black: Player   captured 0")) << textDrawn();
  key(SDLK_END);
  EXPECT_EQ(go().shownMoves(), 5u);
  EXPECT_TRUE(shown("Black: Player   captured 1")) << textDrawn();
  ASSERT_TRUE(clickButton("Done"));
  ASSERT_EQ(go().phase(), GoScene::Phase::Finished);
  EXPECT_TRUE(clickButton("B1"));  // after the count, too
  EXPECT_EQ(go().shownMoves(), 1u);
}

TEST_F(GoInTheWindow, TheMoveListStepsThroughTheGame) {
  openGo();
  startFriendGameOnNine();
  play({"E5", "D5", "C3"});
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(clickButton("D5"));  // the position after two moves
  EXPECT_EQ(go().shownMoves(), 2u);
  EXPECT_TRUE(shown("Looking back   (End: the latest move)"));
  // C3, Black's second stone, is not on the board shown: the wood is.
  const Vec2 c3 = go().view().centre(*go::parseVertex("C3", 9));
  frames(1);
  EXPECT_GT(pixelAt(c3.x + 6, c3.y + 6).r, 120);
  key(SDLK_PAGEUP);
  EXPECT_EQ(go().shownMoves(), 1u);
  key(SDLK_HOME);
  EXPECT_EQ(go().shownMoves(), 0u);
  key(SDLK_RIGHT, KMOD_CTRL);
  EXPECT_EQ(go().shownMoves(), 1u);
  key(SDLK_END);
  EXPECT_EQ(go().shownMoves(), 4u);
  frames(1);
  EXPECT_LT(pixelAt(c3.x + 6, c3.y + 6).r, 100);  // the black stone again
  play({"G7"});
  EXPECT_EQ(go().game().moveCount(), 5u);
  EXPECT_EQ(lastLine(), "Black plays G7");
}

// Save and Load on the panel are Gomoku's: Save asks for a name, Load lists the saves (the quick-save
// first) with the one under the mouse as a small board, loads one and deletes one after asking.
TEST_F(GoInTheWindow, SaveAsksForANameAndLoadListsTheSavesWithAPreview) {
  openGo();
  startFriendGameOnNine();
  play({"E5", "D5"});
  key(SDLK_F5);
  ASSERT_TRUE(clickButton("Save"));
  ASSERT_EQ(topScene(), "NamePrompt");
  type("ko fight");
  key(SDLK_RETURN);
  EXPECT_EQ(lastLine(), "Saved ko fight");
  EXPECT_TRUE(std::filesystem::is_regular_file(prefFolder_ / "save-ko fight.go"));
  play({"C3"});
  ASSERT_TRUE(clickButton("Load"));
  EXPECT_TRUE(go().listing());
  EXPECT_TRUE(shown("Load a game"));
  // The preview of the first save (the quick-save, E5 and D5): wood, with Black's E5 on it.
  frames(1);
  const DrawnWidget* quick = nullptr;
  for (const DrawnWidget& w : widgets())
    if (w.label == "Quick-save") quick = &w;
  ASSERT_NE(quick, nullptr);
  EXPECT_GT(pixelAt(1058, 140).r, 180) << "no preview beside the list";
  // 9 lines over 288 px: E5, the middle point, at the preview's centre.
  EXPECT_LT(pixelAt(1058 + 2, 280 + 2).r, 80) << "no black stone at E5 in the preview";
  play({"B2"});  // the board under the list is not played on
  EXPECT_EQ(go().game().moveCount(), 3u);
  ASSERT_TRUE(clickButton("ko fight"));
  EXPECT_FALSE(go().listing());
  EXPECT_EQ(go().game().moveCount(), 2u);
  EXPECT_EQ(lastLine(), "Loaded ko fight");
  // Deleted after asking; the quick-save stays.
  key(SDLK_l);
  frames(1);
  std::vector<DrawnWidget> deletes;
  for (const DrawnWidget& w : widgets())
    if (w.label == "\u00d7") deletes.push_back(w);
  ASSERT_EQ(deletes.size(), 2u);
  clickCanvas(deletes[1].box.x + deletes[1].box.w / 2, deletes[1].box.y + deletes[1].box.h / 2);
  ASSERT_EQ(topScene(), "Confirm");
  ASSERT_TRUE(clickButton("Delete"));
  frames(1);
  EXPECT_EQ(lastLine(), "Deleted: ko fight");
  EXPECT_FALSE(std::filesystem::exists(prefFolder_ / "save-ko fight.go"));
  EXPECT_TRUE(std::filesystem::exists(prefFolder_ / "quicksave.go"));
  // Gomoku's list does not show Go's saves.
  EXPECT_EQ(app_->saves().list().size(), 0u);
  key(SDLK_ESCAPE);
  EXPECT_FALSE(go().listing());
}

// Go's pause menu has six buttons, and its panel fits them as Gomoku's fits seven.
TEST_F(GoInTheWindow, ThePausePanelFitsItsSixButtons) {
  openGo();
  startFriendGameOnNine();
  key(SDLK_ESCAPE);
  const float under = pausePanelUnderLastButton();
  EXPECT_GE(under, 36);
  EXPECT_LE(under, 44);
}

// Menu pauses first, with Gomoku's pause menu: nothing is played behind it, Resume (or Esc) goes
// back to the game, and the menu's Menu leaves it.
TEST_F(GoInTheWindow, MenuPausesFirstAsGomokuDoes) {
  openGo();
  startFriendGameOnNine();
  play({"E5"});
  ASSERT_TRUE(clickButton("Menu"));
  EXPECT_EQ(topScene(), "Pause");
  EXPECT_TRUE(shown("Paused"));
  play({"D5"});
  EXPECT_EQ(go().game().moveCount(), 1u);
  ASSERT_TRUE(clickButton("Resume"));
  EXPECT_EQ(topScene(), "Go");
  play({"D5"});
  EXPECT_EQ(go().game().moveCount(), 2u);
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Pause");
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Go");
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_TRUE(clickButton("Menu"));
  EXPECT_EQ(topScene(), "StartMenu");
}

// Go's pause menu takes the keyboard as Gomoku's does: the focus among its own buttons.
TEST_F(GoInTheWindow, ThePauseMenuIsUsedByTheKeyboardAlone) {
  openGo();
  startFriendGameOnNine();
  play({"E5"});
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Pause");
  key(SDLK_DOWN);  // Resume
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "Go");
  key(SDLK_ESCAPE);
  key(SDLK_DOWN);  // Resume
  key(SDLK_DOWN);  // New game
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "GoSetup");
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Go");
  EXPECT_EQ(go().game().moveCount(), 1u);
  key(SDLK_ESCAPE);
  key(SDLK_UP);  // Quit
  key(SDLK_UP);  // Menu
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "StartMenu");
}

// The choice is a scene of its own over the Go scene: Back leaves Go before the first game, and
// returns to the game in hand after New game.
TEST_F(GoInTheWindow, TheChoiceIsASceneOverTheGame) {
  openGo();
  ASSERT_TRUE(clickButton("Back"));
  EXPECT_EQ(topScene(), "StartMenu");
  openGo();
  startFriendGameOnNine();
  play({"E5"});
  ASSERT_TRUE(clickButton("New game"));
  ASSERT_EQ(topScene(), "GoSetup");
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Go");
  EXPECT_EQ(go().game().moveCount(), 1u);
  ASSERT_TRUE(clickButton("New game"));
  ASSERT_TRUE(clickButton("Start"));
  EXPECT_EQ(go().game().moveCount(), 0u);
}

}  // namespace
}  // namespace gomoku::app::testing
