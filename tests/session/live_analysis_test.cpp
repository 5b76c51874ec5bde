// The analysis on its own thread: it deepens and says so after each depth, its three lines are
// the position's, a new position replaces the old one's lines, a five to block leaves one line,
// and stop() ends it at once, keeping the last lines.
#include "session/live_analysis.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

Board boardOf(std::initializer_list<const char*> moves) {
  Board board(15);
  for (const char* move : moves) board.play(*parseNotation(move, 15));
  return board;
}

// Waits (a hang guard only) until `done`.
template <class Done>
bool eventually(Done done) {
  for (int i = 0; i < 30000 && !done(); ++i) std::this_thread::sleep_for(1ms);
  return done();
}

TEST(LiveAnalysis, DeepensAndSaysSoAfterEachDepth) {
  std::atomic<int> updates = 0;
  LiveAnalysis analysis([&] { ++updates; });
  const Board board = boardOf({"h8", "i9", "g9"});
  analysis.start(board, Rule::Freestyle);
  ASSERT_TRUE(eventually([&] { return analysis.latest() && analysis.latest()->depth >= 4; }));
  const AnalysisLines lines = *analysis.latest();
  EXPECT_EQ(lines.position, board.hash());
  ASSERT_EQ(lines.lines.size(), 3u);
  for (const ai::BestLine& line : lines.lines) {
    EXPECT_TRUE(board.isEmpty(line.moves.front()));
    EXPECT_EQ(line.depth, lines.depth);
  }
  EXPECT_GE(updates.load(), 4);
  EXPECT_TRUE(analysis.running());
  const auto asked = std::chrono::steady_clock::now();
  analysis.stop();
  EXPECT_LT(std::chrono::steady_clock::now() - asked, 5s);  // a hang guard: it stops at once
  EXPECT_FALSE(analysis.running());
  EXPECT_TRUE(analysis.latest());  // the last lines stay
}

TEST(LiveAnalysis, ANewPositionReplacesTheLinesAndAFiveToBlockLeavesOne) {
  LiveAnalysis analysis;
  analysis.start(boardOf({"h8", "i9"}), Rule::Freestyle);
  ASSERT_TRUE(eventually([&] { return analysis.latest().has_value(); }));
  // White's four on row 9 (d9 to g9) is blocked at c9 by Black; h9 is the one point left.
  const Board four = boardOf({"c9", "d9", "a1", "e9", "a3", "f9", "a5", "g9"});
  analysis.start(four, Rule::Freestyle);
  ASSERT_TRUE(eventually([&] { return analysis.latest() && analysis.latest()->position == four.hash(); }));
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));  // one forced line: decided or deep
  const AnalysisLines lines = *analysis.latest();
  ASSERT_EQ(lines.lines.size(), 1u);
  EXPECT_EQ(toNotation(lines.lines.front().moves.front(), 15), "h9");
}

}  // namespace
}  // namespace gomoku::session
