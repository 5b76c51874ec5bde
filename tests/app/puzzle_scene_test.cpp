// Puzzles in the window: the start menu's entry opens the first puzzle with its side to win and
// its length; a wrong first move fails at once and the hint then rings the solution; the winning
// line, with the engine defending, solves it; the record is kept beside the settings; a damaged
// puzzles file is said on screen and nothing breaks; both languages, and the font draws them.
#include "app/scenes/puzzle_scene.h"

#include <SDL_ttf.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "ai/puzzle_check.h"
#include "app/puzzle_words.h"
#include "app/text_cache.h"
#include "app_fixture.h"
#include "session/puzzle_solver.h"

namespace gomoku::app::testing {
namespace {

class Puzzles : public AppTest {
 protected:
  void openPuzzles(const std::string& settings = "language=en\nfullscreen=off\nmusic=off\n") {
    writeSettings(settings);
    open();
    const bool chinese = settings.find("zh-CN") != std::string::npos;
    ASSERT_TRUE(clickButton(chinese ? "习题 Puzzles" : "Puzzles 习题"));
    frames(1);
    ASSERT_EQ(topScene(), "Puzzles");
  }
  PuzzleScene& scene() { return dynamic_cast<PuzzleScene&>(*app_->scenes().top()); }
  const session::PuzzleSolving& solving() {
    const session::PuzzleSolving* shown = scene().solving();
    if (!shown) throw std::runtime_error("no puzzle shown: " + scene().loadProblem());
    return *shown;
  }
  // A click on the board's point p, as a player's mouse.
  void clickBoard(Point p) {
    const Vec2 at = BoardView(solving().puzzle().size, kBoardPanel).centre(p);
    clickCanvas(at.x, at.y);
  }
  std::string recordText() {
    std::ifstream in(prefFolder_ / "puzzles.toml");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  bool drawn(const std::string& words) { return textDrawn().find(words) != std::string::npos; }
};

TEST_F(Puzzles, TheMenuOpensTheFirstPuzzleWithItsSideAndLength) {
  openPuzzles();
  ASSERT_NE(scene().solving(), nullptr) << scene().loadProblem();
  EXPECT_GE(scene().puzzleCount(), 300u);
  const Puzzle& puzzle = solving().puzzle();
  EXPECT_TRUE(drawn(puzzle.winner == Stone::Black ? "Black to play and win" : "White to play and win"))
      << textDrawn();
  EXPECT_TRUE(drawn("A win by fours in " + std::to_string(puzzle.length) + " moves")) << textDrawn();
  EXPECT_TRUE(drawn("Puzzle 1 of ")) << textDrawn();
  EXPECT_TRUE(drawn("Solved 0 of ")) << textDrawn();
  key(SDLK_n);
  EXPECT_TRUE(drawn("Puzzle 2 of ")) << textDrawn();
  // The difficulties: Hard is a win with threes, Medium a long win by fours.
  ASSERT_TRUE(clickButton("Hard"));
  frames(1);
  EXPECT_TRUE(drawn("A win with threes in ")) << textDrawn();
  EXPECT_EQ(solving().puzzle().difficulty(), PuzzleDifficulty::Hard);
  ASSERT_TRUE(clickButton("Medium"));
  frames(1);
  EXPECT_EQ(solving().puzzle().kind, PuzzleKind::Fours);
  EXPECT_GE(solving().puzzle().length, 6);
  key(SDLK_ESCAPE);
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
}

TEST_F(Puzzles, AWrongFirstMoveFailsAndTheHintShowsTheSolution) {
  openPuzzles();
  const Point solution = solving().puzzle().solution;
  Point wrong{0, 0};
  if (wrong == solution) wrong = {1, 0};
  clickBoard(wrong);
  frames(1);
  EXPECT_EQ(solving().state(), session::PuzzleSolving::State::Failed);
  EXPECT_TRUE(drawn("Failed: that is not the winning first move.")) << textDrawn();
  ASSERT_TRUE(clickButton("Hint"));
  frames(1);
  EXPECT_TRUE(drawn("The green ring is the winning first move.")) << textDrawn();
  EXPECT_TRUE(drawn("Not solved yet: tried and failed")) << textDrawn();
  EXPECT_NE(recordText().find(solving().puzzle().id + " = { attempted = 1, solved = 0, failed = 1 }"),
            std::string::npos)
      << recordText();
  key(SDLK_r);
  EXPECT_EQ(solving().state(), session::PuzzleSolving::State::SolverToMove);
  EXPECT_TRUE(solving().tried().empty());
}

TEST_F(Puzzles, TheWinningLineSolvesItAgainstTheDefence) {
  openPuzzles();
  clickBoard(solving().puzzle().solution);
  for (int move = 0; move < 10 && !solving().over(); ++move) {
    scene().waitForDefender();
    frames(1);
    if (solving().over()) break;
    const Point next = session::solversMove(solving());
    ASSERT_NE(next, kNoPoint);
    clickBoard(next);
  }
  frames(1);
  EXPECT_EQ(solving().state(), session::PuzzleSolving::State::Solved);
  EXPECT_TRUE(drawn("Solved! Five in a row.")) << textDrawn();
  EXPECT_TRUE(drawn("Solved 1 of ")) << textDrawn();
  EXPECT_NE(recordText().find(solving().puzzle().id + " = { attempted = 1, solved = 1, failed = 0 }"),
            std::string::npos)
      << recordText();
}

TEST_F(Puzzles, SpeaksChinese) {
  openPuzzles("language=zh-CN\nfullscreen=off\nmusic=off\n");
  EXPECT_TRUE(drawn("习题")) << textDrawn();
  EXPECT_TRUE(drawn(solving().puzzle().winner == Stone::Black ? "黑先胜" : "白先胜")) << textDrawn();
  EXPECT_TRUE(drawn("连续冲四取胜")) << textDrawn();
  ASSERT_TRUE(clickButton("下一题"));
  frames(1);
  EXPECT_TRUE(drawn("第 2 题")) << textDrawn();
}

TEST_F(Puzzles, ADamagedRecordIsReadAsFarAsItGoesAndSaidSo) {
  std::ofstream(prefFolder_ / "puzzles.toml") << "FV001 = { solved = 1 }\nthis is not a record\n";
  openPuzzles();
  EXPECT_TRUE(drawn("Your puzzle record: puzzles.toml is damaged: 1 line could not be read and was left out"))
      << textDrawn();
}

TEST_F(Puzzles, ADamagedPuzzlesFileIsSaidOnScreenAndBackStillWorks) {
  const std::filesystem::path assets = prefFolder_ / "assets";
  std::filesystem::create_directories(assets / "puzzles");
  std::ofstream(assets / "puzzles" / "gomoku.txt") << "FV001 freestyle 15 black fours 3 k8 : h8 h8\n";
  setenv("GOMOKU_ASSETS", assets.c_str(), 1);
  openPuzzles();
  unsetenv("GOMOKU_ASSETS");
  EXPECT_EQ(scene().solving(), nullptr);
  EXPECT_TRUE(drawn("The puzzles cannot be read:")) << textDrawn();
  EXPECT_TRUE(drawn("puzzles/gomoku.txt: line 1: move 2 (h8) is on a stone")) << textDrawn();
  ASSERT_TRUE(clickButton("Back"));
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
}

TEST(PuzzleWords, EveryWordHasBothSpellingsAndTheFontDrawsThem) {
  ASSERT_EQ(TTF_Init(), 0);
  {
    TextCache text(nullptr, GOMOKU_ASSETS_DIR "/fonts/wenkai-subset.ttf");
    ASSERT_TRUE(text.hasFont());
    for (int i = 0; i < static_cast<int>(PuzzleText::Count); ++i) {
      const auto word = static_cast<PuzzleText>(i);
      EXPECT_FALSE(puzzleWord(Language::English, word).empty()) << i;
      EXPECT_TRUE(text.covers(puzzleWord(Language::Chinese, word))) << puzzleWord(Language::Chinese, word);
    }
    Puzzle threes;
    threes.kind = PuzzleKind::Threes;
    threes.length = 7;
    EXPECT_TRUE(text.covers(puzzleWinWords(Language::Chinese, threes)));
    EXPECT_TRUE(text.covers(puzzlePlaceWords(Language::Chinese, 0, 320, "FV001")));
    EXPECT_TRUE(text.covers(puzzleCountWords(Language::Chinese, 1, 320, 2)));
  }
  TTF_Quit();
}

}  // namespace
}  // namespace gomoku::app::testing
