// SGF records: what Go programs write is read, what we write is read back to the same game, and
// a record that is not Go, not SGF or not a legal game is refused with its line and reason.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/go/sgf.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

std::string movesOf(const Game& game) {
  std::string text;
  for (const Game::Turn& turn : game.turns()) {
    text += (turn.colour == Stone::Black ? "B " : "W ") + moveText(turn.move, game.boardSize()) + " ";
  }
  return text;
}

TEST(GoSgf, ReadsARecordAsGnuGoWritesIt) {
  Result<Record> record = readSgf(
      "(;GM[1]FF[4]\n"
      "SZ[9]\n"
      "GN[GNU Go 3.8 Random Seed 1]\n"
      "DT[2024-05-01]\n"
      "KM[5.5]HA[0]RU[Japanese]AP[GNU Go:3.8]\n"
      "PW[GNU Go]PB[Li Wei]\n"
      ";B[ee]C[A comment (with brackets \\] inside)];W[gc];B[cg]\n"
      ";W[];B[tt])\n");
  ASSERT_TRUE(record) << record.error();
  const Game& game = record->game;
  EXPECT_EQ(game.boardSize(), 9);
  EXPECT_EQ(game.komi(), 5.5);
  EXPECT_EQ(record->info.blackName, "Li Wei");
  EXPECT_EQ(record->info.whiteName, "GNU Go");
  EXPECT_EQ(movesOf(game), "B E5 W G7 B C3 W pass B pass ");
  EXPECT_TRUE(game.isOver());
}

TEST(GoSgf, TheMainLineIsTheFirstVariation) {
  Result<Record> record = readSgf("(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))(;SZ[19];B[aa])");
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(movesOf(record->game), "B A9 W B8 B C7 W D6 ");
}

TEST(GoSgf, HandicapStonesWithoutABStandOnTheStandardPoints) {
  Result<Record> record = readSgf("(;GM[1]SZ[19]HA[3]KM[0.5];W[cc])");
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->game.setupStones(Stone::Black).size(), 3u);
  EXPECT_EQ(record->game.setup().handicap, 3);
  EXPECT_EQ(movesOf(record->game), "W C17 ");
}

TEST(GoSgf, SetupStonesRectanglesAndOldLongNames) {
  // FF[3] spelled identifiers out; their capital letters are the FF[4] name.
  Result<Record> record = readSgf("(;SZ[9]AddBlack[aa:bb][ee]AW[ia]PL[W];W[ii])");
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->game.setupStones(Stone::Black).size(), 5u);
  EXPECT_EQ(record->game.setupStones(Stone::White), std::vector<Point>{(Point{8, 0})});
  EXPECT_EQ(record->game.firstToMove(), Stone::White);
}

TEST(GoSgf, EscapesAndSoftLineBreaksInText) {
  Result<Record> record = readSgf("(;PB[Zhang \\]San\\\\]PW[Wang\\\nWu])");
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->info.blackName, "Zhang ]San\\");
  EXPECT_EQ(record->info.whiteName, "WangWu");
}

TEST(GoSgf, AResignationEndsTheGame) {
  Result<Record> record = readSgf("(;SZ[9]RE[W+Resign];B[ee];W[cc])");
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->game.endReason(), EndReason::Resignation);
  EXPECT_EQ(record->game.resigned(), Stone::Black);
  EXPECT_NE(writeSgf(record->game).find("RE[W+R]"), std::string::npos);
}

TEST(GoSgf, DeepNestingIsOnlyText) {
  std::string text(100000, '(');
  text += ";SZ[9];B[ee])";
  Result<Record> record = readSgf(text);
  ASSERT_TRUE(record) << record.error();
  EXPECT_EQ(record->game.moveCount(), 1u);
}

TEST(GoSgf, RefusalsSayTheLineAndWhy) {
  auto why = [](std::string_view text) {
    Result<Record> record = readSgf(text);
    return record ? std::string("accepted") : record.error();
  };
  EXPECT_EQ(why("hello"), "not an SGF record (no '(' begins a game)");
  EXPECT_EQ(why("(;GM[4]SZ[15];B[hh])"), "line 1: GM[4] is a record of another game (Go is GM[1])");
  EXPECT_EQ(why("(;SZ[9]\n;B[ee]\n;W[ee])"), "line 3: move 2 (W E5) is illegal: occupied");
  EXPECT_EQ(why("(;SZ[9];B[ee];B[cc])"), "line 1: move 2 is Black's, but White is to play");
  EXPECT_EQ(why("(;SZ[25])"), "line 1: board size 25 is outside 2..19");
  EXPECT_EQ(why("(;SZ[19:9])"), "line 1: SZ[19:9]: only square boards are played (SZ[19])");
  EXPECT_EQ(why("(;SZ[9];B[zz])"), "line 1: move 1 B[zz] is not a point of the 9x9 board");
  EXPECT_EQ(why("(;SZ[9]KM[6.25])"), "line 1: komi 6.25 is not a whole or half number");
  EXPECT_EQ(why("(;SZ[9];B[ee];AB[aa])"),
            "line 1: AB after the first move: this program sets a game up only before it");
  EXPECT_EQ(why("(;SZ[9]PB[never closed"), "line 1: a value opened with '[' is never closed");
  EXPECT_EQ(why("(;SZ[9];B[ee]"), "line 1: the record ends before its ')'");
  EXPECT_EQ(why("(;SZ[9]B;W[aa])"), "line 1: property B has no value");
  EXPECT_EQ(why("(x)"), "line 1: 'x' where a node (';') should begin");
  EXPECT_EQ(why("()"), "line 1: the game has no node");
}

// The shape of the tree, each node's move, colour and comment, in preorder.
std::string treeOf(const Game& game) {
  std::string text;
  const GameTree& tree = game.tree();
  for (GameTree::Id id : tree.preorder()) {
    const GameTree::Node& node = tree.node(id);
    if (id != GameTree::kRoot)
      text += (node.stone == Stone::Black ? "B " : "W ") + moveText(Game::moveOf(node), game.boardSize());
    text += "{" + node.comment + "}" + std::to_string(node.children.size()) + " ";
  }
  return text;
}

TEST(GoSgf, VariationsAndCommentsAreReadAndWrittenBack) {
  const std::string text =
      "(;GM[1]SZ[9]GN[A study]KM[6.5]EV[Club night]PB[Ann]PW[Bo]DT[2026-12-07]PC[Here]XX[kept]C[Before the "
      "first move]"
      ";B[ee]C[Centre](;W[cc];B[gg]C[Solid](;W[])(;W[gc]))(;W[gg]C[The other corner];B[cc]))";
  Result<Record> record = readSgf(text);
  ASSERT_TRUE(record) << record.error();
  const Game& game = record->game;
  EXPECT_EQ(treeOf(game),
            "{Before the first move}1 B E5{Centre}2 W C7{}1 B G3{Solid}2 W pass{}0 W G7{}0 W G3{The other "
            "corner}1 B C7{}0 ");
  // The game stands at the end of the main line.
  EXPECT_EQ(movesOf(game), "B E5 W C7 B G3 W pass ");
  EXPECT_FALSE(game.canRedo());
  // The root's information in its order; the names as before.
  std::string fields;
  for (const Game::RecordField& field : game.recordInfo()) fields += field.id + "=" + field.value + " ";
  EXPECT_EQ(fields, "GN=A study KM=6.5 EV=Club night PB=Ann PW=Bo DT=2026-12-07 PC=Here XX=kept ");
  EXPECT_EQ(record->info.blackName, "Ann");
  const std::string written = writeSgf(game, record->info);
  EXPECT_NE(written.find("GN[A study]KM[6.5]EV[Club night]PB[Ann]PW[Bo]DT[2026-12-07]PC[Here]XX[kept]"),
            std::string::npos)
      << written;
  Result<Record> back = readSgf(written);
  ASSERT_TRUE(back) << back.error() << "\n" << written;
  EXPECT_EQ(treeOf(back->game), treeOf(game));
  EXPECT_EQ(back->game.recordInfo(), game.recordInfo());
  EXPECT_EQ(writeSgf(back->game, back->info), written);
}

TEST(GoSgf, AnIllegalMoveInAVariationIsRefusedWithItsLine) {
  Result<Record> record = readSgf("(;SZ[9];B[ee]\n(;W[cc])\n(;W[gg];B[gg]))");
  ASSERT_FALSE(record);
  EXPECT_EQ(record.error(), "line 3: move 3 (B G3) is illegal: occupied");
  record = readSgf("(;SZ[9];B[ee](;W[cc])\n(;B[gg]))");
  ASSERT_FALSE(record);
  EXPECT_EQ(record.error(), "line 2: move 2 is Black's, but White is to play");
}

TEST(GoSgf, CapturesAndKoInOneVariationDoNotLeakIntoAnother) {
  // Black takes the ko on C4 with D4 in the main line; in the variation White's C4 still stands.
  Result<Record> record = readSgf(
      "(;SZ[5]AB[bb][ca][cc]AW[da][cb][eb][dc]PL[W]"
      "(;W[bc];B[db])"
      "(;W[ba]))");
  ASSERT_TRUE(record) << record.error();
  Game game = record->game;
  const GameTree::Id second = game.tree().children(GameTree::kRoot)[1];
  ASSERT_TRUE(game.goTo(second));
  EXPECT_EQ(game.captures(Stone::Black), 0);
  EXPECT_EQ(game.board().at({2, 1}), Stone::White);
  EXPECT_FALSE(game.koPoint());
  ASSERT_TRUE(game.goTo(game.tree().mainLineEnd()));
  EXPECT_EQ(game.captures(Stone::Black), 1);
  EXPECT_EQ(game.board().at({2, 1}), Stone::Empty);
  EXPECT_EQ(game.koPoint(), (Point{2, 1}));
}

// Random games with captures, passes and a resignation, on boards with and without handicap:
// what writeSgf writes, readSgf reads back to the same game.
TEST(GoSgf, RandomGamesSurviveARoundTrip) {
  std::mt19937 random(3);
  for (int round = 0; round < 12; ++round) {
    const int size = round % 3 == 0 ? 9 : round % 3 == 1 ? 13 : 7;
    Game game(GameSetup{.boardSize = size, .komi = 0.5 * (round % 16), .handicap = round % 4 == 1 ? 2 : 0});
    while (!game.isOver() && game.moveCount() < 200) {
      Point p{static_cast<int>(random() % size), static_cast<int>(random() % size)};
      if (random() % 30 == 0) {
        ASSERT_FALSE(game.pass());
      } else if (!game.check(p)) {
        ASSERT_FALSE(game.play(p));
      }
    }
    if (round % 2 == 0 && !game.isOver()) {
      ASSERT_FALSE(game.resign(Stone::White));
    }
    RecordInfo info{"黑 Black \\ ]", "White", game.isOver() ? "" : "B+2.5"};
    const std::string text = writeSgf(game, info);
    Result<Record> back = readSgf(text);
    ASSERT_TRUE(back) << back.error() << "\n" << text;
    EXPECT_EQ(movesOf(back->game), movesOf(game));
    EXPECT_EQ(back->game.board(), game.board());
    EXPECT_EQ(back->game.komi(), game.komi());
    EXPECT_EQ(back->game.setup().handicap, game.setup().handicap);
    EXPECT_EQ(back->game.captures(Stone::Black), game.captures(Stone::Black));
    EXPECT_EQ(back->game.endReason(), game.endReason());
    EXPECT_EQ(back->info.blackName, info.blackName);
    EXPECT_EQ(writeSgf(back->game, back->info), text);
  }
}

}  // namespace
}  // namespace gomoku::go
