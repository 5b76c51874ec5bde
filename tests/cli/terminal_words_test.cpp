// What the three terminal games say alike: a message as one sentence, the stones' marks, the
// computer's side by name.
#include "cli/terminal_words.h"

#include <gtest/gtest.h>

namespace gomoku::cli {
namespace {

TEST(TerminalWords, AMessageBecomesOneSentence) {
  EXPECT_EQ(sentence("cannot load \"x.sav\": damaged"), "Cannot load \"x.sav\": damaged.");
  // A message that already ends a sentence is not given a second full stop.
  EXPECT_EQ(sentence("the peer left."), "The peer left.");
}

TEST(TerminalWords, StonesAreMarkedAsTheBoardsPrintThem) {
  EXPECT_EQ(stoneMark(Stone::Black), 'X');
  EXPECT_EQ(stoneMark(Stone::White), 'O');
  EXPECT_EQ(stoneMark(Stone::Empty), '.');
}

TEST(TerminalWords, TheComputersSideReadsBackFromItsName) {
  for (ComputerSide side : {ComputerSide::None, ComputerSide::Black, ComputerSide::White, ComputerSide::Both})
    EXPECT_EQ(parseSide(sideName(side)), side) << sideName(side);
  EXPECT_EQ(parseSide("red"), ComputerSide::None);
}

}  // namespace
}  // namespace gomoku::cli
