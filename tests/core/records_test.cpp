// Game records other Gomoku programs read and write: Piskvork's .psq, SGF (GM[4]) and a line of
// moves in notation ("h8i9j10"). A record read back is the same game; a record with an impossible move or
// a foul is refused with the move's number.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/move_text.h"
#include "core/psq.h"
#include "core/sgf_record.h"
#include "core/sgf_tree.h"

namespace gomoku {
namespace {

Game played(Rule rule, std::initializer_list<const char*> moves, int size = 15) {
  Game game(rule, size);
  for (const char* move : moves) EXPECT_FALSE(game.play(*parseNotation(move, size))) << move;
  return game;
}

void expectSameMoves(const Game& a, const Game& b) {
  ASSERT_EQ(a.moves().size(), b.moves().size());
  for (std::size_t i = 0; i < a.moves().size(); ++i) EXPECT_EQ(a.moves()[i], b.moves()[i]) << i;
  EXPECT_EQ(a.board().size(), b.board().size());
  EXPECT_EQ(a.outcome(), b.outcome());
}

TEST(Psq, ARecordReadBackIsTheSameGame) {
  Game game = played(Rule::Freestyle, {"h8", "h9", "i8", "a1", "j8", "o15", "k8", "b2", "l8"});
  ASSERT_TRUE(game.isOver());
  auto back = readPsq(writePsq(game), Rule::Freestyle);
  ASSERT_TRUE(back) << back.error();
  expectSameMoves(game, *back);
}

TEST(Psq, WritesPiskvorksHeaderAndOneBasedPointsFromTheTop) {
  Game game = played(Rule::Freestyle, {"a15", "o1"});
  EXPECT_EQ(writePsq(game), "Piskvorky 15x15, 0:0, 0\n1,1,0\n15,15,0\n");
}

// As Piskvork writes it at the end of a tournament game: times, the brains' names, a result code.
TEST(Psq, ReadsARecordWithTimesNamesAndResult) {
  auto game = readPsq(
      "Piskvorky 20x20, 11:11, 0\r\n10,10,1203\r\n11,11,877\r\n10,11,15\r\n"
      "pbrain-rapfi.exe\r\npbrain-pela.exe\r\n-1\r\n",
      Rule::Freestyle);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->board().size(), 20);
  ASSERT_EQ(game->moves().size(), 3u);
  EXPECT_EQ(game->moves()[0], (Point{9, 9}));
  EXPECT_EQ(game->moves()[2], (Point{9, 10}));
}

TEST(Psq, AFoulUnderTheRuleIsRefusedWithItsMoveNumber) {
  // Black's j8 makes two open threes, h8-i8-j8 and j8-j9-j10: fine in freestyle, a foul in renju.
  Game game = played(Rule::Freestyle, {"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"});
  std::string record = writePsq(game) + "10,8,0\n";  // j8: column 10, row 8 from the top
  auto free = readPsq(record, Rule::Freestyle);
  ASSERT_TRUE(free) << free.error();
  EXPECT_EQ(toNotation(free->moves().back(), 15), "j8");
  auto renju = readPsq(record, Rule::Renju);
  ASSERT_FALSE(renju);
  EXPECT_EQ(renju.error(), "move 9: (10,8) is forbidden: double-three");
}

TEST(Psq, ImpossibleRecordsAreRefusedWithTheReason) {
  auto occupied = readPsq("Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n", Rule::Freestyle);
  ASSERT_FALSE(occupied);
  EXPECT_EQ(occupied.error(), "move 2: (8,8) is occupied");
  auto off = readPsq("Piskvorky 15x15, 0:0, 0\n16,1,0\n", Rule::Freestyle);
  ASSERT_FALSE(off);
  EXPECT_EQ(off.error(), "move 1: (16,1) is off the board");
  EXPECT_FALSE(readPsq("Piskvorky 15x19, 0:0, 0\n", Rule::Freestyle));
  EXPECT_FALSE(readPsq("Piskvorky 40x40, 0:0, 0\n", Rule::Freestyle));
  EXPECT_FALSE(readPsq("hello\n1,1,0\n", Rule::Freestyle));
  EXPECT_FALSE(readPsq("", Rule::Freestyle));
}

TEST(MoveText, ALineOfMovesReadBackIsTheSameGame) {
  Game game = played(Rule::Renju, {"h8", "i9", "j10", "g7", "o15", "a1"});
  EXPECT_EQ(writeMoveText(game), "h8i9j10g7o15a1");
  auto back = readMoveText("h8 i9, j10g7\no15a1", Rule::Renju, 15);
  ASSERT_TRUE(back) << back.error();
  expectSameMoves(game, *back);
}

TEST(MoveText, TheMoveListIsNumberedInPairs) {
  EXPECT_EQ(writeMoveList(played(Rule::Freestyle, {"h8", "i9", "j10", "g7", "o15"})),
            "1. h8 i9\n2. j10 g7\n3. o15\n");
  EXPECT_EQ(writeMoveList(played(Rule::Freestyle, {"h8", "i9"})), "1. h8 i9\n");
  EXPECT_EQ(writeMoveList(Game()), "");
}

TEST(MoveText, BadMovesAreRefusedWithTheirNumber) {
  auto occupied = readMoveText("h8i9h8", Rule::Freestyle, 15);
  ASSERT_FALSE(occupied);
  EXPECT_EQ(occupied.error(), "move 3: h8 is occupied");
  auto off = readMoveText("h8z9", Rule::Freestyle, 15);
  ASSERT_FALSE(off);
  EXPECT_EQ(off.error(), "move 2: \"z9\" is not a point of the board");
  EXPECT_FALSE(readMoveText("h8 9", Rule::Freestyle, 15));
}

TEST(Sgf, ARecordReadBackIsTheSameGameUnderItsRule) {
  Game game = played(Rule::Renju, {"h8", "h9", "i8", "a1", "j8", "o15", "k8", "b2", "l8"});
  ASSERT_TRUE(game.isOver());
  const std::string text = writeSgf(game);
  EXPECT_NE(text.find("GM[4]"), std::string::npos) << text;
  EXPECT_NE(text.find("RU[renju]"), std::string::npos) << text;
  EXPECT_NE(text.find("RE[B+]"), std::string::npos) << text;
  auto back = readSgf(text, Rule::Freestyle);  // RU wins over the fallback
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->rule(), Rule::Renju);
  expectSameMoves(game, *back);
}

TEST(Sgf, ARenjuRecordNamesTheStandardOpeningItBeginsWith) {
  Game kagetsu = played(Rule::Renju, {"h8", "h9", "i9", "g7"});
  const std::string text = writeSgf(kagetsu);
  EXPECT_NE(text.find("RU[renju]ON[Kagetsu]"), std::string::npos) << text;
  auto back = readSgf(text, Rule::Renju);
  ASSERT_TRUE(back) << back.error();
  expectSameMoves(kagetsu, *back);
  // Hogetsu turned a quarter: White left of the centre and down, Black's third up and left.
  EXPECT_NE(writeSgf(played(Rule::Renju, {"h8", "g7", "g9"})).find("ON[Hogetsu]"), std::string::npos);
}

TEST(Sgf, NoOpeningIsNamedOutsideRenjuOrOffItsShapes) {
  EXPECT_EQ(writeSgf(played(Rule::Freestyle, {"h8", "h9", "i9"})).find("ON["), std::string::npos);
  EXPECT_EQ(writeSgf(played(Rule::Renju, {"h8", "h9"})).find("ON["), std::string::npos);
  EXPECT_EQ(writeSgf(played(Rule::Renju, {"h8", "h9", "l12"})).find("ON["), std::string::npos);
  EXPECT_EQ(writeSgf(played(Rule::Renju, {"a1", "h9", "i9"})).find("ON["), std::string::npos);
}

TEST(Sgf, AnOpeningNamedInTheRecordIsReadPastWhateverItSays) {
  // Another program's name for it, or a wrong one: the moves are the game.
  auto game = readSgf("(;GM[4]SZ[15]RU[renju]ON[Kagetsu (4D)];B[hh];W[hg];B[ig])", Rule::Renju);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->moves().size(), 3u);
  auto wrong = readSgf("(;GM[4]SZ[15]RU[renju]ON[Suisei];B[hh];W[hg];B[ig])", Rule::Renju);
  ASSERT_TRUE(wrong) << wrong.error();
  EXPECT_NE(writeSgf(*wrong).find("ON[Kagetsu]"), std::string::npos) << writeSgf(*wrong);
}

TEST(Sgf, PointsAreColumnThenRowFromTheTop) {
  Game game = played(Rule::Freestyle, {"a15", "o1"});
  EXPECT_NE(writeSgf(game).find(";B[aa];W[oo]"), std::string::npos) << writeSgf(game);
}

// As other programs write it: lower-case FF[3] identifiers, a comment, a variation after the main line.
TEST(Sgf, ReadsTheMainLineOfARecordFromElsewhere) {
  auto game = readSgf(
      "(;GM[4]FF[3]SZ[15]RU[Gomoku]PB[Rapfi]C[a [comment\\] here]\n"
      ";B[hh];W[hi](;B[ih];W[jh])(;B[gg]))",
      Rule::Renju);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->rule(), Rule::Freestyle);
  ASSERT_EQ(game->moves().size(), 4u);
  EXPECT_EQ(game->moves()[3], (Point{9, 7}));
}

// A study: the main line, a variation at the second move with a deeper one inside it, comments on
// moves and on the game, and the game's information.
constexpr const char* kStudy =
    "(;GM[4]FF[4]SZ[15]RU[freestyle]GN[Club final]EV[Autumn cup]DT[2026-11-02]PC[Tallinn]PB[Ann]"
    "PW[Bo]KM[0]C[annotated]\n"
    ";B[hh]C[the centre];W[hi]C[main line](;B[ih];W[jh])(;B[gg]C[sharper](;W[ff])(;W[ii];B[jj])))";

TEST(Sgf, VariationsCommentsAndTheGamesInformationAreKept) {
  auto game = readSgf(kStudy, Rule::Freestyle);
  ASSERT_TRUE(game) << game.error();
  // The game stands at the end of the main line.
  ASSERT_EQ(game->moves().size(), 4u);
  EXPECT_EQ(game->moves()[3], (Point{9, 7}));
  const GameTree& tree = game->tree();
  EXPECT_EQ(tree.size(), 8u);
  EXPECT_EQ(tree.node(GameTree::kRoot).comment, "annotated");
  const GameTree::Id h8 = tree.children(GameTree::kRoot)[0];
  EXPECT_EQ(tree.node(h8).comment, "the centre");
  const GameTree::Id h7 = tree.children(h8)[0];
  ASSERT_EQ(tree.children(h7).size(), 2u);
  const GameTree::Id g9 = tree.children(h7)[1];
  EXPECT_EQ(tree.node(g9).comment, "sharper");
  EXPECT_EQ(tree.children(g9).size(), 2u);
  const std::vector<Game::RecordField> info{{"GN", "Club final"}, {"EV", "Autumn cup"}, {"DT", "2026-11-02"},
                                            {"PC", "Tallinn"},    {"PB", "Ann"},        {"PW", "Bo"},
                                            {"KM", "0"}};
  EXPECT_EQ(game->recordInfo(), info);
  // Written and read again: the same tree, the same words, the same text again.
  const std::string text = writeSgf(*game);
  for (const char* kept : {"GN[Club final]", "EV[Autumn cup]", "DT[2026-11-02]", "PC[Tallinn]", "PB[Ann]",
                           "PW[Bo]", "KM[0]", "C[annotated]", "C[sharper]", "(;W[ff])", "(;W[ii];B[jj])"})
    EXPECT_NE(text.find(kept), std::string::npos) << kept << " in " << text;
  auto back = readSgf(text, Rule::Freestyle);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->tree().size(), 8u);
  EXPECT_EQ(writeSgf(*back), text);
}

TEST(Sgf, AVariationPlayedInTheGameIsWrittenBesideTheMainLine) {
  Game game = played(Rule::Freestyle, {"h8", "h9", "i8"});
  game.undo();
  ASSERT_FALSE(game.play(*parseNotation("a1", 15)));
  const std::string text = writeSgf(game);
  EXPECT_NE(text.find(";B[hh];W[hg]\n(;B[ih])\n(;B[ao]))"), std::string::npos) << text;
  auto back = readSgf(text, Rule::Freestyle);
  ASSERT_TRUE(back) << back.error();
  EXPECT_TRUE(back->tree().branches());
  // PSQ holds one line: the main line.
  auto psq = readPsq(writePsq(game), Rule::Freestyle);
  ASSERT_TRUE(psq) << psq.error();
  ASSERT_EQ(psq->moves().size(), 3u);
  EXPECT_EQ(psq->moves()[2], *parseNotation("i8", 15));
}

TEST(Sgf, ARecordNestedDeeperThanAnyGameIsReadWithoutRecursion) {
  // A hundred thousand brackets open: only text, read in a loop; the moves inside are a game.
  std::string deep = "(;GM[4]SZ[15]";
  for (int i = 0; i < 100000; ++i) deep += "(";
  deep += ";B[hh]";
  for (int i = 0; i < 100001; ++i) deep += ")";
  auto game = readSgf(deep, Rule::Freestyle);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->moves().size(), 1u);
  // A move inside nested variations is checked as any other, and named by its number.
  auto refused = readSgf("(;GM[4]SZ[15](;B[aa](;W[bb](;B[cc](;W[aa])))))", Rule::Freestyle);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error(), "line 1: move 4: aa is occupied");
}

TEST(Sgf, AFoulOrAnImpossibleMoveIsRefusedWithItsNumber) {
  // Black's double-three at h8 under renju (g8, i8 and h7, h9 are Black's).
  auto foul =
      readSgf("(;GM[4]SZ[15]RU[renju];B[gh];W[aa];B[ih];W[ao];B[hg];W[oa];B[hi];W[oo];B[hh])", Rule::Renju);
  ASSERT_FALSE(foul);
  EXPECT_NE(foul.error().find("move 9"), std::string::npos) << foul.error();
  EXPECT_NE(foul.error().find("double-three"), std::string::npos) << foul.error();
  for (const char* bad :
       {"(;GM[1]SZ[19];B[dd])", "(;GM[4]SZ[40];B[dd])", "(;GM[4]RU[chess];B[dd])", "(;GM[4];B[hh];B[ii])",
        "(;GM[4];B[hh];W[hh])", "(;GM[4];B[zz])", "(;GM[4]AB[hh]AW[hh:ii])", "no record", "(;GM[4];B[hh]"}) {
    auto game = readSgf(bad, Rule::Freestyle);
    ASSERT_FALSE(game) << bad;
    EXPECT_FALSE(game.error().empty());
  }
}

Game setUpGame(Stone toMove) {
  const std::vector<Point> black = {*parseNotation("h8", 15), *parseNotation("i9", 15)};
  std::vector<Point> white = {*parseNotation("h9", 15)};
  if (toMove == Stone::Black) white.push_back(*parseNotation("a1", 15));
  Result<Game> game = Game::setUp({Rule::Renju, 15, black, white, toMove});
  EXPECT_TRUE(game) << game.error();
  return game ? *game : Game();
}

TEST(Sgf, ASetUpPositionIsWrittenAsAbAndAwAndReadBack) {
  Game game = setUpGame(Stone::Black);
  ASSERT_FALSE(game.play(*parseNotation("j10", 15)));
  const std::string text = writeSgf(game);
  EXPECT_NE(text.find("AB[hh][ig]AW[hg][ao]"), std::string::npos) << text;
  EXPECT_EQ(text.find("PL["), std::string::npos) << text;
  EXPECT_NE(text.find(";B[jf]"), std::string::npos) << text;
  Result<Game> read = readSgf(text, Rule::Freestyle);
  ASSERT_TRUE(read) << read.error();
  expectSameMoves(*read, game);
  EXPECT_EQ(read->rule(), Rule::Renju);
  EXPECT_EQ(read->setUpStones(), 4u);
  EXPECT_TRUE(read->undo());
  EXPECT_FALSE(read->undo());  // the set-up stones stay
  EXPECT_EQ(writeSgf(*read), text);
}

TEST(Sgf, WhiteToMoveInASetUpPositionIsPlW) {
  Game game = setUpGame(Stone::White);
  const std::string text = writeSgf(game);
  EXPECT_NE(text.find("AB[hh][ig]AW[hg]PL[W]"), std::string::npos) << text;
  Result<Game> read = readSgf(text, Rule::Renju);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read->sideToMove(), Stone::White);
  EXPECT_EQ(read->setUpStones(), 3u);
}

TEST(Sgf, ARecordFromElsewhereSetsUpWithRectanglesAndAe) {
  // A 2x2 square of Black less one, White's three in a row, Black to move.
  Result<Game> game = readSgf("(;GM[4]SZ[15]\nAB[aa:bb]AE[bb]AW[ho][io][jo]PL[B]\n;B[hh])", Rule::Freestyle);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->setUpStones(), 6u);
  EXPECT_EQ(game->board().at(*parseNotation("a15", 15)), Stone::Black);
  EXPECT_EQ(game->board().at(*parseNotation("b14", 15)), Stone::Empty);
  EXPECT_EQ(game->board().at(*parseNotation("j1", 15)), Stone::White);
  EXPECT_EQ(game->moves().size(), 7u);
}

TEST(Sgf, AnImpossibleSetUpOrOneAfterTheStartIsRefusedWithItsLine) {
  auto counts = readSgf("(;GM[4]SZ[15]\nAB[aa][bb][cc]AW[dd])", Rule::Freestyle);
  ASSERT_FALSE(counts);
  EXPECT_EQ(counts.error(),
            "line 2: the set-up position: Black has 3 stones and White 1: Black must have as many as White "
            "(Black to move) or one more (White to move)");
  auto overline =
      readSgf("(;GM[4]RU[renju]\nAB[aa][ab][ac][ad][ae][af]AW[ha][hb][hc][hd][he]PL[W])", Rule::Renju);
  ASSERT_FALSE(overline);
  EXPECT_EQ(overline.error(), "line 2: the set-up position: Black's overline at a15 is a foul under renju");
  auto later = readSgf("(;GM[4];B[hh]\n;AW[ii])", Rule::Freestyle);
  ASSERT_FALSE(later);
  EXPECT_EQ(
      later.error(),
      "line 2: stones set up with AW after the first node: this game sets a position up only at the start");
}

TEST(Psq, ASetUpPositionIsWrittenAsItsFirstMoves) {
  Game game = setUpGame(Stone::Black);
  ASSERT_FALSE(game.play(*parseNotation("j10", 15)));
  Result<Game> read = readPsq(writePsq(game), Rule::Renju);
  ASSERT_TRUE(read) << read.error();
  expectSameMoves(*read, game);
}

// The terminal game's save and load choose the format by the file's ending.
TEST(GameFile, TheEndingChoosesTheFormat) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("gomoku-records-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  Game game = played(Rule::Standard, {"h8", "h9", "i8"});
  for (const char* name : {"game.sgf", "game.SGF", "game.psq", "game.gomoku"}) {
    ASSERT_FALSE(writeGameFile(game, folder / name)) << name;
    auto back = readGameFile(folder / name, Rule::Standard);
    ASSERT_TRUE(back) << name << ": " << back.error();
    expectSameMoves(game, *back);
  }
  std::ifstream sgf(folder / "game.sgf");
  EXPECT_EQ(sgf.get(), '(');
  std::ifstream psq(folder / "game.psq");
  std::string header;
  std::getline(psq, header);
  EXPECT_EQ(header.rfind("Piskvorky 15x15", 0), 0u);
  std::ofstream(folder / "bad.sgf") << "(;GM[4];B[hh];B[ii])";
  auto bad = readGameFile(folder / "bad.sgf", Rule::Standard);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("bad.sgf"), std::string::npos) << bad.error();
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace gomoku
