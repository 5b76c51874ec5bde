// What the three terminal games say alike: a message as one sentence, a refusal said once, the
// stones' marks, the computer's side by name.
#include "cli/terminal_words.h"

#include <gtest/gtest.h>

namespace gomoku::cli {
namespace {

TEST(TerminalWords, AMessageBecomesOneSentence) {
  EXPECT_EQ(sentence("cannot load \"x.sav\": damaged"), "Cannot load \"x.sav\": damaged.");
  // A message that already ends a sentence is not given a second full stop.
  EXPECT_EQ(sentence("the peer left."), "The peer left.");
}

// Each of net/'s refusals (link.cpp, lobby_tls.cpp) says "refused" once: never "Refused: The lobby
// refused: ..." nor "...: refused." after "Refused: ".
TEST(TerminalWords, ARefusalIsOneSentenceThatSaysRefusedOnce) {
  EXPECT_EQ(refusalSentence("The lobby refused: this code is another host's game: choose another code"),
            "The lobby refused: this code is another host's game: choose another code.");
  EXPECT_EQ(refusalSentence("the other side refused: a game code is needed"),
            "The other side refused: a game code is needed.");
  EXPECT_EQ(refusalSentence("the lobby's certificate is for another name: refused"),
            "Refused: the lobby's certificate is for another name.");
  EXPECT_EQ(refusalSentence("the lobby's certificate is not trusted (self-signed certificate): refused"),
            "Refused: the lobby's certificate is not trusted (self-signed certificate).");
  EXPECT_EQ(refusalSentence("The game code is wrong"), "Refused: The game code is wrong.");
  EXPECT_EQ(refusalSentence("this program speaks gomoku-net 1, the other side gomoku-net 2"),
            "Refused: this program speaks gomoku-net 1, the other side gomoku-net 2.");
}

TEST(TerminalWords, AReasonAfterCannotLosesItsRefusedTail) {
  EXPECT_EQ(reasonOf("the lobby's certificate is for another name: refused"),
            "the lobby's certificate is for another name");
  EXPECT_EQ(reasonOf("cannot reach the lobby: Connection refused"),
            "cannot reach the lobby: Connection refused");
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
