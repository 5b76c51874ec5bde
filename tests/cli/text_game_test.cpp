#include "cli/text_game.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "cli/analysis_text.h"
#include "cli/text_main.h"

namespace gomoku::cli {
namespace {

namespace fs = std::filesystem;

struct Played {
  int status;
  std::string output;
};

Played play(const TextGameOptions& options, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  int status = runTextGame(options, in, out);
  return {status, out.str()};
}

TextGameOptions twoPeople(Rule rule = Rule::Freestyle) {
  TextGameOptions options;
  options.rule = rule;
  options.computer = ComputerSide::None;
  options.level = ai::Level::Easy;
  options.thinkTime = std::chrono::milliseconds(50);
  return options;
}

TextGameOptions againstComputer(ComputerSide side) {
  TextGameOptions options = twoPeople();
  options.computer = side;
  return options;
}

bool says(const std::string& output, const std::string& text) {
  return output.find(text) != std::string::npos;
}

// A folder of its own for each test's save files, removed afterwards.
class TextGameFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("gomoku_cli_" + std::to_string(::getpid()) + "_" +
                                           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }
  std::string file(const std::string& name) const { return (folder_ / name).string(); }

  fs::path folder_;
};

// A record with branches, as a study from elsewhere: load then save keeps every variation.
TEST_F(TextGameFiles, LoadAndSaveOfAnSgfRecordKeepEveryVariation) {
  const std::string in = file("study.sgf");
  const std::string out = file("out.sgf");
  std::ofstream(in) << "(;GM[4]FF[4]SZ[15]RU[freestyle]GN[Club final]PB[Ann]C[annotated]\n"
                       ";B[hh]C[the centre];W[hi](;B[ih];W[jh])(;B[gg]C[sharper](;W[ff])(;W[ii];B[jj])))\n";
  Played game = play(twoPeople(), "load " + in + "\nsave " + out + "\nundo\nundo\nvariation 2\n");
  EXPECT_TRUE(says(game.output, "Loaded " + in + " (4 moves, 2 variations)")) << game.output;
  EXPECT_TRUE(says(game.output, "Into the variation at g9.\nComment: sharper")) << game.output;
  std::ifstream written(out);
  std::string text;
  for (std::string line; std::getline(written, line);) text += line + "\n";
  for (const char* kept : {"GN[Club final]", "PB[Ann]", "C[annotated]", ";B[hh]C[the centre];W[hi]",
                           "(;B[ih];W[jh])", "(;B[gg]C[sharper]", "(;W[ff])", "(;W[ii];B[jj])"})
    EXPECT_TRUE(says(text, kept)) << kept << " in " << text;
}

// A position set up in a record's first node (AB, AW) stays the start of the game: undo stops at
// it, and a save and a load keep it so.
TEST_F(TextGameFiles, ASetUpPositionLoadedFromSgfIsKeptThroughASave) {
  const std::string in = file("problem.sgf");
  const std::string save = file("problem.sav");
  std::ofstream(in) << "(;GM[4]FF[4]SZ[15]RU[freestyle]AB[hh][ig]AW[hg]PL[W];W[jf])\n";
  Played game =
      play(twoPeople(), "load " + in + "\nundo\nundo\nsave " + save + "\nload " + save + "\nundo\nh10\n");
  EXPECT_TRUE(says(game.output, "Loaded " + in + " (a set-up position of 3 stones, then 1 moves)"))
      << game.output;
  EXPECT_TRUE(says(game.output, "Took back j10.")) << game.output;
  EXPECT_TRUE(says(game.output, "Loaded " + save + " (a set-up position of 3 stones, then 0 moves)"))
      << game.output;
  EXPECT_TRUE(says(game.output, "Nothing to undo.")) << game.output;
  EXPECT_TRUE(says(game.output, "White plays h10.")) << game.output;
  EXPECT_FALSE(says(game.output, "Took back h8")) << game.output;
  EXPECT_FALSE(says(game.output, "Took back h9")) << game.output;
}

TEST(TextGame, AMoveAfterUndoStartsAVariationThatCanBeListedAndSteppedInto) {
  Played game =
      play(twoPeople(), "h8\nh9\ni8\nundo\nundo\na1\nundo\nvariations\nvariation 1\nmoves\nvariation 9\n");
  EXPECT_TRUE(says(game.output,
                   "After 1. h8: 1. h9 (the main line) (2 moves), 2. a1. Type variation N to step into one."))
      << game.output;
  EXPECT_TRUE(says(game.output, "Into the variation at h9.")) << game.output;
  EXPECT_TRUE(says(game.output, "1. h8 h9")) << game.output;
  EXPECT_TRUE(says(game.output, "There is 1 move to follow here (type variations).")) << game.output;
}

TEST_F(TextGameFiles, APipedGameWithMistakesUndoRedoSaveAndLoadEndsWithBlacksWin) {
  const std::string save = file("game.sav");
  Played game = play(twoPeople(),
                     "hello\n"
                     "h8\n"
                     "h8\n"  // occupied
                     "p3\n"  // off the board
                     "a1\n"
                     "undo\n"
                     "redo\n"
                     "8 9\n"  // i8, as row and column
                     "a2\n"
                     "j8\n"
                     "a3\n"
                     "save " +
                         save +
                         "\n"
                         "k8\n"
                         "a4\n"
                         "load " +
                         save +
                         "\n"  // back to before k8
                         "k8\n"
                         "a4\n"
                         "l8\n"
                         "m8\n");  // after the end
  EXPECT_EQ(game.status, 0);
  EXPECT_TRUE(says(game.output, "\"hello\" is not a move or a command")) << game.output;
  EXPECT_TRUE(says(game.output, "h8: occupied; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "p3: off the board; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "Took back a1.")) << game.output;
  EXPECT_TRUE(says(game.output, "Played again a1.")) << game.output;
  EXPECT_TRUE(says(game.output, "Black plays i8.")) << game.output;
  EXPECT_TRUE(says(game.output, "Saved to " + save + ".")) << game.output;
  EXPECT_TRUE(says(game.output, "Loaded " + save + " (6 moves): freestyle rule")) << game.output;
  EXPECT_TRUE(says(game.output, "Black wins with h8 i8 j8 k8 l8.")) << game.output;
  EXPECT_TRUE(says(game.output, "m8: the game is over")) << game.output;
  EXPECT_FALSE(says(game.output, "White wins")) << game.output;
}

TEST_F(TextGameFiles, ADamagedSaveIsRefusedWithItsReasonAndTheGameStays) {
  const std::string save = file("game.sav");
  Played first = play(twoPeople(), "h8\ni9\nsave " + save + "\n");
  ASSERT_TRUE(says(first.output, "Saved to")) << first.output;
  std::vector<char> bytes(fs::file_size(save));
  {
    std::ifstream in(save, std::ios::binary);
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  ASSERT_GT(bytes.size(), 17u);
  bytes[17] ^= 1;  // the first move's column: the checksum no longer matches
  {
    std::ofstream out(save, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }

  Played second = play(twoPeople(), "c3\nd4\nload " + save + "\nundo\n");
  EXPECT_TRUE(says(second.output, "Cannot load \"" + save + "\": damaged")) << second.output;
  EXPECT_TRUE(says(second.output, "Your game is unchanged.")) << second.output;
  EXPECT_TRUE(says(second.output, "Took back d4.")) << second.output;
  EXPECT_FALSE(says(second.output, "Loaded")) << second.output;
}

TEST_F(TextGameFiles, AMissingFileIsRefusedToo) {
  Played game = play(twoPeople(), "h8\nload " + file("nothing.sav") + "\nundo\n");
  EXPECT_TRUE(says(game.output, "Cannot load \"")) << game.output;
  EXPECT_TRUE(says(game.output, "Took back h8.")) << game.output;
}

// A FIFO with a save's name used to block `load` forever, waiting for a writer.
TEST_F(TextGameFiles, AFifoIsRefusedAtOnce) {
  std::string fifo = file("pipe.sav");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Played game = play(twoPeople(), "h8\nload " + fifo + "\nundo\n");
  EXPECT_TRUE(says(game.output, "it is not a regular file")) << game.output;
  EXPECT_TRUE(says(game.output, "Your game is unchanged.")) << game.output;
  EXPECT_TRUE(says(game.output, "Took back h8.")) << game.output;
}

TEST(TextGame, RenjuRefusesBlacksDoubleThreeAndSaysWhy) {
  Played game = play(twoPeople(Rule::Renju), "d8\na1\ne8\na3\nf9\na5\nf10\no15\nf8\nf11\n");
  EXPECT_TRUE(says(game.output, "f8: forbidden: double-three; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "# marks a point forbidden to Black.")) << game.output;
  EXPECT_TRUE(says(game.output, "Black plays f11.")) << game.output;
}

TEST(TextGame, MovesListsTheGameSoFar) {
  Played game = play(twoPeople(), "moves\nh8\ni9\nj10\nmoves\n");
  EXPECT_TRUE(says(game.output, "No moves yet.")) << game.output;
  EXPECT_TRUE(says(game.output, "1. h8 i9\n2. j10\n")) << game.output;
}

// The engine goes over a finished game: White's a1 left Black's four alone and is marked a
// blunder with the engine's block beside it, numbered as `moves` numbers it (4. k8 a1); a bad
// time is refused with why. (A four to block, not an open three: the position before the blunder
// is then far from lost at any depth the review's short time reaches on a loaded machine.)
TEST(TextGame, ReviewMarksTheBlunder) {
  Played game =
      play(twoPeople(), "review\nh8\ng8\ni8\no15\nj8\ng10\nk8\na1\nl8\nmoves\nreview 0.2\nreview soon\n");
  EXPECT_TRUE(says(game.output, "No moves to review yet.")) << game.output;
  EXPECT_TRUE(says(game.output, "4. k8 a1\n")) << game.output;
  EXPECT_TRUE(says(game.output, "Reviewing 10 positions, 0.2 s each...")) << game.output;
  EXPECT_TRUE(says(game.output, "1. h8          Black ")) << game.output;
  EXPECT_TRUE(says(game.output, "4... a1??      Black 100%   the engine: l8")) << game.output;
  EXPECT_TRUE(says(game.output, "Mistakes:")) << game.output;
  EXPECT_TRUE(says(game.output, " 4... a1??\n")) << game.output;
  EXPECT_TRUE(says(game.output, "review takes the seconds for each position, 0.1 to 60")) << game.output;
}

// `analyse S`: the engine's three best lines after S seconds, one a line, each as its moves in
// notation and the side to move's chance; a bad time is refused with why, and a finished game has
// nothing to analyse.
TEST(TextGame, AnalyseShowsTheThreeBestLinesWithTheirChances) {
  Played game = play(twoPeople(), "h8\ni9\nanalyse 0.5\nanalyse never\n");
  EXPECT_TRUE(says(game.output, "Best lines for Black (depth ")) << game.output;
  std::istringstream lines(game.output);
  int shown = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.size() < 3 || line[1] != '.' || line[0] < '1' || line[0] > '3') continue;
    ++shown;
    EXPECT_EQ(line[0] - '0', shown) << line;
    EXPECT_EQ(line.back(), '%') << line;
    const std::string first = line.substr(3, line.find(' ', 3) - 3);
    EXPECT_TRUE(parseNotation(first, 15)) << line;
  }
  EXPECT_EQ(shown, 3) << game.output;
  EXPECT_TRUE(says(game.output, "analyse takes the seconds to think, 0.1 to 600, as in: analyse 5"))
      << game.output;
  Played over = play(twoPeople(), "h8\na1\ni8\na2\nj8\na3\nk8\na4\nl8\nanalyze\n");
  EXPECT_TRUE(says(over.output, "The game is over: nothing to analyse.")) << over.output;
}

// Swap2 between two people at one screen: the opener places three stones, the other places two
// more, the opener takes White; the game goes on with White to move.
TEST(TextGame, Swap2IsPlayedWithItsChoicesTyped) {
  TextGameOptions options = twoPeople();
  options.opening = OpeningRule::Swap2;
  Played game = play(options, "h8\nh9\ni8\nj8\ntwo\ng8\nj9\nblack\nwhite\nk10\nmoves\n");
  EXPECT_TRUE(says(game.output, "swap2: Black (you) places three stones (black, white, black): stone 1 of 3"))
      << game.output;
  EXPECT_TRUE(says(game.output, "j8: a colour is to be chosen first; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "swap2: White (you) chooses: black or white, or two (place two more)."))
      << game.output;
  EXPECT_TRUE(says(game.output, "You chose two.")) << game.output;
  EXPECT_TRUE(says(game.output, "swap2: Black (you) chooses: black or white.")) << game.output;
  EXPECT_TRUE(says(game.output, "You chose black.")) << game.output;
  EXPECT_TRUE(says(game.output, "No colour is to be chosen now.")) << game.output;
  EXPECT_TRUE(says(game.output, "1. h8 h9\n2. i8 g8\n3. j9 k10\n")) << game.output;
}

// Soosõrv-8 between two people: the opener places h8 h9 i10, the other keeps White, plays g9 and
// declares three fifth moves, Black keeps Black and offers three (one twice on the way, one taken
// back), White picks one and plays the sixth stone.
TEST(TextGame, Soosorv8IsPlayedWithItsDeclarationOffersAndPickTyped) {
  TextGameOptions options = twoPeople(Rule::Renju);
  options.opening = OpeningRule::Soosorv8;
  Played game = play(options,
                     "h9\nh8\nh11\nh9\ni10\nwhite\ng9\nn 9\nh7\nn 3\nblack\nj9\nj9\ng10\nk12\nundo\nk12\n"
                     "a1\npick g10\nj11\nmoves\n");
  EXPECT_TRUE(says(game.output,
                   "Soosõrv-8: Black (you) places stone 1 of 3, the first stone, a Black one at the "
                   "centre. Type its point."))
      << game.output;
  EXPECT_TRUE(says(game.output, "h9: the first stone goes at the centre; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "h11: outside the central 3x3; try another.")) << game.output;
  EXPECT_TRUE(says(game.output,
                   "Soosõrv-8: White (you) may swap: type black or white, the colour to play from here."))
      << game.output;
  EXPECT_TRUE(says(game.output, "Soosõrv-8: White (you) places the fourth stone, a White one anywhere."))
      << game.output;
  EXPECT_TRUE(says(game.output, "White (you) declares how many fifth moves Black offers: type n 1 to n 8."))
      << game.output;
  EXPECT_TRUE(says(game.output, "n needs the number of fifth moves, 1 to 8, as in: n 5.")) << game.output;
  EXPECT_TRUE(says(game.output, "h7: the number of fifth moves is to be declared first; try another."))
      << game.output;
  EXPECT_TRUE(says(game.output, "You declared 3 fifth moves.")) << game.output;
  EXPECT_TRUE(says(game.output, "Black (you) offers 3 fifth moves, 1 offered (*), none the image of another"))
      << game.output;
  EXPECT_TRUE(says(game.output, "Black offers j9 as a fifth move.")) << game.output;
  EXPECT_TRUE(says(game.output, "j9: already offered; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "Took back k12.")) << game.output;
  EXPECT_TRUE(says(game.output,
                   "White (you) picks one of the fifth moves offered (*) and plays the sixth: type "
                   "pick j9 or the point alone."))
      << game.output;
  EXPECT_TRUE(says(game.output, "a1: not one of the fifth moves offered; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "White picks g10: Black's fifth move; the other offers leave the board."))
      << game.output;
  EXPECT_TRUE(says(game.output, "1. h8 h9\n2. i10 g9\n3. g10 j11\n")) << game.output;
  EXPECT_TRUE(says(game.output, "Move 7: Black (X) to play.")) << game.output;
}

// Taraguchi-10 between two people: a stone outside its square refused, a swap after each of the
// first four, then Black offers ten fifth moves (a mirror refused) and White picks one.
TEST(TextGame, Taraguchi10IsPlayedWithItsSwapsAndTenOffersTyped) {
  TextGameOptions options = twoPeople(Rule::Renju);
  options.opening = OpeningRule::Taraguchi10;
  Played game = play(options,
                     "h8\nblack\nh10\nh9\nwhite\nh10\nwhite\nh12\nh7\noffer\n"
                     "g8\ni8\ng9\ng7\nf8\nf9\nf7\ne8\ne9\ne7\nd8\na1\npick d8\ni11\nmoves\n");
  EXPECT_TRUE(says(game.output,
                   "Taraguchi-10: White (you) may swap: type black or white, the colour to play from here."))
      << game.output;
  EXPECT_TRUE(says(game.output, "h10: outside the central 3x3; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "h12: outside the central 7x7; try another.")) << game.output;
  EXPECT_TRUE(says(game.output,
                   "Black (you) may swap: type black or white, the colour to play from here, or "
                   "offer (offer ten fifth moves, keeping Black)."))
      << game.output;
  EXPECT_TRUE(says(game.output, "Black (you) offers 10 fifth moves, 0 offered (*)")) << game.output;
  // h8 h10 black and h9 h7 white: the position is its own mirror across the h column.
  EXPECT_TRUE(says(game.output, "i8: symmetric to the fifth move offered at g8; try another."))
      << game.output;
  EXPECT_TRUE(says(game.output, "a1: not one of the fifth moves offered; try another.")) << game.output;
  EXPECT_TRUE(says(game.output, "White picks d8: Black's fifth move; the other offers leave the board."))
      << game.output;
  EXPECT_TRUE(says(game.output, "1. h8 h9\n2. h10 h7\n3. d8 i11\n")) << game.output;
}

TEST(TextGame, ARenjuOpeningIsRefusedUnderAnotherRule) {
  TextGameOptions options = twoPeople(Rule::Freestyle);
  options.opening = OpeningRule::Taraguchi10;
  Played game = play(options, "h8\n");
  EXPECT_EQ(game.status, 2);
  EXPECT_EQ(game.output,
            "Taraguchi-10 is an opening rule of renju: choose the renju rule to play it (or swap, swap2).\n");
}

TEST(TextGame, StandardSaysWhiteWins) {
  Played game = play(twoPeople(Rule::Standard), "a1\nh8\na2\nh9\na3\nh10\na4\nh11\nb5\nh12\n");
  EXPECT_TRUE(says(game.output, "White wins with")) << game.output;
}

TEST(TextGame, AFullBoardWithoutFiveIsADraw) {
  TextGameOptions options = twoPeople();
  options.boardSize = 5;
  // Rows XXOOX / OOXXO / XXOOX / OOXXO / XXOOX: no line of five anywhere.
  Played game = play(
      options,
      "a5\nc5\nb5\nd5\ne5\na4\nc4\nb4\nd4\ne4\na3\nc3\nb3\nd3\ne3\na2\nc2\nb2\nd2\ne2\na1\nc1\nb1\nd1\ne1\n");
  EXPECT_TRUE(says(game.output, "Draw. Type new")) << game.output;
  EXPECT_FALSE(says(game.output, "wins")) << game.output;
}

TEST(TextGame, UndoAgainstTheComputerTakesBackItsReplyAndYourMove) {
  Played game = play(againstComputer(ComputerSide::White), "h8\nundo\nredo\n");
  EXPECT_TRUE(says(game.output, "White (computer) plays")) << game.output;
  const std::size_t took = game.output.find("Took back ");
  ASSERT_NE(took, std::string::npos) << game.output;
  // "Took back <reply> h8."
  EXPECT_TRUE(game.output.compare(game.output.find('.', took) - 3, 4, " h8.") == 0) << game.output;
  EXPECT_TRUE(says(game.output, "Played again h8 ")) << game.output;
  EXPECT_EQ(game.output.find("White (computer) plays", took), std::string::npos)
      << "after undo and redo it is Black's turn, not the computer's:\n"
      << game.output;
}

TEST(TextGame, TheComputersOpeningMoveCannotBeUndoneAlone) {
  Played game = play(againstComputer(ComputerSide::Black), "undo\n");
  EXPECT_TRUE(says(game.output, "Black (computer) plays h8.")) << game.output;
  EXPECT_TRUE(says(game.output, "Nothing to undo.")) << game.output;
}

TEST(TextGame, TheComputerPlaysItselfToTheEnd) {
  TextGameOptions options = againstComputer(ComputerSide::Both);
  options.boardSize = 7;
  Played game = play(options, "");
  EXPECT_EQ(game.status, 0);
  EXPECT_TRUE(says(game.output, "Black wins") || says(game.output, "White wins") || says(game.output, "Draw"))
      << game.output;
}

TEST(TextGame, HintSuggestsAnEmptyPointForTheSideToMove) {
  Played game = play(twoPeople(), "h8\nhint\n");
  const std::size_t hint = game.output.find("Hint for White: ");
  ASSERT_NE(hint, std::string::npos) << game.output;
  const std::string point = game.output.substr(hint + 16, game.output.find('.', hint) - hint - 16);
  auto p = parseNotation(point, 15);
  ASSERT_TRUE(p.has_value()) << point;
  EXPECT_NE(*p, *parseNotation("h8", 15));
}

// With the shipped networks, the hint, `analyse` and `review` give the network's own judgement of
// the position beside the engine's; a folder without them is said once and the game goes on.
TEST(TextGame, TheNetworkJudgesBesideTheHintTheAnalysisAndTheReview) {
  TextGameOptions options = twoPeople();
  options.networks = GOMOKU_ASSETS_DIR "/network";
  Result<ai::NetworkSettings> networks = ai::loadNetworks(options.networks);
  ASSERT_TRUE(networks.ok()) << networks.error();
  Game afterFour(Rule::Freestyle);
  for (const char* move : {"h8", "i9", "j10", "i10"}) ASSERT_FALSE(afterFour.play(*parseNotation(move, 15)));
  const std::string judged = networkText(&*networks, afterFour.board(), Rule::Freestyle);
  ASSERT_TRUE(judged.starts_with("Network: Black ") || judged.starts_with("Network: White ")) << judged;

  Played game = play(options, "h8\ni9\nj10\ni10\nhint\nanalyse 0.3\nreview 0.1\n");
  EXPECT_NE(game.output.find(". " + judged + ".\n"), std::string::npos) << game.output;  // the hint's
  EXPECT_NE(game.output.find("%\n" + judged + "\n"), std::string::npos) << game.output;  // under the lines
  EXPECT_NE(game.output.find("   " + judged + "\n"), std::string::npos) << game.output;  // i10's row
  // The first three moves' rows judge nothing: the network never saw so few stones.
  std::istringstream review(game.output.substr(game.output.find("Reviewing")));
  int judgedRows = 0, plainRows = 0;
  for (std::string line; std::getline(review, line);)
    if (line.find(" Black ") != std::string::npos)
      ++(line.find("Network: ") != std::string::npos ? judgedRows : plainRows);
  EXPECT_EQ(judgedRows, 1) << game.output;
  EXPECT_EQ(plainRows, 3) << game.output;

  options.networks = "/no/such/folder";
  game = play(options, "h8\nhint\n");
  EXPECT_TRUE(says(game.output, "The networks could not be read")) << game.output;
  EXPECT_TRUE(says(game.output, "Hint for White: ")) << game.output;
  EXPECT_FALSE(says(game.output, "Network: ")) << game.output;
}

TEST(TextGame, LevelCommandChangesTheComputersLevel) {
  Played game = play(againstComputer(ComputerSide::White), "level hard\nlevel genius\n");
  EXPECT_TRUE(says(game.output, "Level: hard.")) << game.output;
  EXPECT_TRUE(says(game.output, "level needs one of: beginner, easy, medium, hard, master.")) << game.output;
}

TEST(TextGame, NewStartsAgainAndQuitLeavesAtOnce) {
  Played game = play(twoPeople(), "h8\nnew\nquit\nh8\n");
  EXPECT_EQ(game.status, 0);
  EXPECT_TRUE(says(game.output, "New game.")) << game.output;
  EXPECT_EQ(game.output.find("Black plays h8."), game.output.rfind("Black plays h8."))
      << "quit must stop reading";
}

TEST(TextGame, HelpNamesEveryCommandAndTheRowNumbering) {
  Played game = play(twoPeople(), "help\n");
  for (const char* word :
       {"undo", "redo", "hint", "level", "save FILE", "load FILE", "new", "quit", "8 8", "from the bottom"}) {
    EXPECT_TRUE(says(game.output, word)) << word;
  }
}

// At a terminal each line is asked for with whose move it is; a pipe's output stays the game's.
TEST(TextGame, AtATerminalThePromptSaysWhoseMoveItIs) {
  TextGameOptions options = twoPeople();
  options.prompt = true;
  Played game = play(options, "h8\n");
  EXPECT_TRUE(says(game.output, "Black (X) to play> ")) << game.output;
  EXPECT_TRUE(says(game.output, "White (O) to play> ")) << game.output;
}

TEST(TextGame, APipedGameHasNoPrompt) {
  Played game = play(twoPeople(), "h8\n");
  EXPECT_FALSE(says(game.output, "to play> ")) << game.output;
}

TEST(TextMain, RefusesOptionsOutOfRange) {
  for (std::vector<std::string> args : {std::vector<std::string>{"gomoku", "--text", "--size", "30"},
                                        std::vector<std::string>{"gomoku", "--rule", "chess"},
                                        std::vector<std::string>{"gomoku", "--computer", "red"},
                                        std::vector<std::string>{"gomoku", "--level", "genius"}}) {
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    EXPECT_NE(textMain(static_cast<int>(argv.size()), argv.data()), 0) << args[1];
  }
}

}  // namespace
}  // namespace gomoku::cli
