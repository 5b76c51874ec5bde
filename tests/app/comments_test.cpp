// A move's comment in the window, in Gomoku and Go, through real SDL events: a record's comments
// are drawn over the log for the position in view and marked in the move list; C (or the Comment
// button) opens the editor, Enter writes what was typed (Chinese too, as SDL's text input brings
// it), an empty comment removes it, Esc leaves it as it was; what was written is kept by the
// quick-save, the saves and the SGF written.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "app/comment_view.h"
#include "app/scenes/go_scene.h"
#include "app/scenes/name_prompt.h"
#include "app_fixture.h"
#include "core/go/vertex.h"
#include "core/sgf_record.h"

namespace gomoku::app::testing {
namespace {

class Comments : public AppTest {
 protected:
  void start(const std::string& language = "en") {
    writeSettings("language=" + language + "\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
  }

  void drop(const std::filesystem::path& file) {
    SDL_Event event{};
    event.type = SDL_DROPFILE;
    event.drop.file = SDL_strdup(file.string().c_str());
    SDL_PushEvent(&event);
    frames(2);
  }

  bool drawn(std::string_view text) {
    frames(1);
    return textDrawn().find(text) != std::string::npos;
  }

  bool hasWidget(std::string_view label) {
    frames(1);
    for (const auto& widget : widgets())
      if (widget.label == label) return true;
    return false;
  }

  // How many strings drawn in the last frame are exactly `text` (the Comment button's label is one).
  std::size_t drawnExactly(std::string_view text) {
    frames(1);
    std::size_t count = 0;
    for (const std::string& line : app_->ui().text().drawnLastFrame()) count += line == text ? 1 : 0;
    return count;
  }

  // A line drawn cut short: it ends in "...".
  bool cutLineDrawn() {
    frames(1);
    for (const std::string& line : app_->ui().text().drawnLastFrame())
      if (line.size() > 3 && line.ends_with("...")) return true;
    return false;
  }

  // What the comment's editor on top holds.
  std::string editing() {
    const auto* editor = dynamic_cast<const NamePromptScene*>(app_->scenes().top());
    return editor ? editor->typed() : "(no editor)";
  }

  // The node of the tree whose position is on the board.
  const GameTree::Node& shown() {
    const GameTree& tree = game().tree();
    std::size_t stones = 0;
    for (GameTree::Id id : tree.path(tree.current()))
      if (++stones == gameScene().shownMoves()) return tree.node(id);
    return tree.node(GameTree::kRoot);
  }
};

constexpr const char* kStudy =
    "(;GM[4]FF[4]SZ[15]RU[freestyle]C[A study of the centre]\n"
    ";B[hh]C[The centre: every line starts here];W[hi]\n"
    ";B[ih]C[Black builds along the row. White must look at both ends now, because an open three "
    "on this row becomes an open four at once and nothing stops two fours])";

TEST_F(Comments, ARecordsCommentsAreShownForThePositionInViewAndMarkedInTheList) {
  start();
  std::ofstream(prefFolder_ / "study.sgf") << kStudy;
  drop(prefFolder_ / "study.sgf");
  ASSERT_EQ(game().moves().size(), 3u) << lastLogLine();
  // At the last move, its long comment: the heading, the start of it, cut with "..." (it is shown
  // whole in the editor).
  EXPECT_EQ(drawnExactly("Comment"), 2u) << textDrawn();  // the heading, and the button's label
  EXPECT_TRUE(drawn("Black builds along the row.")) << textDrawn();
  EXPECT_FALSE(drawn("two fours")) << textDrawn();
  EXPECT_TRUE(cutLineDrawn()) << textDrawn();
  // The log keeps two of its lines under it: the newest is still read.
  EXPECT_TRUE(drawn("Loaded")) << textDrawn();
  // Back one move: White's has no comment, and none is shown.
  key(SDLK_LEFT, KMOD_LCTRL);
  EXPECT_FALSE(drawn("Black builds")) << textDrawn();
  EXPECT_EQ(drawnExactly("Comment"), 1u) << textDrawn();
  key(SDLK_LEFT, KMOD_LCTRL);
  EXPECT_TRUE(drawn("The centre: every line starts here")) << textDrawn();
  // At the first position, the game's own comment.
  key(SDLK_HOME);
  EXPECT_TRUE(drawn("A study of the centre")) << textDrawn();
  // The list marks the moves that carry a comment: h8 and i8, not h9.
  const std::vector<TreeMoveList::Row> rows = TreeMoveList::layOut(game().tree(), 0, {});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_TRUE(rows[0].commented[0]);
  EXPECT_FALSE(rows[0].commented[1]);
  EXPECT_TRUE(rows[1].commented[0]);
}

TEST_F(Comments, ACommentTypedIsKeptInTheSavesAndTheSgf) {
  start();
  play({"h8", "h9"});
  key(SDLK_c);
  ASSERT_EQ(topScene(), "NamePrompt");
  EXPECT_TRUE(drawn("Comment on 1... h9")) << textDrawn();
  type("A calm reply");
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().tree().node(game().tree().current()).comment, "A calm reply");
  EXPECT_EQ(lastLogLine(), "Comment written: 1... h9");
  EXPECT_TRUE(drawn("A calm reply"));
  // Chinese, as an input method gives it, on the first move, through the button.
  key(SDLK_LEFT, KMOD_LCTRL);
  ASSERT_TRUE(clickButton("Comment"));
  ASSERT_EQ(editing(), "");
  type("好棋，");
  type("中心");
  key(SDLK_RETURN);
  EXPECT_EQ(shown().comment, "好棋，中心");
  EXPECT_TRUE(drawn("好棋，中心"));
  // The game's comment, before the first move.
  key(SDLK_HOME);
  key(SDLK_c);
  EXPECT_TRUE(drawn("Comment on the game (before the first move)")) << textDrawn();
  type("Club night");
  key(SDLK_RETURN);
  EXPECT_EQ(game().tree().node(GameTree::kRoot).comment, "Club night");
  EXPECT_EQ(lastLogLine(), "Comment written: the game");

  // The SGF written has them, and so has the quick-save: F9 brings them back after a change.
  const std::string sgf = writeSgf(game());
  EXPECT_NE(sgf.find("C[Club night]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("C[好棋，中心]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("C[A calm reply]"), std::string::npos) << sgf;
  key(SDLK_F5);
  key(SDLK_END);
  key(SDLK_c);
  for (int i = 0; i < 20; ++i) key(SDLK_BACKSPACE);
  key(SDLK_RETURN);
  EXPECT_EQ(lastLogLine(), "Comment removed: 1... h9");
  EXPECT_TRUE(game().tree().node(game().tree().current()).comment.empty());
  key(SDLK_F9);
  const GameTree& loaded = game().tree();
  EXPECT_EQ(loaded.node(loaded.current()).comment, "A calm reply");
  EXPECT_EQ(loaded.node(GameTree::kRoot).comment, "Club night");
  EXPECT_EQ(loaded.node(loaded.children(GameTree::kRoot)[0]).comment, "好棋，中心");
  // A named save keeps them too: the game's comment removed after it comes back with it.
  key(SDLK_s, KMOD_LCTRL);
  key(SDLK_BACKSPACE);
  type("commented");
  key(SDLK_RETURN);
  key(SDLK_HOME);
  key(SDLK_c);
  for (int i = 0; i < 12; ++i) key(SDLK_BACKSPACE);
  key(SDLK_RETURN);
  ASSERT_TRUE(game().tree().node(GameTree::kRoot).comment.empty());
  key(SDLK_l);
  frames(1);
  ASSERT_TRUE(clickButton("commented"));
  frames(2);
  ASSERT_EQ(game().moves().size(), 2u) << lastLogLine();
  EXPECT_EQ(game().tree().node(GameTree::kRoot).comment, "Club night");
  EXPECT_TRUE(drawn("A calm reply"));
}

TEST_F(Comments, EscLeavesTheCommentAsItWas) {
  start();
  play({"h8"});
  key(SDLK_c);
  type("First thought");
  key(SDLK_RETURN);
  // The editor opens with the comment, and typing goes on at its end.
  key(SDLK_c);
  EXPECT_EQ(editing(), "First thought");
  type(", second");
  EXPECT_EQ(editing(), "First thought, second");
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(shown().comment, "First thought");
  // Its Cancel button does the same.
  key(SDLK_c);
  type(" changed");
  ASSERT_TRUE(clickButton("Cancel"));
  EXPECT_EQ(shown().comment, "First thought");
  EXPECT_EQ(lastLogLine(), "Comment written: 1. h8");
}

// The longest comment typed is the limit's; a longer one from a record is kept whole and shown
// (its end) in the editor, and Enter without a change keeps it whole.
TEST_F(Comments, TheEditorStopsAtTheLimitAndKeepsALongerRecordedComment) {
  start();
  play({"h8"});
  key(SDLK_c);
  for (int i = 0; i < 60; ++i) type("abcdefghij");
  const std::size_t typed = editing().size();
  EXPECT_LE(typed, kLongestComment);
  EXPECT_GT(typed + 10, kLongestComment);
  key(SDLK_RETURN);
  EXPECT_EQ(shown().comment.size(), typed);

  std::string longComment(3000, 'x');
  longComment += "THE END";
  std::ofstream(prefFolder_ / "long.sgf") << "(;GM[4]FF[4]SZ[15]RU[freestyle];B[hh]C[" + longComment + "])";
  drop(prefFolder_ / "long.sgf");
  ASSERT_EQ(game().moves().size(), 1u) << lastLogLine();
  key(SDLK_c);
  EXPECT_TRUE(drawn("THE END")) << "the editor shows the end, where the typing goes";
  key(SDLK_RETURN);
  EXPECT_EQ(shown().comment, longComment);
}

// A comment is written on the position the analysis studies: the analysis goes on under the
// editor, and beside it the comment takes one line above the log's newest.
TEST_F(Comments, TheAnalysisGoesOnWhileACommentIsWritten) {
  start();
  play({"h8", "i9"});
  key(SDLK_a);
  ASSERT_TRUE(runUntil([&] { return textDrawn().find("Analysis, depth") != std::string::npos; }));
  key(SDLK_c);
  type("Which way now?");
  key(SDLK_RETURN);
  EXPECT_EQ(lastLogLine(), "Comment written: 1... i9");
  EXPECT_TRUE(drawn("Analysis, depth")) << textDrawn();
  EXPECT_TRUE(drawn("Which way now?")) << textDrawn();
  EXPECT_EQ(drawnExactly("Comment"), 2u) << textDrawn();
  EXPECT_TRUE(drawn("Comment written: 1... i9")) << textDrawn();
}

TEST_F(Comments, TheWordsAreChinese) {
  start("zh-CN");
  play({"h8"});
  EXPECT_TRUE(hasWidget("评注"));
  key(SDLK_c);
  EXPECT_TRUE(drawn("1. h8 的评注")) << textDrawn();
  EXPECT_TRUE(drawn("确定"));
  type("妙手");
  key(SDLK_RETURN);
  EXPECT_EQ(lastLogLine(), "已写评注：1. h8");
  EXPECT_EQ(drawnExactly("评注"), 2u) << textDrawn();
  EXPECT_TRUE(drawn("妙手"));
}

class GoComments : public AppTest {
 protected:
  GoScene& go() {
    for (Scene* scene : app_->scenes().shown())
      if (auto* shown = dynamic_cast<GoScene*>(scene)) return *shown;
    throw std::runtime_error("the top scene is " + topScene() + ", not Go");
  }

  // Go on nine lines between two people.
  void start() {
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
    app_->scenes().push(std::make_unique<GoScene>(*app_));
    frames(2);
    ASSERT_EQ(topScene(), "GoSetup");
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::GoBoard)));  // 19 -> 9
    const std::string opponent(tr(app_->language(), Text::GoOpponent));
    ASSERT_TRUE(clickButton(opponent));
    ASSERT_TRUE(clickButton(opponent));  // the engine plays White -> Black -> a friend
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::GoStart)));
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

  bool drawn(std::string_view text) {
    frames(1);
    return textDrawn().find(text) != std::string::npos;
  }
};

TEST_F(GoComments, ACommentTypedIsShownExportedAndQuickSaved) {
  start();
  play({"E5", "C3"});
  ASSERT_TRUE(clickButton("Comment"));
  ASSERT_EQ(topScene(), "NamePrompt");
  EXPECT_TRUE(drawn("Comment on 1... C3")) << textDrawn();
  type("好棋");
  key(SDLK_RETURN);
  const GameTree& tree = go().game().tree();
  EXPECT_EQ(tree.node(tree.current()).comment, "好棋");
  EXPECT_EQ(lastLine(), "Comment written: 1... C3");
  EXPECT_TRUE(drawn("好棋"));
  // Esc drops an edit.
  key(SDLK_c);
  type(" and more");
  key(SDLK_ESCAPE);
  EXPECT_EQ(tree.node(tree.current()).comment, "好棋");
  // The SGF exported has it.
  key(SDLK_e, KMOD_CTRL);
  ASSERT_EQ(lastLine().rfind("SGF written: ", 0), 0u) << lastLine();
  std::ifstream written(lastLine().substr(std::string("SGF written: ").size()));
  std::stringstream sgf;
  sgf << written.rdbuf();
  EXPECT_NE(sgf.str().find("C[好棋]"), std::string::npos) << sgf.str();
  // The quick-save has it: F9 brings it back after it was removed.
  key(SDLK_F5);
  key(SDLK_c);
  for (int i = 0; i < 4; ++i) key(SDLK_BACKSPACE);
  key(SDLK_RETURN);
  EXPECT_EQ(lastLine(), "Comment removed: 1... C3");
  EXPECT_FALSE(drawn("好棋"));
  key(SDLK_F9);
  frames(1);
  EXPECT_EQ(go().game().tree().node(go().game().tree().current()).comment, "好棋");
  EXPECT_TRUE(drawn("好棋"));
}

TEST_F(GoComments, ARecordsCommentIsShownForThePositionInView) {
  start();
  const auto file = prefFolder_ / "study.sgf";
  std::ofstream(file) << "(;GM[1]FF[4]SZ[9]C[Before the game];B[ee]C[Centre\nfirst];W[cc])";
  SDL_Event event{};
  event.type = SDL_DROPFILE;
  event.drop.file = SDL_strdup(file.string().c_str());
  SDL_PushEvent(&event);
  frames(2);
  ASSERT_EQ(go().game().moveCount(), 2u) << lastLine();
  EXPECT_FALSE(drawn("Centre")) << textDrawn();
  key(SDLK_LEFT, KMOD_LCTRL);
  // A record's line break reads as a space in the log's box.
  EXPECT_TRUE(drawn("Centre first")) << textDrawn();
  key(SDLK_HOME);
  EXPECT_TRUE(drawn("Before the game")) << textDrawn();
}

}  // namespace
}  // namespace gomoku::app::testing
