// The puzzles' file as the game reads it (docs/puzzles.md): a good line gives its puzzle, and a
// damaged file is refused whole with the line and the reason.
#include <gtest/gtest.h>

#include "core/puzzle.h"

namespace gomoku {
namespace {

constexpr const char* kGood =
    "# a comment\n"
    "\n"
    "FV001 freestyle 15 black fours 3 k8 : h8 h9 i8 i9 j8 g7\n"
    "RT001 renju 15 white threes 5 g9 : h8 h9 i8\r\n";

TEST(PuzzleFile, ReadsEachLineAsItsPuzzle) {
  const Result<std::vector<Puzzle>> puzzles = readPuzzles(kGood);
  ASSERT_TRUE(puzzles) << puzzles.error();
  ASSERT_EQ(puzzles->size(), 2u);
  const Puzzle& first = puzzles->front();
  EXPECT_EQ(first.id, "FV001");
  EXPECT_EQ(first.rule, Rule::Freestyle);
  EXPECT_EQ(first.winner, Stone::Black);
  EXPECT_EQ(first.kind, PuzzleKind::Fours);
  EXPECT_EQ(first.length, 3);
  EXPECT_EQ(first.solution, *parseNotation("k8", 15));
  EXPECT_EQ(first.moves.size(), 6u);
  EXPECT_EQ(first.difficulty(), PuzzleDifficulty::Easy);
  const Board board = first.position();
  EXPECT_EQ(board.at(*parseNotation("j8", 15)), Stone::Black);
  EXPECT_EQ(board.sideToMove(), Stone::Black);
  const Puzzle& second = puzzles->back();
  EXPECT_EQ(second.rule, Rule::Renju);
  EXPECT_EQ(second.winner, Stone::White);
  EXPECT_EQ(second.difficulty(), PuzzleDifficulty::Hard);
}

TEST(PuzzleFile, WritesTheLineItReads) {
  const Result<std::vector<Puzzle>> puzzles = readPuzzles(kGood);
  ASSERT_TRUE(puzzles);
  EXPECT_EQ(writePuzzle(puzzles->front()), "FV001 freestyle 15 black fours 3 k8 : h8 h9 i8 i9 j8 g7");
}

void expectRefused(const std::string& line, const std::string& why) {
  const std::string text =
      std::string("FV001 freestyle 15 black fours 3 k8 : h8 h9 i8 i9 j8 g7\n") + line + "\n";
  const Result<std::vector<Puzzle>> puzzles = readPuzzles(text);
  ASSERT_FALSE(puzzles) << line;
  EXPECT_EQ(puzzles.error(), "line 2: " + why) << line;
}

TEST(PuzzleFile, RefusesADamagedLineSayingWhere) {
  expectRefused("FV002 freestyle 15 black fours 3 k8 h8 h9",
                "expected \"ID RULE SIZE WINNER KIND LENGTH SOLUTION : MOVES\"");
  expectRefused("FV002 chess 15 black fours 3 k8 : h8 h9", "unknown rule \"chess\"");
  expectRefused("FV002 freestyle 99 black fours 3 k8 : h8 h9", "bad board size \"99\"");
  expectRefused("FV002 freestyle 15 red fours 3 k8 : h8 h9",
                "the winner must be black or white, not \"red\"");
  expectRefused("FV002 freestyle 15 black twos 3 k8 : h8 h9",
                "the kind must be fours or threes, not \"twos\"");
  expectRefused("FV002 freestyle 15 black fours 1 k8 : h8 h9", "bad length \"1\"");
  expectRefused("FV002 freestyle 15 black fours 3 z8 : h8 h9", "bad solution \"z8\"");
  expectRefused("FV002 freestyle 15 black fours 3 k8 : h8 h8", "move 2 (h8) is on a stone");
  expectRefused("FV002 freestyle 15 black fours 3 k8 : h8 q9", "move 2 (q9) is not a point of the board");
  expectRefused("FV002 freestyle 15 white fours 3 k8 : h8 h9", "the winner is not the side to move");
  expectRefused("FV002 freestyle 15 black fours 3 h9 : h8 h9", "the solution cannot be played");
  expectRefused("FV001 freestyle 15 black fours 3 k8 : h8 h9", "the id FV001 is used twice");
  expectRefused("FV002 freestyle 15 white fours 3 k8 : h8 a1 i8 a2 j8 a3 k8 a4 l8",
                "move 9 (l8) ends the game");
}

TEST(PuzzleFile, RefusesARenjuFoulInTheMoves) {
  // Black's j8 would make two open threes at once.
  const Result<std::vector<Puzzle>> puzzles =
      readPuzzles("RV001 renju 15 white fours 3 a1 : h8 a15 i8 b15 j9 c15 j10 d15 j8\n");
  ASSERT_FALSE(puzzles);
  EXPECT_EQ(puzzles.error(), "line 1: move 9 (j8) is a foul");
}

TEST(PuzzleFile, RefusesAFileWithoutPuzzles) {
  const Result<std::vector<Puzzle>> puzzles = readPuzzles("# nothing\n\n");
  ASSERT_FALSE(puzzles);
  EXPECT_EQ(puzzles.error(), "no puzzles in the file");
}

}  // namespace
}  // namespace gomoku
