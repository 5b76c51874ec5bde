#include "cli/board_printer.h"

#include <gtest/gtest.h>

namespace gomoku::cli {
namespace {

TEST(BoardPrinter, RowsRunFromTheTopDownAndColumnsFromA) {
  Game game(Rule::Freestyle, 5);
  EXPECT_EQ(drawBoard(game),
            "    a b c d e\n"
            " 5  . . . . .  5\n"
            " 4  . . . . .  4\n"
            " 3  . . . . .  3\n"
            " 2  . . . . .  2\n"
            " 1  . . . . .  1\n"
            "    a b c d e\n");
}

TEST(BoardPrinter, BlackIsXWhiteIsOAndTheLastMoveIsInBrackets) {
  Game game(Rule::Freestyle, 5);
  ASSERT_FALSE(game.play(*parseNotation("a1", 5)));
  ASSERT_FALSE(game.play(*parseNotation("e1", 5)));
  EXPECT_EQ(drawBoard(game),
            "    a b c d e\n"
            " 5  . . . . .  5\n"
            " 4  . . . . .  4\n"
            " 3  . . . . .  3\n"
            " 2  . . . . .  2\n"
            " 1  X . . .[O] 1\n"
            "    a b c d e\n");
}

TEST(BoardPrinter, TwoDigitRowsStayAligned) {
  Game game;
  ASSERT_FALSE(game.play(*parseNotation("a15", 15)));
  std::string text = drawBoard(game);
  EXPECT_NE(text.find("\n15 [X]. . . . . . . . . . . . . . 15\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\n 1  . . "), std::string::npos) << text;
}

TEST(BoardPrinter, RenjuShowsThePointsForbiddenToBlackWhenBlackIsToMove) {
  // Black on d8, e8 (across) and f9, f10 (down): f8 would make two open threes.
  Game game(Rule::Renju);
  for (const char* move : {"d8", "a1", "e8", "a3", "f9", "a5", "f10", "o15"}) {
    ASSERT_FALSE(game.play(*parseNotation(move, 15))) << move;
  }
  std::string text = drawBoard(game);
  EXPECT_NE(text.find(" 8  . . . X X # "), std::string::npos) << text;
}

TEST(BoardPrinter, FreestyleShowsNoForbiddenPoints) {
  Game game(Rule::Freestyle);
  for (const char* move : {"d8", "a1", "e8", "a3", "f9", "a5", "f10", "o15"}) {
    ASSERT_FALSE(game.play(*parseNotation(move, 15))) << move;
  }
  EXPECT_EQ(drawBoard(game).find(kForbiddenMark), std::string::npos);
}

}  // namespace
}  // namespace gomoku::cli
