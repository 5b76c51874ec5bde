// The clocks as a club player knows them, with time moved by hand: only the side to move counts,
// Fischer adds its increment, byo-yomi keeps a period for a move made within it, and a flag falls
// when the time is out.
#include "session/game_clock.h"

#include <gtest/gtest.h>

#include "fake_time.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

TEST(TimeControl, ReadsAndWritesItsNotation) {
  for (const char* text : {"none", "10m", "5m+3s", "10m/5x30s", "90s", "1h+30s"}) {
    auto control = TimeControl::parse(text);
    ASSERT_TRUE(control) << text;
    EXPECT_EQ(control->text(), text);
  }
  EXPECT_EQ(TimeControl::parse("5m+3s")->increment, 3s);
  EXPECT_EQ(TimeControl::parse("10m/5x30s")->periods, 5);
  for (const char* bad : {"", "10", "m", "-5m", "5m+", "5m+3s/2x1s", "10m/x30s", "10m/0x30s", "5q"})
    EXPECT_FALSE(TimeControl::parse(bad)) << bad;
}

TEST(GameClock, OnlyTheSideToMoveCounts) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("1m"), time.source());
  clock.start(Stone::Black);
  time.pass(10s);
  EXPECT_EQ(clock.left(Stone::Black), 50s);
  EXPECT_EQ(clock.left(Stone::White), 60s);
  clock.moved(Stone::Black);
  time.pass(5s);
  EXPECT_EQ(clock.left(Stone::Black), 50s);
  EXPECT_EQ(clock.left(Stone::White), 55s);
}

TEST(GameClock, APausedClockDoesNotCount) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("1m"), time.source());
  clock.start(Stone::Black);
  time.pass(10s);
  clock.stop();
  time.pass(1h);
  EXPECT_EQ(clock.left(Stone::Black), 50s);
  EXPECT_FALSE(clock.flagFallen());
}

TEST(GameClock, SuddenDeathFlagFalls) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("10s"), time.source());
  clock.start(Stone::Black);
  time.pass(9999ms);
  EXPECT_FALSE(clock.flagFallen());
  time.pass(2ms);
  ASSERT_TRUE(clock.flagFallen());
  EXPECT_EQ(*clock.flagFallen(), Stone::Black);
  EXPECT_EQ(clock.left(Stone::Black), 0s);
}

TEST(GameClock, FischerAddsTheIncrementAfterEachMove) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("1m+5s"), time.source());
  clock.start(Stone::Black);
  time.pass(2s);
  clock.moved(Stone::Black);
  EXPECT_EQ(clock.left(Stone::Black), 63s);
}

TEST(GameClock, ByoYomiKeepsAPeriodForAMoveMadeWithinIt) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("10s/3x5s"), time.source());
  clock.start(Stone::Black);
  time.pass(12s);  // main time spent, 2 s into the first period
  EXPECT_TRUE(clock.inByoYomi(Stone::Black));
  EXPECT_EQ(clock.left(Stone::Black), 3s);
  EXPECT_EQ(clock.periodsLeft(Stone::Black), 3);
  clock.moved(Stone::Black);
  clock.moved(Stone::White);
  EXPECT_EQ(clock.left(Stone::Black), 5s);  // a whole period again
  time.pass(6s);                            // over one period: it is used up
  EXPECT_EQ(clock.periodsLeft(Stone::Black), 2);
  EXPECT_EQ(clock.left(Stone::Black), 4s);
  time.pass(9s);  // and the last two
  ASSERT_TRUE(clock.flagFallen());
  EXPECT_EQ(*clock.flagFallen(), Stone::Black);
}

TEST(GameClock, TheTimeLeftIsOneNumberTheOtherSideCanTakeBack) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("10s/3x5s"), time.source());
  EXPECT_EQ(clock.remaining(Stone::Black), 25s);  // main time and every period
  clock.start(Stone::Black);
  time.pass(12s);  // 2 s into the first period
  EXPECT_EQ(clock.remaining(Stone::Black), 13s);
  clock.moved(Stone::Black);
  EXPECT_EQ(clock.remaining(Stone::Black), 15s);  // the period kept whole

  GameClock other(*TimeControl::parse("10s/3x5s"), time.source());
  other.setRemaining(Stone::Black, 15s);
  EXPECT_EQ(other.remaining(Stone::Black), 15s);
  EXPECT_TRUE(other.inByoYomi(Stone::Black));
  EXPECT_EQ(other.periodsLeft(Stone::Black), 3);
  other.setRemaining(Stone::White, 22s);
  EXPECT_EQ(other.left(Stone::White), 7s);
  EXPECT_EQ(other.periodsLeft(Stone::White), 3);
  other.setRemaining(Stone::White, 0s);
  EXPECT_EQ(other.flagFallen(), Stone::White);
}

TEST(TimeControl, NoClockReadsMoreThanTheControlGives) {
  EXPECT_EQ(TimeControl::parse("5m")->most(40), 5min);
  EXPECT_EQ(TimeControl::parse("5m+3s")->most(10), 5min + 30s);
  EXPECT_EQ(TimeControl::parse("10m/5x30s")->most(3), 12min + 30s);
}

TEST(GameClock, AnEnginesBudgetKeepsTimeForTheGame) {
  FakeTime time;
  GameClock clock(*TimeControl::parse("5m"), time.source());
  clock.start(Stone::Black);
  EXPECT_EQ(clock.moveBudget(Stone::Black), 10s);
  time.pass(299s);
  EXPECT_LE(clock.moveBudget(Stone::Black), 1s);
  EXPECT_GT(clock.moveBudget(Stone::Black), 0s);
}

}  // namespace
}  // namespace gomoku::session
