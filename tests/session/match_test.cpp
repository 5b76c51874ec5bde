// The rules of play above the board, once for both front ends: whose turn it is, what undo takes
// back against the computer, and how a player behind the Agent seam is asked for its moves.
#include "session/match.h"

#include <gtest/gtest.h>

#include <atomic>
#include <deque>
#include <vector>

#include "session/endless_engine.h"

namespace gomoku::session {
namespace {

const Player kComputer{Player::Kind::Computer, static_cast<std::uint8_t>(ai::Level::Easy)};
const Player kPerson{};

MatchOptions quick() {
  MatchOptions options;
  options.computerPause = std::chrono::milliseconds(0);
  options.seed = 1;
  return options;
}

// A player behind the seam who answers from a script at once, as a remote peer or an external
// program would after their own thinking.
class ScriptedAgent final : public Agent {
 public:
  explicit ScriptedAgent(std::deque<Point> moves, int* turns) : moves_(std::move(moves)), turns_(turns) {}
  void startTurn(const Game&) override {
    ++*turns_;
    ready_ = !moves_.empty();
  }
  std::optional<Point> takeMove() override {
    if (!ready_) return std::nullopt;
    ready_ = false;
    Point p = moves_.front();
    moves_.pop_front();
    return p;
  }
  void waitForMove() override {}
  bool deciding() const override { return ready_; }
  void cancelTurn() override { ready_ = false; }

 private:
  std::deque<Point> moves_;
  int* turns_;
  bool ready_ = false;
};

TEST(Match, TheComputerAnswersAPersonsMove) {
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}), quick());
  EXPECT_EQ(match.play({7, 7}).result, Match::PlayResult::Played);
  EXPECT_TRUE(match.computerToMove());
  EXPECT_EQ(match.play({0, 0}).result, Match::PlayResult::NotYourTurn);
  auto events = match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::StonePlayed);
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_EQ(match.game().moves().size(), 2u);
}

TEST(Match, UndoTakesBackTheReplyAndTheMove) {
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}), quick());
  match.play({7, 7});
  match.waitForAgent();
  Point reply = match.game().board().lastMove();
  std::vector<Point> taken = match.undo();
  ASSERT_EQ(taken.size(), 2u);
  EXPECT_EQ(taken[0], reply);
  EXPECT_EQ(taken[1], (Point{7, 7}));
  EXPECT_TRUE(match.game().moves().empty());
  EXPECT_FALSE(match.computerToMove());
  EXPECT_EQ(match.redo().size(), 2u);
  EXPECT_EQ(match.game().board().lastMove(), reply);
}

TEST(Match, TheComputersOpeningMoveAloneIsNotTakenBack) {
  Match match(Game(Rule::Freestyle, 15, {kComputer, kPerson}), quick());
  match.waitForAgent();
  ASSERT_EQ(match.game().moves().size(), 1u);
  EXPECT_FALSE(match.canUndo());
  EXPECT_TRUE(match.undo().empty());
  EXPECT_EQ(match.game().moves().size(), 1u);
}

TEST(Match, BetweenTwoPeopleUndoTakesBackOneMove) {
  Match match(Game(Rule::Freestyle, 15, {kPerson, kPerson}), quick());
  match.play({7, 7});
  match.play({7, 8});
  EXPECT_EQ(match.undo().size(), 1u);
  EXPECT_EQ(match.game().sideToMove(), Stone::White);
}

TEST(Match, AnAgentIsAskedOnlyOnItsTurnAndItsMovesArePlayed) {
  int turns = 0;
  Match match(Game(Rule::Freestyle, 15, {kPerson, kPerson}), quick());
  match.seat(Stone::White, kComputer, std::make_unique<ScriptedAgent>(std::deque<Point>{{3, 3}}, &turns));
  match.update();
  EXPECT_EQ(turns, 0);
  match.play({7, 7});
  match.update();  // starts White's turn
  auto events = match.update();
  EXPECT_EQ(turns, 1);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].point, (Point{3, 3}));
  EXPECT_EQ(match.game().board().at({3, 3}), Stone::White);
}

TEST(Match, AnAgentsIllegalMoveIsReplacedByALegalOne) {
  int turns = 0;
  Match match(Game(Rule::Freestyle, 15, {kPerson, kPerson}), quick());
  match.seat(Stone::White, kComputer, std::make_unique<ScriptedAgent>(std::deque<Point>{{7, 7}}, &turns));
  match.play({7, 7});
  match.update();
  auto events = match.update();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_NE(events[0].point, (Point{7, 7}));
  EXPECT_EQ(match.game().moves().size(), 2u);
}

TEST(Match, UndoStopsTheComputersSearch) {
  MatchOptions options = quick();
  options.makeEngine = gomoku::testing::endlessEngine;
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}), options);
  match.play({7, 7});
  match.update();
  EXPECT_TRUE(match.thinking());
  EXPECT_EQ(match.undo().size(), 1u);
  EXPECT_FALSE(match.thinking());
  EXPECT_TRUE(match.game().moves().empty());
}

TEST(Match, TheHintIsALegalMoveForThePersonToMove) {
  Match match(Game(Rule::Renju, 15, {kPerson, kPerson}), quick());
  match.play({7, 7});
  ASSERT_TRUE(match.requestHint());
  std::optional<Point> hint = match.waitForHint();
  ASSERT_TRUE(hint);
  EXPECT_FALSE(match.game().check(*hint));
}

TEST(Match, AFlagThatFallsLosesTheGame) {
  auto now = std::chrono::steady_clock::time_point{};
  MatchOptions options = quick();
  options.timeControl = *TimeControl::parse("10s");
  options.now = [&now] { return now; };
  Match match(Game(Rule::Freestyle, 15, {kPerson, kPerson}), options);
  match.update();  // Black's clock starts
  now += std::chrono::seconds(4);
  match.play({7, 7});
  match.update();
  now += std::chrono::seconds(11);
  auto events = match.update();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::LostOnTime);
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_EQ(match.game().outcome(), Outcome::BlackWins);
  EXPECT_TRUE(match.game().lostOnTime());
  EXPECT_EQ(match.play({8, 8}).result, Match::PlayResult::Illegal);
  EXPECT_EQ(match.clock().left(Stone::Black), std::chrono::seconds(6));
}

// An engine that records the limits it was given and spends `spend` of the match's own (fake)
// time on each move before answering the first empty point.
class TimedEngine final : public ai::Engine {
 public:
  TimedEngine(std::atomic<std::int64_t>* nowMs, std::chrono::milliseconds spend,
              std::vector<ai::SearchLimits>* seen)
      : nowMs_(nowMs), spend_(spend), seen_(seen) {}
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits& limits) override {
    seen_->push_back(limits);
    *nowMs_ += spend_.count();
    ai::SearchResult result;
    for (int y = 0; y < board.size() && result.move == kNoPoint; ++y)
      for (int x = 0; x < board.size() && result.move == kNoPoint; ++x)
        if (board.isEmpty({x, y})) result.move = {x, y};
    return result;
  }

 private:
  std::atomic<std::int64_t>* nowMs_;
  std::chrono::milliseconds spend_;
  std::vector<ai::SearchLimits>* seen_;
};

TEST(Match, TheComputerThinksWithinItsClock) {
  std::atomic<std::int64_t> nowMs{0};
  std::vector<ai::SearchLimits> seen;  // written on the worker's thread, read after it has answered
  MatchOptions options = quick();
  options.timeControl = *TimeControl::parse("3s");
  options.now = [&nowMs] {
    return std::chrono::steady_clock::time_point{} + std::chrono::milliseconds(nowMs);
  };
  options.makeEngine = [&](ai::Level, std::uint64_t) {
    return std::make_unique<TimedEngine>(&nowMs, std::chrono::milliseconds(1200), &seen);
  };
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}), options);

  // The first reply: White's whole 3 s are left, so the engine may spend the clock's budget for a
  // move, not the level's own 200 ms, and never more than it has left.
  match.play({7, 7});
  ASSERT_FALSE(match.waitForAgent().empty());
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].turnTime, std::chrono::milliseconds(3000 / 30));
  // The engine spent 1.2 s of White's clock: it is charged to White, not to Black.
  EXPECT_EQ(match.clock().left(Stone::White), Millis(1800));
  EXPECT_EQ(match.clock().left(Stone::Black), Millis(3000));

  // The second reply is budgeted from what White has left now.
  match.play({7, 8});
  ASSERT_FALSE(match.waitForAgent().empty());
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[1].turnTime, std::chrono::milliseconds(1800 / 30));
  EXPECT_EQ(match.clock().left(Stone::White), Millis(600));
}

}  // namespace
}  // namespace gomoku::session
