// Another program's engine as a player, through the Gomocup protocol: a real engine (our own
// pbrain-gomoku, run as a child process) plays its moves; one that is missing, crashes, hangs,
// answers garbage, plays an occupied point or answers late fails its turn with a message that
// says which, a person takes its colour, and the game in hand stays.
#include "session/gomocup_player.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <functional>

#include "session/match.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

const Player kPerson{};
const Player kComputer{Player::Kind::Computer, 4};

std::string fake(const std::string& name) {
  return std::string(GOMOKU_FAKE_ENGINES) + "/" + name;
}

MatchOptions quick() {
  MatchOptions options;
  options.computerPause = 0ms;
  options.seed = 1;
  return options;
}

// A match where a person plays Black and the engine White, after Black's h8.
struct AgainstEngine {
  explicit AgainstEngine(const std::string& program, std::chrono::milliseconds turn = 100ms,
                         std::uint64_t nodes = 0)
      : match(Game(Rule::Freestyle, 15, {kPerson, kPerson}), quick()) {
    auto player = std::make_unique<GomocupPlayer>(program, turn);
    player->setNodeLimit(nodes);
    match.seat(Stone::White, kComputer, std::move(player));
    EXPECT_EQ(match.play({7, 7}).result, Match::PlayResult::Played);
  }
  Match match;
};

TEST(GomocupPlayer, ARealEnginePlaysItsMoves) {
  // A long turn and a node limit: the engine answers at its nodes' pace, and a slow machine (or
  // the sanitizers) never makes it late; 200 ms and a second's grace were not always enough.
  AgainstEngine game(GOMOKU_PBRAIN, 30s, 20000);
  auto events = game.match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::StonePlayed);
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_EQ(game.match.game().moves().size(), 2u);
  game.match.play(game.match.game().anyLegalPoint());
  events = game.match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::StonePlayed);
  EXPECT_EQ(game.match.game().moves().size(), 4u);
}

// Each bad engine's failure, and that the game goes on with a person at its colour.
void expectFailure(const std::string& program, const std::string& said) {
  AgainstEngine game(program);
  auto events = game.match.waitForAgent();
  ASSERT_EQ(events.size(), 1u) << program;
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::AgentFailed);
  EXPECT_EQ(events[0].colour, Stone::White);
  EXPECT_NE(events[0].detail.find(said), std::string::npos) << events[0].detail;
  EXPECT_EQ(game.match.game().moves().size(), 1u);  // the game in hand stays
  EXPECT_FALSE(game.match.computerToMove());
  EXPECT_EQ(game.match.play({8, 8}).result, Match::PlayResult::Played);
}

// What this program (and so each engine it starts) wrote on its standard error while `run` ran.
std::string standardErrorDuring(const std::function<void()>& run) {
  std::fflush(stderr);
  std::FILE* file = std::tmpfile();
  const int terminal = ::dup(STDERR_FILENO);
  ::dup2(::fileno(file), STDERR_FILENO);
  run();
  std::fflush(stderr);
  ::dup2(terminal, STDERR_FILENO);
  ::close(terminal);
  std::string written;
  std::rewind(file);
  for (int c = std::fgetc(file); c != EOF; c = std::fgetc(file)) written += static_cast<char>(c);
  std::fclose(file);
  return written;
}

TEST(GomocupPlayer, AMissingEngineIsNamed) {
  expectFailure(fake("no-such-engine"), "is not a program that can be run");
}

TEST(GomocupPlayer, AProgramThatIsNoEngineIsRefused) {
  expectFailure(fake("no-start.sh"), "instead of OK");
}

TEST(GomocupPlayer, AnEngineThatCrashesIsNamed) {
  expectFailure(fake("crash.sh"), "the engine ended while answering the move request (exited with status 3)");
}

// Its failure keeps its cause, as a Go engine's does: the exit status or the signal, and the last
// line it wrote on its standard error.
TEST(GomocupPlayer, AnEngineThatExitsSaysItsStatusAndLastErrorLine) {
  const std::string terminal = standardErrorDuring([] {
    expectFailure(fake("exit-3.sh"), "(exited with status 3); it said: \"cannot open weights.bin\"");
  });
  // What it said is in the message, not on the terminal the game was started from.
  EXPECT_EQ(terminal.find("weights.bin"), std::string::npos) << terminal;
}

TEST(GomocupPlayer, AnEngineKilledBySegmentationFaultSaysTheSignalAndLastErrorLine) {
  expectFailure(fake("segfault.sh"),
                "(was killed by signal 11 (Segmentation fault)); it said: \"search: bad index 4096\"");
}

TEST(GomocupPlayer, AnEngineThatHangsIsEndedAfterItsTime) {
  expectFailure(fake("hang.sh"), "gave no answer to the move request within");
}

TEST(GomocupPlayer, AnEngineThatAnswersLateIsEnded) {
  expectFailure(fake("late.sh"), "gave no answer to the move request within");
}

TEST(GomocupPlayer, GarbageIsNotAMove) {
  expectFailure(fake("garbage.sh"), "\"the answer is 42\" instead of a move");
}

TEST(GomocupPlayer, AnOccupiedPointIsNotPlayed) {
  expectFailure(fake("occupied.sh"), "played h8, which is occupied");
}

TEST(GomocupPlayer, UndoWhileTheEngineThinksStopsIt) {
  AgainstEngine game(fake("hang.sh"), 10s);
  game.match.update();  // the engine's turn starts
  EXPECT_TRUE(game.match.thinking());
  EXPECT_EQ(game.match.undo().size(), 1u);
  EXPECT_FALSE(game.match.thinking());
}

// The engine named in the match's options plays every computer colour, whoever seats it: at the
// start, and when a colour is given to the computer later (the terminal's level command).
TEST(GomocupPlayer, TheMatchSeatsTheEngineItsOptionsName) {
  MatchOptions options = quick();
  options.engine = fake("crash.sh");
  options.computerTurnTime = 100ms;
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}), options);
  ASSERT_EQ(match.play({7, 7}).result, Match::PlayResult::Played);
  auto events = match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::AgentFailed);
  EXPECT_NE(events[0].detail.find("(exited with status 3)"), std::string::npos) << events[0].detail;
  match.setPlayer(Stone::White, kComputer);
  events = match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::AgentFailed);
  EXPECT_EQ(match.game().moves().size(), 1u);
}

}  // namespace
}  // namespace gomoku::session
