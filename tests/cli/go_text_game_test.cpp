// The terminal game of Go, fed lines as a player or a script would: moves as GTP coordinates,
// illegal moves explained, an engine (the fake one) that answers or fails, the count, SGF files.
#include "cli/go_text_game.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/go_board_printer.h"
#include "core/go/sgf.h"
#include "core/go/vertex.h"

namespace gomoku::cli {
namespace {

namespace fs = std::filesystem;

std::string play(const GoTextGameOptions& options, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(runGoTextGame(options, in, out), 0);
  return out.str();
}

session::EngineSettings fake(const std::string& arguments = "") {
  session::EngineSettings settings;
  settings.command = "python3 \"" GOMOKU_FAKE_GTP_ENGINE "\" " + arguments;
  return settings;
}

GoTextGameOptions nineByNine(ComputerSide computer = ComputerSide::None, const std::string& engine = "",
                             const std::string& advisor = "") {
  GoTextGameOptions options;
  options.setup = go::GameSetup{.boardSize = 9, .komi = 7.5};
  options.computer = computer;
  options.engine = fake(engine);
  options.advisor = fake(advisor);
  return options;
}

::testing::AssertionResult says(const std::string& output, const std::string& text) {
  if (output.find(text) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "the output does not say \"" << text << "\":\n" << output;
}

// The ko on the left: Black takes on D5, and White may not take back on C5 at once.
const std::string kKoMoves = "C6\nD6\nB5\nC5\nC4\nD4\nJ9\nE5\nD5\n";

TEST(GoTextGame, IllegalMovesAreRefusedWithTheirReason) {
  std::string output = play(nineByNine(), kKoMoves + "C5\nD5\nA2\nJ1\nB1\nA1\nZ5\nhello\n");
  EXPECT_TRUE(says(output, "Black plays D5, taking 1 stone."));
  EXPECT_TRUE(says(output, "# is the ko: White may not take back there now."));
  EXPECT_TRUE(says(
      output,
      "C5: ko: a stone just taken in a ko cannot be taken back at once; play elsewhere first; try another."));
  EXPECT_TRUE(says(output, "D5: occupied; try another."));
  EXPECT_TRUE(says(output, "A1: suicide: the stone would have no liberty; try another."));
  EXPECT_TRUE(says(output, "Z5: not a point of the 9x9 board nor a command (type help)."));
  EXPECT_TRUE(says(output, "Captured so far: by Black 1, by White 0."));
}

TEST(GoTextGame, TwoPassesEndPlayAndScoreCountsWithTheEnginesDeadStones) {
  std::string output =
      play(nineByNine(ComputerSide::None, "", "--dead \"E5\""), "E5\nC3\npass\npass\nE6\nscore\n");
  EXPECT_TRUE(says(
      output, "Both sides passed: play has ended. Type score for the count, undo to play on, new or quit."));
  EXPECT_TRUE(says(output, "E6: the game is over (type score, undo, new or quit)."));
  EXPECT_TRUE(says(output, "Dead stones: Black E5; White none."));
  // White's C3 alone on the board owns all of it: 81 points and komi.
  EXPECT_TRUE(says(
      output, "Area: Black 0 stones + 0 territory = 0; White 1 stones + 80 territory + komi 7.5 = 88.5."));
  EXPECT_TRUE(says(output, "Result: W+88.5 (White wins by 88.5)."));
}

// The terminal changes the engine's marks as the window does, through the same count.
TEST(GoTextGame, DeadChangesTheEnginesMarksBeforeTheCount) {
  std::string output = play(nineByNine(ComputerSide::None, "", "--dead \"E5\""),
                            "E5\nC3\nE6\npass\npass\ndead D4\ndead E6\nscore\ndead C3\n");
  EXPECT_TRUE(
      says(output, "dead: name a stone, after both passed and before score.\nThe chain on E6 is alive"));
  EXPECT_TRUE(says(output, "The chain on E6 is alive again: none dead."));
  EXPECT_TRUE(says(output, "Dead stones: Black none; White none."));
  EXPECT_TRUE(says(output, "Result: W+6.5 (White wins by 6.5)."));
  // The count accepted, the marks stay as they were counted.
  EXPECT_TRUE(says(output, "Result: W+6.5 (White wins by 6.5).\ndead: name a stone"));
}

TEST(GoTextGame, WithoutAnEngineTheCountTakesEveryStoneAlive) {
  GoTextGameOptions options = nineByNine();
  options.advisor.command = "/nonexistent/gnugo";
  std::string output = play(options, "E5\nscore\n");
  EXPECT_TRUE(says(output, "The engine could not help: cannot start the Go engine \"/nonexistent/gnugo\""));
  EXPECT_TRUE(says(output, "Counting with every stone alive."));
  EXPECT_TRUE(says(output, "Result: B+73.5 (Black wins by 73.5)."));
}

TEST(GoTextGame, TheEngineAnswersAndUndoTakesBackBothMoves) {
  std::string output = play(nineByNine(ComputerSide::White), "E5\nundo\nhint\n");
  EXPECT_TRUE(says(output, "White (O): the computer (level 5)"));
  EXPECT_TRUE(says(output, "Black plays E5.\nWhite (computer) plays A1."));
  EXPECT_TRUE(says(output, "Took back A1 E5."));
  EXPECT_TRUE(says(output, "Hint for Black: A1."));
}

TEST(GoTextGame, AnEngineThatCrashesLeavesTheGameToAPerson) {
  std::string output = play(nineByNine(ComputerSide::White, "--on genmove --then crash"), "E5\nC3\n");
  EXPECT_TRUE(says(output, "The engine playing White failed: Fake Engine 1.0 ended during \"genmove w\""));
  EXPECT_TRUE(says(
      output,
      "The game is kept; a person plays White from here (type computer white to start the engine again)."));
  EXPECT_TRUE(says(output, "White plays C3."));
}

TEST(GoTextGame, TheEngineMayResign) {
  std::string output = play(nineByNine(ComputerSide::White, "--on genmove --then resign"), "E5\n");
  EXPECT_TRUE(says(output, "White (computer) resigns."));
  EXPECT_TRUE(says(output, "White resigned: Black wins (B+R)."));
}

class GoTextGameFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("gomoku-go-text-" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }
  fs::path folder_;
};

TEST_F(GoTextGameFiles, SgfAndSavesAreWrittenAndReadBack) {
  const std::string sgf = (folder_ / "game.sgf").string();
  const std::string save = (folder_ / "game.sav").string();
  const std::string none = (folder_ / "none.sgf").string();
  std::string output = play(nineByNine(), kKoMoves + "save " + sgf + "\nsave " + save + "\nnew\nload " + sgf +
                                              "\nload " + save + "\nload " + none + "\n");
  EXPECT_TRUE(says(output, "Saved to " + sgf + "."));
  EXPECT_TRUE(says(output, "Loaded " + sgf + " (9 moves): 9x9 board, komi 7.5, simple ko."));
  EXPECT_TRUE(says(output, "Loaded " + save + " (9 moves)"));
  EXPECT_TRUE(says(output, "Cannot load \"" + none + "\": "));
  EXPECT_TRUE(says(output, " Your game is unchanged."));
  Result<go::Record> record = go::readSgfFile(sgf);
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->game.captures(Stone::Black), 1);
  EXPECT_EQ(record->info.blackName, "a person");
}

// A record with variations and comments, loaded and saved again, keeps every variation; `variations`
// lists the moves that can follow, `variation N` steps into one.
TEST_F(GoTextGameFiles, VariationsAreKeptListedAndSteppedInto) {
  const std::string in = (folder_ / "study.sgf").string();
  const std::string out = (folder_ / "out.sgf").string();
  {
    std::ofstream file(in);
    file << "(;GM[1]SZ[9]KM[6.5]GN[Study]PB[Ann]PW[Bo];B[ee](;W[cc]C[Corner];B[gg])(;W[]C[A pass];B[cc]))";
  }
  std::string output = play(nineByNine(), "load " + in +
                                              "\nundo\nundo\nvariations\nvariation 3\nvariation 2\n"
                                              "variations\nD4\nsave " +
                                              out + "\n");
  EXPECT_TRUE(says(output, "Loaded " + in + " (3 moves)"));
  EXPECT_TRUE(says(output,
                   "After 1. E5: 1. C7 (the main line) (2 moves), 2. pass (2 moves). Type variation N "
                   "to step into one."));
  EXPECT_TRUE(says(output, "There are 2 moves to follow here (type variations)."));
  EXPECT_TRUE(says(output, "Into the variation at pass.\nComment: A pass"));
  EXPECT_TRUE(says(output, "After 2. pass: 1. C7. Redo plays it; a move played here starts a variation."));
  Result<go::Record> record = go::readSgfFile(out);
  ASSERT_TRUE(record) << record.error();
  // The loaded tree and the variation D4 made after the pass, the comments and the names as read.
  const std::string text = go::writeSgf(record->game, record->info);
  EXPECT_TRUE(says(text, "GN[Study]PB[Ann]PW[Bo]"));
  EXPECT_TRUE(says(text, ";W[cc]C[Corner];B[gg])"));
  EXPECT_TRUE(says(text, ";W[]C[A pass]\n(;B[cc])\n(;B[df]))"));
}

TEST(GoBoardPrinter, StarPointsTheKoAndTheLastStone) {
  go::Game game(go::GameSetup{.boardSize = 9});
  for (std::string_view v : {"C6", "D6", "B5", "C5", "C4", "D4", "J9", "E5", "D5"})
    ASSERT_FALSE(game.play(*go::parseVertex(v, 9)));
  EXPECT_EQ(drawGoBoard(game),
            "    A B C D E F G H J\n"
            " 9  . . . . . . . . X  9\n"
            " 8  . . . . . . . . .  8\n"
            " 7  . . + . . . + . .  7\n"
            " 6  . . X O . . . . .  6\n"
            " 5  . X #[X]O . . . .  5\n"
            " 4  . . X O . . . . .  4\n"
            " 3  . . + . . . + . .  3\n"
            " 2  . . . . . . . . .  2\n"
            " 1  . . . . . . . . .  1\n"
            "    A B C D E F G H J\n");
}

// After the count the dead stones show in small letters, each stone of a chain named by one.
TEST(GoBoardPrinter, DeadStonesInSmallLetters) {
  go::Game game(go::GameSetup{.boardSize = 9});
  for (std::string_view v : {"E5", "G7", "C3", "G6", "J1"}) ASSERT_FALSE(game.play(*go::parseVertex(v, 9)));
  EXPECT_EQ(drawGoBoard(game, {*go::parseVertex("G7", 9), *go::parseVertex("J1", 9)}),
            "    A B C D E F G H J\n"
            " 9  . . . . . . . . .  9\n"
            " 8  . . . . . . . . .  8\n"
            " 7  . . + . . . o . .  7\n"
            " 6  . . . . . . o . .  6\n"
            " 5  . . . . X . . . .  5\n"
            " 4  . . . . . . . . .  4\n"
            " 3  . . X . . . + . .  3\n"
            " 2  . . . . . . . . .  2\n"
            " 1  . . . . . . . .[x] 1\n"
            "    A B C D E F G H J\n");
}

}  // namespace
}  // namespace gomoku::cli

namespace gomoku::cli {
namespace {

// `analyse S`: the advising engine's best moves for the side to move, with what it gives of each.
TEST(GoTextGame, AnalyseShowsTheEnginesBestMoves) {
  std::string output =
      play(nineByNine(ComputerSide::None, "", "--analyze kata"), "A1\nanalyse 0.3\nanalyse x\n");
  EXPECT_TRUE(says(output, "Best moves for White (Fake Engine 1.0, "));
  EXPECT_TRUE(says(output, " visits):\n1. B1  60.0%  +2.5  ("));
  EXPECT_TRUE(says(output, ")  C1 D1 E1\n2. C1  50.0%  +1.5  ("));
  EXPECT_TRUE(says(output, "analyse x: give the seconds, from 0.1 to 600 (analyse 5)."));
  output = play(nineByNine(ComputerSide::None, "", "--analyze top"), "A1\nanalyse\n");
  EXPECT_TRUE(says(output,
                   "Best moves for White (Fake Engine 1.0, value in points):\n1. B1  12.5 points\n"
                   "2. C1  7.2 points\n"));
  output = play(nineByNine(ComputerSide::None, "", "--analyze kata --on kata-analyze --then crash"),
                "analyse 1\n");
  EXPECT_TRUE(says(output, "The analysis stopped: Fake Engine 1.0 ended during \"kata-analyze b 50\""));
}

}  // namespace
}  // namespace gomoku::cli
