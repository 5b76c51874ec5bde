#include "cli/move_input.h"

#include <gtest/gtest.h>

namespace gomoku::cli {
namespace {

using Kind = Command::Kind;

TEST(MoveInput, ColumnLetterAndRowFromTheBottom) {
  Command c = readCommand("h8", 15);
  EXPECT_EQ(c.kind, Kind::Move);
  EXPECT_EQ(c.point, (Point{7, 7}));
  EXPECT_EQ(readCommand("A1", 15).point, (Point{0, 14}));
  EXPECT_EQ(readCommand("  o15 ", 15).point, (Point{14, 0}));
}

TEST(MoveInput, RowThenColumnAsNumbersMeansTheSamePoint) {
  EXPECT_EQ(readCommand("8 8", 15).point, (Point{7, 7}));
  EXPECT_EQ(readCommand("1 1", 15).point, *parseNotation("a1", 15));
  EXPECT_EQ(readCommand("3 2", 15).point, *parseNotation("b3", 15));
  EXPECT_EQ(readCommand("3,2", 15).point, *parseNotation("b3", 15));
}

TEST(MoveInput, PointsOffTheBoardAreStillMovesSoTheGameCanSayWhy) {
  for (const char* text : {"p3", "h16", "h0", "0 5", "16 1", "z99999999999999999999", "-3 4"}) {
    Command c = readCommand(text, 15);
    EXPECT_EQ(c.kind, Kind::Move) << text;
    EXPECT_FALSE(c.point.x >= 0 && c.point.x < 15 && c.point.y >= 0 && c.point.y < 15) << text;
  }
}

TEST(MoveInput, Commands) {
  EXPECT_EQ(readCommand("undo", 15).kind, Kind::Undo);
  EXPECT_EQ(readCommand("REDO", 15).kind, Kind::Redo);
  EXPECT_EQ(readCommand("hint", 15).kind, Kind::Hint);
  EXPECT_EQ(readCommand("new", 15).kind, Kind::New);
  EXPECT_EQ(readCommand("help", 15).kind, Kind::Help);
  EXPECT_EQ(readCommand("quit", 15).kind, Kind::Quit);
  EXPECT_EQ(readCommand("", 15).kind, Kind::Nothing);
  EXPECT_EQ(readCommand("   ", 15).kind, Kind::Nothing);
  Command save = readCommand("save my game.sav", 15);
  EXPECT_EQ(save.kind, Kind::Save);
  EXPECT_EQ(save.text, "my game.sav");
  EXPECT_EQ(readCommand("load x.sav", 15).kind, Kind::Load);
  Command level = readCommand("level Hard", 15);
  EXPECT_EQ(level.kind, Kind::Level);
  EXPECT_EQ(level.level, ai::Level::Hard);
}

TEST(MoveInput, TheRenjuOpeningsWordsDeclarePickAndOffer) {
  Command declare = readCommand("n 5", 15);
  EXPECT_EQ(declare.kind, Kind::Choose);
  EXPECT_EQ(declare.choice, declareFifths(5));
  EXPECT_EQ(readCommand("N 8", 15).choice, declareFifths(8));
  EXPECT_EQ(readCommand("n 9", 15).kind, Kind::NotUnderstood);
  EXPECT_EQ(readCommand("n5", 15).kind, Kind::Move);  // the point n5
  Command pick = readCommand("pick h9", 15);
  EXPECT_EQ(pick.kind, Kind::Move);
  EXPECT_EQ(pick.point, (Point{7, 6}));
  EXPECT_EQ(readCommand("pick", 15).kind, Kind::NotUnderstood);
  EXPECT_EQ(readCommand("offer", 15).choice, OpeningChoice::OfferTen);
}

TEST(MoveInput, WhatIsNeitherAMoveNorACommandIsExplained) {
  for (const char* text :
       {"hello", "h", "8", "8 8 8", "h8x", "save", "load", "level", "level genius", "undo 2"}) {
    Command c = readCommand(text, 15);
    EXPECT_EQ(c.kind, Kind::NotUnderstood) << text;
    EXPECT_FALSE(c.text.empty()) << text;
  }
  EXPECT_NE(readCommand("save", 15).text.find("file name"), std::string::npos);
}

}  // namespace
}  // namespace gomoku::cli
