// What pbrain-gomoku says while it thinks with the real engine: MESSAGE lines a manager shows,
// and a node limit that makes its games repeat.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/gomocup_brain.h"

namespace gomoku::cli {
namespace {

// The brain's answers to `lines`, one a line.
std::vector<std::string> answersTo(const std::vector<std::string>& lines) {
  std::ostringstream out;
  GomocupBrain brain(out);
  for (const std::string& line : lines) brain.handleLine(line);
  std::vector<std::string> answers;
  std::istringstream text(out.str());
  for (std::string line; std::getline(text, line);) answers.push_back(line);
  return answers;
}

// A middle game, the brain (field 1) to move.
const std::vector<std::string> kMiddleGame{
    "START 15", "INFO max_node 30000", "BOARD", "7,7,1", "8,8,2", "6,8,1", "8,6,2", "8,7,1", "9,7,2", "DONE"};

TEST(BrainThinking, EachFinishedIterationIsAMessageWithDepthEvalNodesSpeedAndLine) {
  std::vector<std::string> answers = answersTo(kMiddleGame);
  ASSERT_GE(answers.size(), 3u) << "OK, at least one MESSAGE, the move";
  EXPECT_EQ(answers.front(), "OK");
  EXPECT_TRUE(std::regex_match(answers.back(), std::regex(R"(\d+,\d+)"))) << answers.back();
  const std::regex message(
      R"(MESSAGE depth (\d+) eval -?\d+ nodes (\d+) speed \d+ nps time \d+ ms pv( \d+,\d+)+)");
  int lastDepth = 0;
  unsigned long long lastNodes = 0;
  for (std::size_t i = 1; i + 1 < answers.size(); ++i) {
    std::smatch m;
    ASSERT_TRUE(std::regex_match(answers[i], m, message)) << answers[i];
    EXPECT_GT(std::stoi(m[1]), lastDepth) << "each message is a deeper iteration";
    EXPECT_GE(std::stoull(m[2]), lastNodes);
    lastDepth = std::stoi(m[1]);
    lastNodes = std::stoull(m[2]);
  }
  EXPECT_GE(lastDepth, 2);
}

TEST(BrainThinking, ANodeLimitMakesTheSearchRepeat) {
  auto movesOf = [](const std::vector<std::string>& answers) {
    std::string moves;
    for (const std::string& a : answers)
      if (a.rfind("MESSAGE", 0) != 0) moves += a + ";";
    return moves;
  };
  std::vector<std::string> lines = kMiddleGame;
  for (const char* turn : {"TURN 10,7", "TURN 5,9", "TURN 11,4"}) lines.push_back(turn);
  EXPECT_EQ(movesOf(answersTo(lines)), movesOf(answersTo(lines)));
}

}  // namespace
}  // namespace gomoku::cli
