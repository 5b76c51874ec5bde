// GTP engines in child processes: a real one (GNU Go) answers, and an engine that is missing,
// crashes, hangs, answers garbage or answers late is stopped with a message that says so.
#include "session/gtp_engine.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/go/vertex.h"
#include "session/engine_worker.h"
#include "session/fake_engine.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

::testing::AssertionResult mentions(const std::string& message, std::string_view part) {
  if (message.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << message << "\" does not mention \"" << part << "\"";
}

go::Game nineByNine(std::initializer_list<std::string_view> moves = {}) {
  go::Game game(go::GameSetup{.boardSize = 9, .komi = 6.5});
  for (std::string_view move : moves) EXPECT_FALSE(game.play(*go::parseVertex(move, 9)));
  return game;
}

// The message of a genmove by an engine started with `settings`.
std::string genmoveFailure(const EngineSettings& settings) {
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(settings, interrupter);
  if (!engine) return "cannot start: " + engine.error();
  Result<go::Move> move = (*engine)->genmove(nineByNine({"E5"}));
  EXPECT_TRUE((*engine)->broken() || move.ok() || mentions(move.error(), "refused"));
  return move ? "played" : move.error();
}

TEST(GtpEngine, GnuGoPlaysALegalMoveAndNamesTheDeadStones) {
  if (!gnuGoInstalled()) GTEST_SKIP() << "GNU Go is not installed (cmake/install-deps.sh installs it)";
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(gnuGo(1), interrupter);
  ASSERT_TRUE(engine) << engine.error();
  EXPECT_TRUE(mentions((*engine)->name(), "GNU Go"));
  go::Game game = nineByNine({"E5", "D5", "C3"});
  Result<go::Move> move = (*engine)->genmove(game);
  ASSERT_TRUE(move) << move.error();
  ASSERT_TRUE(move->isPlay());
  EXPECT_FALSE(game.check(move->point));
  ASSERT_FALSE(game.play(*move));
  // White's B2 sits alone inside Black's wall C1-C2-C3-B3-A3: dead, and GNU Go says so. It may
  // name other white stones too (D5 has Black on one side), but never a black one.
  game = nineByNine({"E5", "D5", "C3", "G7", "C2", "G3", "C1", "B2", "B3", "F5", "A3"});
  Result<std::vector<Point>> dead = (*engine)->deadStones(game);
  ASSERT_TRUE(dead) << dead.error();
  const Point b2 = *go::parseVertex("B2", 9);
  EXPECT_NE(std::find(dead->begin(), dead->end(), b2), dead->end()) << dead->size() << " named, not B2";
  for (Point p : *dead) EXPECT_EQ(game.board().at(p), Stone::White) << p.x << "," << p.y;
  Result<std::string> score = (*engine)->finalScore(game);
  ASSERT_TRUE(score) << score.error();
  EXPECT_FALSE(score->empty());
}

TEST(GtpEngine, AMissingEngineIsNamed) {
  EngineSettings settings;
  settings.command = "/nonexistent/go-engine --mode gtp";
  EXPECT_EQ(genmoveFailure(settings),
            "cannot start: cannot start the Go engine \"/nonexistent/go-engine --mode gtp\": No such file or "
            "directory");
  settings.command = "";
  EXPECT_EQ(genmoveFailure(settings), "cannot start: no Go engine is set (its command is empty)");
}

TEST(GtpEngine, AProgramThatIsNoGtpEngineIsRefused) {
  EngineSettings settings;
  settings.command = "cat";
  EXPECT_EQ(genmoveFailure(settings),
            "cannot start: cat answered \"protocol_version\" with \"1 protocol_version\", which is not GTP");
  // It may end before the first command is written or while it is read.
  settings.command = "true";
  EXPECT_TRUE(mentions(genmoveFailure(settings), "cannot start: true "));
  EXPECT_TRUE(mentions(genmoveFailure(settings), "\"protocol_version\" (exited with status 0)"));
}

TEST(GtpEngine, ACrashIsReportedWithTheSignalAndTheEnginesLastWords) {
  EXPECT_EQ(
      genmoveFailure(fakeEngine("--on genmove --then crash")),
      "Fake Engine 1.0 ended during \"genmove w\" (was killed by signal 11 (Segmentation fault)); it said: "
      "fake engine: giving up");
  EXPECT_EQ(genmoveFailure(fakeEngine("--on play --then exit")),
            "Fake Engine 1.0 ended during \"play b E5\" (exited with status 3)");
}

TEST(GtpEngine, AHangIsCutAtTheTimeLimit) {
  EXPECT_EQ(genmoveFailure(fakeEngine("--on genmove --then hang", 300ms)),
            "Fake Engine 1.0 did not answer \"genmove w\" within 0.3 s and was stopped");
}

TEST(GtpEngine, ALateAnswerIsNotTakenForTheNextOne) {
  EXPECT_EQ(genmoveFailure(fakeEngine("--on genmove --then late --delay 1.5", 300ms)),
            "Fake Engine 1.0 did not answer \"genmove w\" within 0.3 s and was stopped");
  // Answers carry the id of their command: one that answers another command is stopped.
  EXPECT_EQ(genmoveFailure(fakeEngine("--on genmove --then wrong-id")),
            "Fake Engine 1.0 answered \"genmove w\" with the answer to another command (\"=10 A1\")");
}

TEST(GtpEngine, GarbageAndImpossibleMovesAreRefused) {
  EXPECT_EQ(genmoveFailure(fakeEngine("--on genmove --then garbage")),
            "Fake Engine 1.0 answered \"genmove w\" with \"I am not a GTP engine\", which is not GTP");
  EXPECT_EQ(genmoveFailure(fakeEngine("--on genmove --then refuse")),
            "Fake Engine 1.0 refused \"genmove w\": not today");
}

TEST(GtpEngine, TheDeadStonesAreReadAsPoints) {
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(fakeEngine("--dead \"A1 B2\""), interrupter);
  ASSERT_TRUE(engine) << engine.error();
  Result<std::vector<Point>> dead = (*engine)->deadStones(nineByNine({"A1", "B2"}));
  ASSERT_TRUE(dead) << dead.error();
  EXPECT_EQ(*dead, (std::vector<Point>{{0, 8}, {1, 7}}));
  Result<std::unique_ptr<GtpEngine>> wrong = GtpEngine::start(fakeEngine("--dead \"Z99\""), interrupter);
  ASSERT_TRUE(wrong) << wrong.error();
  Result<std::vector<Point>> garbage = (*wrong)->deadStones(nineByNine());
  ASSERT_FALSE(garbage);
  EXPECT_EQ(garbage.error(),
            "Fake Engine 1.0 answered \"final_status_list dead\" with \"Z99\", which is no list of points");
}

TEST(GtpEngine, ASuggestionWithoutRegGenmoveIsTakenBack) {
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(fakeEngine("--no-reg-genmove"), interrupter);
  ASSERT_TRUE(engine) << engine.error();
  go::Game game = nineByNine({"A1"});
  Result<go::Move> first = (*engine)->suggest(game);
  Result<go::Move> again = (*engine)->suggest(game);
  ASSERT_TRUE(first && again);
  EXPECT_EQ(first->point, again->point);
  EXPECT_EQ(go::toVertex(first->point, 9), "B1");
}

TEST(GtpEngine, CommandLinesAreSplitAtSpacesOutsideQuotes) {
  EXPECT_EQ(commandWords("gnugo --mode gtp"), (std::vector<std::string>{"gnugo", "--mode", "gtp"}));
  EXPECT_EQ(commandWords("\"/opt/my engine/run\"  --x \"\""),
            (std::vector<std::string>{"/opt/my engine/run", "--x", ""}));
}

TEST(EngineWorker, CancelStopsAnEngineThatHangs) {
  EngineWorker worker(fakeEngine("--on genmove --then hang"));
  go::Game game = nineByNine();
  worker.start([game](GtpEngine& engine) -> Result<EngineAnswer> {
    Result<go::Move> move = engine.genmove(game);
    if (!move) return Error{move.error()};
    return EngineAnswer{*move};
  });
  EXPECT_TRUE(worker.busy());
  worker.cancel();
  EXPECT_FALSE(worker.busy());
  EXPECT_FALSE(worker.poll());
  // The next job gets a fresh engine.
  worker.start([](GtpEngine& engine) -> Result<EngineAnswer> {
    Result<go::Move> move = engine.suggest(go::Game(go::GameSetup{.boardSize = 9}));
    if (!move) return Error{move.error()};
    return EngineAnswer{*move};
  });
  worker.wait();
  std::optional<Result<EngineAnswer>> answer = worker.poll();
  ASSERT_TRUE(answer);
  ASSERT_TRUE(*answer) << answer->error();
}

}  // namespace
}  // namespace gomoku::session
