// The terminal game hosting and joining through a gomoku-lobby served in this process, the program
// itself against a player of the test's: a host the lobby refuses (its code taken, the lobby's cap)
// leaves saying why once; a host tells its code once the lobby holds the game, and shows the board
// a player joined; a finished game ends when the other player leaves; every line typed ahead is
// answered as it comes, and quit does not wait behind it.
#include "terminal_lobby.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <future>
#include <thread>

#include "../session/loopback.h"
#include "session/online_lobby.h"
#include "terminal_program.h"

namespace gomoku::session {
namespace {

using lobby::RunningLobby;
using namespace std::chrono_literals;
constexpr auto npos = std::string::npos;

// Bounded, so that a failing test does not wait for a program that waits for nobody.
const std::string kBounded = std::string("timeout 20 ") + GOMOKU_PROGRAM;

// Updates `online` until `done` holds; false after kPatience.
bool until(OnlineMatch& online, const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (std::chrono::steady_clock::now() < deadline) {
    online.update();
    if (done()) return true;
    online.waitForActivity(5ms);
  }
  return false;
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(TerminalLobby, AHostWhoseCodeIsTakenLeavesSayingWhyOnce) {
  LobbyForTerminal lobby;
  OnlineLobby alice(quiet("alice"));
  const auto first = lobby.host(alice, "TAKEN1");
  ASSERT_TRUE(first);

  // Its input stays open: the program must leave by itself.
  const Ran ran = terminal("--host --code TAKEN1 --name carol " + lobby.at + typed("", 30), kBounded);
  EXPECT_EQ(ran.status, 1) << ran.out;
  EXPECT_EQ(count(ran.out, "another host's game"), 1U) << ran.out;
  EXPECT_NE(ran.out.find("The lobby refused: this code is another host's game: choose another code.\n"), npos)
      << ran.out;
  EXPECT_EQ(ran.out.find("Refused: The lobby refused"), npos) << ran.out;
  // Nothing was hosted: no code to tell, nobody to wait for.
  EXPECT_EQ(ran.out.find("Game code:"), npos) << ran.out;
  EXPECT_EQ(ran.out.find("Waiting for a player"), npos) << ran.out;
}

TEST(TerminalLobby, AHostOverTheLobbysCapLeavesSayingWhyOnce) {
  lobby::LobbySettings settings;
  settings.gamesPerAddress = 1;
  LobbyForTerminal lobby(settings);
  OnlineLobby alice(quiet("alice"));
  const auto first = lobby.host(alice, "CAP1");
  ASSERT_TRUE(first);

  const Ran ran = terminal("--host --code CAP2 --name carol " + lobby.at + typed("", 30), kBounded);
  EXPECT_EQ(ran.status, 1) << ran.out;
  EXPECT_EQ(count(ran.out, "hosts 1 games already"), 1U) << ran.out;
  EXPECT_NE(ran.out.find("The lobby refused: your address hosts 1 games already.\n"), npos) << ran.out;
  EXPECT_EQ(ran.out.find("Waiting for a player"), npos) << ran.out;
}

TEST(TerminalLobby, AHostTellsItsCodeOnceHeldAndShowsTheBoardAPlayerJoined) {
  LobbyForTerminal lobby;
  // Its input ends after a while, on its own move: it leaves then.
  auto host = std::async(std::launch::async, [&] {
    return terminal("--host --code SHOW7 --name alice " + lobby.at + typed("", 5), kBounded);
  });
  ASSERT_TRUE(lobby.logged("hosted"));
  OnlineLobby bob(quiet("bob"));
  std::unique_ptr<OnlineMatch> joiner = bob.joinOnline(lobby.server, "SHOW7");
  ASSERT_TRUE(until(*joiner, [&] { return joiner->game() != nullptr; }));
  const Ran ran = host.get();
  EXPECT_EQ(ran.status, 0) << ran.out;
  // In this order: the lobby asked, the game held, the code told, a player awaited, and joined.
  const std::size_t asked = ran.out.find("Asking the lobby to hold the game...\n");
  const std::size_t held = ran.out.find("The lobby holds the game.\n");
  const std::size_t code = ran.out.find("Game code: SHOW7 (tell it to your friend).\n");
  const std::size_t waiting = ran.out.find("Waiting for a player to join...\n");
  ASSERT_NE(asked, npos) << ran.out;
  EXPECT_TRUE(asked < held && held < code && code < waiting && waiting != npos) << ran.out;
  EXPECT_NE(ran.out.find("bob joined.\n    a b c d e f g h i j k l m n o\n15  . . ."), npos) << ran.out;
}

TEST(TerminalLobby, AFinishedGameEndsWhenTheOtherPlayerLeaves) {
  LobbyForTerminal lobby;
  // Its input stays open after the five: it has to leave when bob does.
  auto host = std::async(std::launch::async, [&] {
    return terminal(
        "--host --code OVER1 --name alice " + lobby.at + typed("h8\\nh9\\nh10\\nh11\\nh12\\n", 30), kBounded);
  });
  ASSERT_TRUE(lobby.logged("hosted"));
  OnlineLobby bob(quiet("bob"));
  std::unique_ptr<OnlineMatch> joiner = bob.joinOnline(lobby.server, "OVER1");
  int played = 0;
  ASSERT_TRUE(until(*joiner, [&] {
    if (joiner->ourTurn()) {
      EXPECT_EQ(joiner->play(Point{played++, 0}).result, OnlineMatch::PlayResult::Played);
    }
    return joiner->isOver();
  }));
  joiner.reset();  // bob leaves
  const Ran ran = host.get();
  EXPECT_EQ(ran.status, 0) << ran.out;
  EXPECT_NE(ran.out.find("Black wins with"), npos) << ran.out;
  EXPECT_NE(ran.out.find("The game is over and bob left.\n"), npos) << ran.out;
  EXPECT_EQ(ran.out.find("to come back"), npos) << ran.out;
}

TEST(TerminalLobby, EveryLineTypedAheadIsAnsweredAsItComes) {
  LobbyForTerminal lobby;
  OnlineLobby alice(quiet("alice"));
  const auto hosted = lobby.host(alice, "LINES1");
  ASSERT_TRUE(hosted);
  OnlineMatch& host = *hosted;
  // Bob types three lines before his turn (alice, Black, has not moved), and then nothing: he
  // leaves once they are done and the game is over.
  auto joiner = std::async(std::launch::async, [&] {
    return terminal("--join-code LINES1 --name bob " + lobby.at + typed("a1\\nsay hi\\na2\\n", 2), kBounded);
  });
  // Bob is met (his record sent), and his program has the game.
  ASSERT_TRUE(until(host, [&] { return host.peerName() == "bob"; }));
  std::this_thread::sleep_for(1s);
  host.resign();
  const Ran ran = joiner.get();
  EXPECT_EQ(ran.status, 0) << ran.out;
  const std::size_t resigned = ran.out.find("alice resigned.");
  ASSERT_NE(resigned, npos) << ran.out;
  // Each line answered before alice did anything: the first waits, the others behind it.
  EXPECT_LT(ran.out.find("a1 waits for "), resigned) << ran.out;
  EXPECT_LT(ran.out.find("say hi waits for a1 to be done.\n"), resigned) << ran.out;
  EXPECT_LT(ran.out.find("a2 waits for a1 to be done.\n"), resigned) << ran.out;
  // Then each is done: the moves refused in words, the chat sent.
  EXPECT_NE(ran.out.find("a1: the game is over.\n"), npos) << ran.out;
  EXPECT_NE(ran.out.find("a2: the game is over.\n"), npos) << ran.out;
}

TEST(TerminalLobby, QuitDoesNotWaitBehindAMoveAndNamesWhatWasNotDone) {
  LobbyForTerminal lobby;
  OnlineLobby alice(quiet("alice"));
  const auto hosted = lobby.host(alice, "QUIT1");
  ASSERT_TRUE(hosted);
  // a1 waits for alice's move, which never comes; quit leaves at once all the same.
  const Ran ran = terminal("--join-code QUIT1 --name bob " + lobby.at + typed("a1\\nquit\\n", 30), kBounded);
  EXPECT_EQ(ran.status, 0) << ran.out;
  EXPECT_NE(ran.out.find("Not done, as the game is left: a1.\n"), npos) << ran.out;
}

}  // namespace
}  // namespace gomoku::session
