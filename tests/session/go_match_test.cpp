// A game of Go against an engine behind the GoAgent seam: turns, undo against the computer, the
// advisor's hint and dead stones, and an engine that fails leaving the game in hand as it was.
#include "session/go_match.h"

#include <gtest/gtest.h>

#include <thread>

#include "core/go/vertex.h"
#include "session/fake_engine.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using Kind = GoMatchEvent::Kind;

const Player kEngine{Player::Kind::Computer, 1};
const Player kPerson{};

// Options in which the computer is the fake engine started with `arguments`, given `moveLimit` for
// each move (a short one only where the engine is meant to miss it), and the advisor another.
GoMatchOptions withFake(const std::string& arguments = "", const std::string& advisor = "",
                        std::chrono::milliseconds moveLimit = 60s) {
  GoMatchOptions options;
  options.computerPause = 0ms;
  options.engineFor = [arguments, moveLimit](int) { return fakeEngine(arguments, moveLimit); };
  options.advisor = fakeEngine(advisor);
  return options;
}

go::Game nineByNine(Player black, Player white) {
  return go::Game(go::GameSetup{.boardSize = 9, .komi = 6.5, .players = {black, white}});
}

go::Move at(std::string_view vertex) {
  return go::Move::play(*go::parseVertex(vertex, 9));
}

std::vector<Kind> kinds(const std::vector<GoMatchEvent>& events) {
  std::vector<Kind> result;
  for (const GoMatchEvent& event : events) result.push_back(event.kind);
  return result;
}

TEST(GoMatch, TheEngineAnswersAPersonsMove) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake());
  EXPECT_EQ(match.play(at("E5")).result, GoMatch::PlayResult::Played);
  EXPECT_TRUE(match.computerToMove());
  EXPECT_EQ(match.play(at("C3")).result, GoMatch::PlayResult::NotYourTurn);
  std::vector<GoMatchEvent> events = match.waitForAgent();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::MovePlayed});
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_EQ(events[0].move, at("A1"));
  EXPECT_EQ(match.game().moveCount(), 2u);
}

TEST(GoMatch, AnIllegalMoveIsRefusedWithItsReason) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake());
  match.play(at("E5"));
  GoMatch::Attempt attempt = match.play(at("E5"));
  EXPECT_EQ(attempt.result, GoMatch::PlayResult::Illegal);
  EXPECT_EQ(attempt.illegal->reason, go::IllegalMove::Reason::Occupied);
}

TEST(GoMatch, UndoAgainstTheEngineTakesBackItsReplyToo) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake());
  match.play(at("E5"));
  match.waitForAgent();
  EXPECT_TRUE(match.canUndo());
  EXPECT_EQ(match.undo(), (std::vector<go::Move>{at("A1"), at("E5")}));
  EXPECT_EQ(match.game().moveCount(), 0u);
  EXPECT_FALSE(match.computerToMove());
  EXPECT_EQ(match.redo(), (std::vector<go::Move>{at("E5"), at("A1")}));
}

// A player behind the seam who answers from a script at once.
class ScriptedAgent final : public GoAgent {
 public:
  explicit ScriptedAgent(std::vector<go::Move> moves) : moves_(std::move(moves)) {}
  void startTurn(const go::Game&) override { ready_ = next_ < moves_.size(); }
  std::optional<Result<go::Move>> takeMove() override {
    if (!ready_) return std::nullopt;
    ready_ = false;
    return Result<go::Move>(moves_[next_++]);
  }
  void waitForMove() override {}
  bool deciding() const override { return ready_; }
  void cancelTurn() override { ready_ = false; }

 private:
  std::vector<go::Move> moves_;
  std::size_t next_ = 0;
  bool ready_ = false;
};

TEST(GoMatch, APassAnsweredByAPassEndsPlay) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake());
  match.seat(Stone::White, kEngine, std::make_unique<ScriptedAgent>(std::vector{at("C3"), go::Move::pass()}));
  match.play(at("E5"));
  EXPECT_EQ(kinds(match.waitForAgent()), std::vector<Kind>{Kind::MovePlayed});
  EXPECT_EQ(match.play(go::Move::pass()).result, GoMatch::PlayResult::Played);
  std::vector<GoMatchEvent> events = match.waitForAgent();
  EXPECT_EQ(kinds(events), (std::vector<Kind>{Kind::MovePlayed, Kind::GameOver}));
  EXPECT_TRUE(events[0].move.isPass());
  EXPECT_EQ(match.game().endReason(), go::EndReason::TwoPasses);
  EXPECT_FALSE(match.computerToMove());
  // Undo takes back the engine's pass and the person's, and play goes on.
  EXPECT_EQ(match.undo().size(), 2u);
  EXPECT_FALSE(match.game().isOver());
}

TEST(GoMatch, CapturesAreCountedInTheEvent) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake());
  match.play(at("B1"));
  match.play(at("A1"));
  match.seat(Stone::Black, kEngine, std::make_unique<ScriptedAgent>(std::vector{at("A2")}));
  std::vector<GoMatchEvent> events = match.waitForAgent();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::MovePlayed});
  EXPECT_EQ(events[0].captured, 1);
  EXPECT_EQ(match.game().captures(Stone::Black), 1);
}

TEST(GoMatch, AnEngineThatResignsEndsTheGame) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake("--on genmove --then resign"));
  match.play(at("E5"));
  std::vector<GoMatchEvent> events = match.waitForAgent();
  EXPECT_EQ(kinds(events), (std::vector<Kind>{Kind::Resigned, Kind::GameOver}));
  EXPECT_EQ(match.game().resigned(), Stone::White);
}

// Each way an engine can fail ends in a message, and the game in hand stays as it was with a
// person at the engine's colour.
void expectFailureKeepsTheGame(const std::string& arguments, std::string_view message) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake(arguments, "", 1s));
  match.play(at("E5"));
  std::vector<GoMatchEvent> events = match.waitForAgent();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::EngineFailed}) << arguments;
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_NE(events[0].message.find(message), std::string::npos) << events[0].message;
  EXPECT_EQ(match.game().moveCount(), 1u);
  EXPECT_FALSE(match.agentPlays(Stone::White));
  EXPECT_FALSE(match.game().player(Stone::White).isComputer());
  // Play goes on, against a friend.
  EXPECT_EQ(match.play(at("C3")).result, GoMatch::PlayResult::Played);
}

TEST(GoMatchEngineFailure, Crash) {
  expectFailureKeepsTheGame("--on genmove --then crash", "was killed by signal 11");
}

TEST(GoMatchEngineFailure, Hang) {
  expectFailureKeepsTheGame("--on genmove --then hang", "did not answer \"genmove w\" within 1 s");
}

TEST(GoMatchEngineFailure, Late) {
  expectFailureKeepsTheGame("--on genmove --then late --delay 4", "did not answer \"genmove w\" within 1 s");
}

TEST(GoMatchEngineFailure, Garbage) {
  expectFailureKeepsTheGame("--on genmove --then garbage", "which is not GTP");
}

TEST(GoMatchEngineFailure, IllegalMove) {
  expectFailureKeepsTheGame("--on genmove --then illegal",
                            "the engine played E5, which is illegal here (occupied)");
}

TEST(GoMatchEngineFailure, Missing) {
  GoMatchOptions options = withFake();
  options.engineFor = [](int) {
    EngineSettings settings;
    settings.command = "/nonexistent/gnugo --mode gtp";
    return settings;
  };
  GoMatch match(nineByNine(kPerson, kEngine), options);
  match.play(at("E5"));
  std::vector<GoMatchEvent> events = match.waitForAgent();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::EngineFailed});
  EXPECT_EQ(events[0].message,
            "cannot start the Go engine \"/nonexistent/gnugo --mode gtp\": No such file or directory");
  // The engine can be seated again (a restarted or another engine).
  match.setPlayer(Stone::White, kEngine);
  EXPECT_TRUE(match.computerToMove());
}

TEST(GoMatch, TheAdvisorGivesAHintAndTheDeadStones) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake("", "--dead \"E5\""));
  match.play(at("E5"));
  ASSERT_TRUE(match.requestHint());
  std::vector<GoMatchEvent> events = match.waitForAdvice();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::HintReady});
  EXPECT_EQ(match.hint(), at("A1"));
  // A move makes the hint stale.
  match.play(at("A1"));
  EXPECT_FALSE(match.hint());
  ASSERT_TRUE(match.requestDeadStones());
  events = match.waitForAdvice();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::DeadStonesReady});
  EXPECT_EQ(match.deadStones(), std::vector<Point>{at("E5").point});
}

// The count, as the window and the terminal both make it: two passes open it with the advisor's
// marks made whole chains, a click unmarks or marks a chain, the scoring may change, acceptance
// ends the game with its winner, and undo goes back to play with the marks gone.
TEST(GoMatch, TwoPassesOpenTheCountWhichThePlayersChangeAndAccept) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake("", "--dead \"E5\""));
  for (const char* vertex : {"E5", "C3", "E6"}) match.play(at(vertex));
  EXPECT_EQ(match.phase(), GoMatch::Phase::Playing);
  EXPECT_FALSE(match.toggleDead(at("E5").point));  // no marks during play
  EXPECT_FALSE(match.acceptCount());
  match.play(go::Move::pass());
  match.play(go::Move::pass());
  ASSERT_EQ(match.phase(), GoMatch::Phase::Counting);
  EXPECT_FALSE(match.winner());
  ASSERT_EQ(kinds(match.waitForAdvice()), std::vector<Kind>{Kind::DeadStonesReady});
  // The engine named E5; its chain is E5 and E6.
  const std::vector<Point> chain{at("E5").point, at("E6").point};
  EXPECT_EQ(match.deadStones(), chain);
  EXPECT_EQ(match.count().text(), "W+87.5");  // White's C3 alone owns the board: 81 and komi 6.5
  EXPECT_TRUE(match.toggleDead(at("E6").point));
  EXPECT_TRUE(match.deadStones().empty());
  EXPECT_EQ(match.count().text(), "W+5.5");        // two stones against one and komi, no territory
  EXPECT_FALSE(match.toggleDead(at("A1").point));  // an empty point
  EXPECT_EQ(match.play(at("A1")).illegal->reason, go::IllegalMove::Reason::GameOver);
  ASSERT_TRUE(match.setScoring(go::Scoring::Territory));
  EXPECT_EQ(match.count().text(), "W+6.5");  // komi alone
  EXPECT_TRUE(match.toggleDead(at("E5").point));
  EXPECT_EQ(match.deadStones().size(), 2u);
  EXPECT_EQ(match.count().text(), "W+88.5");  // 80 points, two prisoners and komi
  ASSERT_TRUE(match.acceptCount());
  EXPECT_EQ(match.phase(), GoMatch::Phase::Finished);
  ASSERT_TRUE(match.finalCount());
  EXPECT_EQ(match.finalCount()->text(), "W+88.5");
  EXPECT_EQ(match.winner(), Stone::White);
  EXPECT_FALSE(match.toggleDead(at("E5").point));  // accepted is accepted
  EXPECT_FALSE(match.setScoring(go::Scoring::Area));
  EXPECT_EQ(match.count().text(), "W+88.5");
  // Undo takes the last pass back: play again, no marks, no count.
  ASSERT_EQ(match.undo().size(), 1u);
  EXPECT_EQ(match.phase(), GoMatch::Phase::Playing);
  EXPECT_TRUE(match.deadStones().empty());
  EXPECT_FALSE(match.finalCount());
}

// A game saved after two passes and loaded again goes on with its count, the advisor asked anew.
TEST(GoMatch, AGameLoadedAfterTwoPassesResumesItsCount) {
  go::Game game = nineByNine(kPerson, kPerson);
  for (const char* vertex : {"E5", "C3"}) game.play(at(vertex));
  game.play(go::Move::pass());
  game.play(go::Move::pass());
  GoMatch match(std::move(game), withFake("", "--dead \"C3\""));
  ASSERT_EQ(match.phase(), GoMatch::Phase::Counting);
  ASSERT_EQ(kinds(match.waitForAdvice()), std::vector<Kind>{Kind::DeadStonesReady});
  EXPECT_EQ(match.deadStones(), std::vector<Point>{at("C3").point});
  // A pause (the scene left) stops the advisor; the count asks again when it goes on.
  GoMatch paused(match.game(), withFake("", "--dead \"C3\""));
  paused.pause();
  EXPECT_FALSE(paused.advising());
  paused.update();
  ASSERT_EQ(kinds(paused.waitForAdvice()), std::vector<Kind>{Kind::DeadStonesReady});
  EXPECT_EQ(paused.deadStones(), std::vector<Point>{at("C3").point});
  EXPECT_EQ(paused.count().text(), "B+74.5");  // E5 and the 80 points around it, against komi
  ASSERT_TRUE(paused.acceptCount());
  EXPECT_EQ(paused.winner(), Stone::Black);
}

// A player who marks a chain before the engine's proposal comes keeps the marks: they are not
// replaced under the player's eyes.
TEST(GoMatch, MarksMadeBeforeTheEnginesProposalAreKept) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake("", "--dead \"E5\""));
  for (const char* vertex : {"E5", "C3"}) match.play(at(vertex));
  match.play(go::Move::pass());
  match.play(go::Move::pass());
  ASSERT_TRUE(match.toggleDead(at("C3").point));
  ASSERT_EQ(kinds(match.waitForAdvice()), std::vector<Kind>{Kind::DeadStonesReady});
  EXPECT_TRUE(match.deadProposed());
  EXPECT_EQ(match.deadStones(), std::vector<Point>{at("C3").point});
}

// A resignation ends the game at once, without a count.
TEST(GoMatch, AResignationFinishesTheGameWithoutACount) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake());
  match.play(at("E5"));
  ASSERT_FALSE(match.resign(Stone::White));
  EXPECT_EQ(match.phase(), GoMatch::Phase::Finished);
  EXPECT_EQ(match.winner(), Stone::Black);
  EXPECT_FALSE(match.finalCount());
  EXPECT_FALSE(match.acceptCount());
}

TEST(GoMatch, AnAdvisorThatFailsLeavesTheGameAlone) {
  GoMatch match(nineByNine(kPerson, kPerson), withFake("", "--on reg_genmove --then crash"));
  match.play(at("E5"));
  ASSERT_TRUE(match.requestHint());
  std::vector<GoMatchEvent> events = match.waitForAdvice();
  ASSERT_EQ(kinds(events), std::vector<Kind>{Kind::AdviceFailed});
  EXPECT_NE(events[0].message.find("ended during \"reg_genmove w\""), std::string::npos) << events[0].message;
  EXPECT_EQ(match.game().moveCount(), 1u);
  EXPECT_EQ(match.play(at("C3")).result, GoMatch::PlayResult::Played);
}

// A GTP engine's move limit comes from the game's level, and is never the two minutes a player
// once waited in front of a board that did nothing.
TEST(GoMatch, AnEnginesMoveLimitFollowsTheLevelWithinABound) {
  EXPECT_EQ(moveLimitAt(1), 12s);
  EXPECT_EQ(moveLimitAt(5), 20s);
  EXPECT_EQ(moveLimitAt(10), 30s);
  EXPECT_EQ(moveLimitAt(99), kLongestMoveLimit);
  for (int level = 1; level <= 10; ++level) {
    EXPECT_EQ(gnuGo(level).moveLimit, moveLimitAt(level));
    EXPECT_LT(moveLimitAt(level - 1), moveLimitAt(level + 1));
  }
  EXPECT_LE(EngineSettings{}.moveLimit, 30s);  // an engine the player names
  // The match says how long the engine to move may think.
  GoMatch match(nineByNine(kPerson, kEngine), withFake("", "", 12s));
  match.play(at("E5"));
  EXPECT_EQ(match.moveLimit(), 12s);
}

// The player stops an engine that hangs in genmove at any moment: it is ended at once, a person
// plays its colour from there, and the game stays.
TEST(GoMatch, APersonMayStopTheEngineWhileItThinks) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake("--on genmove --then hang"));
  EXPECT_FALSE(match.stopThinking());  // nothing to stop
  match.play(at("E5"));
  match.update();
  ASSERT_TRUE(match.thinking());
  std::this_thread::sleep_for(300ms);
  ASSERT_TRUE(match.thinkingFor());
  EXPECT_GE(*match.thinkingFor(), 300ms);
  const auto asked = std::chrono::steady_clock::now();
  std::optional<GoMatchEvent> stopped = match.stopThinking();
  EXPECT_LT(std::chrono::steady_clock::now() - asked, 2s);  // not the engine's 60 s
  ASSERT_TRUE(stopped);
  EXPECT_EQ(stopped->kind, Kind::EngineStopped);
  EXPECT_EQ(stopped->colour, Stone::White);
  EXPECT_GE(stopped->waited, 300ms);
  EXPECT_FALSE(match.thinking());
  EXPECT_FALSE(match.thinkingFor());
  EXPECT_FALSE(match.agentPlays(Stone::White));
  EXPECT_FALSE(match.game().player(Stone::White).isComputer());
  EXPECT_EQ(match.game().moveCount(), 1u);
  EXPECT_TRUE(match.update().empty());  // nothing more comes from the engine
  EXPECT_EQ(match.play(at("C3")).result, GoMatch::PlayResult::Played);
  EXPECT_EQ(match.game().sideToMove(), Stone::Black);
}

TEST(GoMatch, APersonMayResignWhileTheEngineThinks) {
  GoMatch match(nineByNine(kPerson, kEngine), withFake("--on genmove --then hang"));
  match.play(at("E5"));
  match.update();
  EXPECT_TRUE(match.thinking());
  EXPECT_FALSE(match.resign(Stone::Black));
  EXPECT_FALSE(match.thinking());
  EXPECT_EQ(match.game().resigned(), Stone::Black);
}

}  // namespace
}  // namespace gomoku::session
