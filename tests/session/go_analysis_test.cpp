// A Go position analysed by a GTP engine: KataGo's and Leela Zero's streamed lines read into moves
// with win rates, visits and lines (a malformed part skipped), GNU Go's top moves in points, the
// move alone from any other engine; a new position ends the stream cleanly and the engine stays;
// an engine that dies is reported. The fake engine of tests/session speaks kata-analyze.
#include "session/go_analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "core/go/vertex.h"
#include "session/fake_engine.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

go::Game nineByNine(std::initializer_list<std::string_view> moves = {}) {
  go::Game game(go::GameSetup{.boardSize = 9, .komi = 6.5});
  for (std::string_view move : moves) EXPECT_FALSE(game.play(*go::parseVertex(move, 9)));
  return game;
}

std::string vertices(const std::vector<go::Move>& moves) {
  std::string text;
  for (go::Move move : moves) text += (text.empty() ? "" : " ") + go::moveText(move, 9);
  return text;
}

// Waits (a hang guard only) until `done`.
template <class Done>
bool eventually(Done done) {
  for (int i = 0; i < 60000 && !done(); ++i) std::this_thread::sleep_for(1ms);
  return done();
}

TEST(GtpAnalysisLine, KataAnalyzeGivesEachMoveItsWinRateVisitsAndLine) {
  const std::vector<GoCandidate> moves = parseAnalysisLine(
      "info move E5 visits 120 edgeVisits 120 utility 0.1 winrate 0.5432 scoreMean 1.2 scoreLead 1.25 "
      "prior 0.3 lcb 0.51 order 0 pv E5 D3 C4 info move D4 visits 30 winrate 0.48 order 1 pv D4 E5 "
      "pvVisits 30 12",
      9, GtpAnalysisKind::KataAnalyze);
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(go::moveText(moves[0].move, 9), "E5");
  EXPECT_DOUBLE_EQ(*moves[0].winRate, 0.5432);
  EXPECT_DOUBLE_EQ(*moves[0].scoreLead, 1.25);
  EXPECT_EQ(moves[0].visits, 120);
  EXPECT_EQ(vertices(moves[0].line), "E5 D3 C4");
  EXPECT_EQ(vertices(moves[1].line), "D4 E5");  // pvVisits is not a move
  EXPECT_FALSE(moves[1].scoreLead);
}

TEST(GtpAnalysisLine, LzAnalyzeWinRatesAreHundredthsOfAPerCent) {
  const std::vector<GoCandidate> moves =
      parseAnalysisLine("info move pass visits 6 winrate 4197 prior 1760 lcb 3838 order 0 pv pass E5", 9,
                        GtpAnalysisKind::LzAnalyze);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_TRUE(moves[0].move.isPass());
  EXPECT_DOUBLE_EQ(*moves[0].winRate, 0.4197);
}

TEST(GtpAnalysisLine, AMalformedPartIsSkippedAndTheRestKept) {
  const std::vector<GoCandidate> moves = parseAnalysisLine(
      "info move Z99 visits 3 winrate 0.5 pv Z99 info move E5 visits many winrate 0.5 info move C3 visits 4 "
      "winrate 1.7 info move D4 visits 4 info move G7 visits 2 winrate 0.25 order 1 pv G7 info move",
      9, GtpAnalysisKind::KataAnalyze);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(go::moveText(moves[0].move, 9), "G7");
  EXPECT_TRUE(parseAnalysisLine("I am not an engine", 9, GtpAnalysisKind::KataAnalyze).empty());
  // An order given sorts the moves, whatever order they came in.
  const std::vector<GoCandidate> sorted =
      parseAnalysisLine("info move C3 visits 1 winrate 0.1 order 2 info move E5 visits 9 winrate 0.6 order 0",
                        9, GtpAnalysisKind::KataAnalyze);
  ASSERT_EQ(sorted.size(), 2u);
  EXPECT_EQ(go::moveText(sorted[0].move, 9), "E5");
}

TEST(GtpAnalysisLine, GnuGosTopMovesAreValuesInPoints) {
  const auto moves = parseTopMoves("C3 75.00 G3 74.01 ", 9);
  ASSERT_TRUE(moves);
  ASSERT_EQ(moves->size(), 2u);
  EXPECT_EQ(go::moveText((*moves)[1].move, 9), "G3");
  EXPECT_DOUBLE_EQ(*(*moves)[1].value, 74.01);
  EXPECT_FALSE((*moves)[0].winRate);
  EXPECT_TRUE(parseTopMoves("", 9) && parseTopMoves("", 9)->empty());
  EXPECT_FALSE(parseTopMoves("C3 75.00 G3", 9));
  EXPECT_FALSE(parseTopMoves("C3 lots", 9));
  EXPECT_FALSE(parseTopMoves("Z42 1.0", 9));
}

TEST(GoAnalysis, KataAnalyzeStreamsTheThreeBestMovesWithGrowingVisits) {
  std::atomic<int> updates = 0;
  GoAnalysis analysis(fakeEngine("--analyze kata"), [&] { ++updates; });
  const go::Game game = nineByNine({"A1"});
  analysis.start(game);
  // The fake's lines come on and on; its first, malformed, is skipped.
  ASSERT_TRUE(eventually([&] { return analysis.latest() && analysis.latest()->visits >= 120; }));
  const GoAnalysisLines lines = *analysis.latest();
  EXPECT_EQ(lines.kind, GtpAnalysisKind::KataAnalyze);
  EXPECT_EQ(lines.engine, "Fake Engine 1.0");
  ASSERT_EQ(lines.candidates.size(), 3u);
  EXPECT_EQ(go::moveText(lines.candidates[0].move, 9), "B1");
  EXPECT_DOUBLE_EQ(*lines.candidates[0].winRate, 0.6);
  EXPECT_DOUBLE_EQ(*lines.candidates[2].winRate, 0.4);
  EXPECT_GT(lines.candidates[0].visits, lines.candidates[1].visits);
  EXPECT_EQ(vertices(lines.candidates[0].line), "B1 C1 D1 E1");
  EXPECT_FALSE(lines.final);
  EXPECT_TRUE(analysis.running());
  EXPECT_GE(updates.load(), 2);
  analysis.stop();
  EXPECT_FALSE(analysis.running());
  EXPECT_TRUE(analysis.latest());  // the last moves stay
  EXPECT_FALSE(analysis.takeFailure());
}

TEST(GoAnalysis, ANewPositionEndsTheStreamAndIsAnalysedInstead) {
  GoAnalysis analysis(fakeEngine("--analyze lz"));
  analysis.start(nineByNine({"A1"}));
  ASSERT_TRUE(eventually([&] { return analysis.latest().has_value(); }));
  analysis.start(nineByNine({"A1", "B1", "C1"}));
  ASSERT_TRUE(eventually([&] { return analysis.latest().has_value(); }));
  const GoAnalysisLines lines = *analysis.latest();
  ASSERT_EQ(lines.candidates.size(), 3u);
  EXPECT_EQ(go::moveText(lines.candidates[0].move, 9), "D1");  // the first point free now
  EXPECT_DOUBLE_EQ(*lines.candidates[0].winRate, 0.6);         // 6000 in lz-analyze's words
  EXPECT_FALSE(analysis.takeFailure());
}

TEST(GoAnalysis, AStreamEndedOnRequestLeavesTheEngineReady) {
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(fakeEngine("--analyze kata"), interrupter);
  ASSERT_TRUE(engine) << engine.error();
  std::atomic<int> updates = 0;
  std::jthread stopper([&] {
    while (updates.load() < 3) std::this_thread::sleep_for(1ms);
    interrupter.interrupt();
  });
  std::optional<Error> error =
      (*engine)->streamAnalysis(nineByNine({"E5"}), [&](std::vector<GoCandidate>) { ++updates; });
  stopper.join();
  EXPECT_FALSE(error) << error->message;
  EXPECT_FALSE((*engine)->broken());
  interrupter.clear();
  // The stream's last lines and its end are behind it: the next answer is the next command's.
  Result<std::string> name = (*engine)->command("name", 5s);
  ASSERT_TRUE(name) << name.error();
  EXPECT_EQ(*name, "Fake Engine");
  Result<go::Move> move = (*engine)->genmove(nineByNine({"E5"}));
  ASSERT_TRUE(move) << move.error();
  EXPECT_EQ(go::moveText(*move, 9), "A1");
}

TEST(GoAnalysis, AnEngineThatDiesIsReportedAndTheNextPositionStartsAnother) {
  GoAnalysis analysis(fakeEngine("--analyze kata --on kata-analyze --then crash"));
  const go::Game game = nineByNine({"E5"});
  analysis.start(game);
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));
  std::optional<std::string> failure = analysis.takeFailure();
  ASSERT_TRUE(failure);
  EXPECT_NE(failure->find("Fake Engine 1.0 ended during \"kata-analyze w 50\""), std::string::npos)
      << *failure;
  EXPECT_NE(failure->find("giving up"), std::string::npos) << *failure;
  EXPECT_FALSE(analysis.takeFailure());  // told once
  EXPECT_FALSE(analysis.latest());
  analysis.start(game);  // a fresh engine, which dies the same way
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));
  EXPECT_TRUE(analysis.takeFailure());
}

TEST(GoAnalysis, AnEngineWithoutAnalysisGivesItsMoveAlone) {
  GoAnalysis analysis(fakeEngine());
  analysis.start(nineByNine({"A1"}));
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));
  ASSERT_TRUE(analysis.latest());
  const GoAnalysisLines lines = *analysis.latest();
  EXPECT_EQ(lines.kind, GtpAnalysisKind::Move);
  ASSERT_EQ(lines.candidates.size(), 1u);
  EXPECT_EQ(go::moveText(lines.candidates[0].move, 9), "B1");
  EXPECT_FALSE(lines.candidates[0].winRate);
  EXPECT_FALSE(lines.candidates[0].value);
  EXPECT_TRUE(lines.final);
}

TEST(GoAnalysis, TopMovesComeOnceWithTheirValues) {
  GoAnalysis analysis(fakeEngine("--analyze top"));
  analysis.start(nineByNine({"A1"}));
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));
  ASSERT_TRUE(analysis.latest());
  const GoAnalysisLines lines = *analysis.latest();
  EXPECT_EQ(lines.kind, GtpAnalysisKind::TopMoves);
  ASSERT_EQ(lines.candidates.size(), 2u);
  EXPECT_DOUBLE_EQ(*lines.candidates[0].value, 12.5);
  EXPECT_TRUE(lines.final);
}

TEST(GoAnalysis, GnuGoNamesItsTopMovesInPoints) {
  if (!gnuGoInstalled()) GTEST_SKIP() << "GNU Go is not installed (cmake/install-deps.sh installs it)";
  GoAnalysis analysis(gnuGo(10));
  const go::Game game = nineByNine({"E5", "D5", "C3"});
  analysis.start(game);
  ASSERT_TRUE(eventually([&] { return !analysis.running(); }));
  ASSERT_FALSE(analysis.takeFailure());
  ASSERT_TRUE(analysis.latest());
  const GoAnalysisLines lines = *analysis.latest();
  EXPECT_EQ(lines.kind, GtpAnalysisKind::TopMoves);
  EXPECT_NE(lines.engine.find("GNU Go"), std::string::npos);
  ASSERT_FALSE(lines.candidates.empty());
  EXPECT_LE(lines.candidates.size(), GoAnalysis::kLines);
  for (const GoCandidate& candidate : lines.candidates) {
    ASSERT_TRUE(candidate.move.isPlay());
    EXPECT_FALSE(game.check(candidate.move.point));
    ASSERT_TRUE(candidate.value);
    EXPECT_GT(*candidate.value, 0);
    EXPECT_FALSE(candidate.winRate);  // GNU Go gives no win rate, and none is made up
  }
  for (std::size_t i = 1; i < lines.candidates.size(); ++i)
    EXPECT_GE(*lines.candidates[i - 1].value, *lines.candidates[i].value);
}

}  // namespace
}  // namespace gomoku::session
