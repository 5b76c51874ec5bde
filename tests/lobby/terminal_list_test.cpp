// The terminal game through a gomoku-lobby served in this process, the program itself: `--list`
// prints the listed games, one a line with its code, and says why when there is no list; a host
// keeps its game, and `--host --resume` goes on with it through the lobby.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>

#include "../session/loopback.h"
#include "session/kept_lobby_seat.h"
#include "session/kept_network_game.h"
#include "session/online_lobby.h"
#include "terminal_lobby.h"
#include "terminal_program.h"

namespace gomoku::session {
namespace {

TEST(TerminalList, PrintsTheListedGameWithItsCodeAndNotTheOther) {
  LobbyForTerminal lobby;
  const LobbyServer& server = lobby.server;
  const std::string& at = lobby.at;
  EXPECT_NE(terminal(at + " --list").out.find("No game is listed in the lobby localhost:"),
            std::string::npos);

  OnlineLobby alice(quiet("alice")), carol(quiet("carol"));
  OnlineSetup setup;
  setup.kind = GameKind::Go;
  setup.boardSize = 9;
  auto listed = alice.hostOnline(server, setup, "OPEN7", true);
  auto unlisted = carol.hostOnline(server, setup, "SECRET9", false);
  ASSERT_TRUE(listed.ok() && unlisted.ok());
  TwoSides table;
  table.host = std::move(listed.value());
  ASSERT_TRUE(table.until([&] { return lobby.said("hosted") == 2; }));

  const Ran ran = terminal(at + " --list");
  EXPECT_EQ(ran.status, 0) << ran.out;
  EXPECT_NE(ran.out.find("OPEN7  alice go size=9\n"), std::string::npos) << ran.out;
  EXPECT_EQ(ran.out.find("SECRET9"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("Join one with: gomoku --text --lobby localhost:" +
                         std::to_string(lobby.running.port()) + " --join-code CODE"),
            std::string::npos)
      << ran.out;
}

TEST(TerminalList, ALobbyThatIsNotThereIsSaidAndTheStatusIsOne) {
  LobbyForTerminal lobby;
  const std::string at = lobby.at;
  lobby.running.stop();
  const Ran ran = terminal(at + " --list");
  EXPECT_EQ(ran.status, 1) << ran.out;
  EXPECT_NE(ran.out.find("Cannot list the games of the lobby localhost:"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("cannot reach the lobby"), std::string::npos) << ran.out;
}

TEST(TerminalList, ListWantsALobbyAndNoGame) {
  EXPECT_NE(terminal("--list").status, 0);
  EXPECT_NE(terminal("--lobby localhost --list --host").status, 0);
}

// A host through a lobby, its program stopped after a move each, keeps the game with the lobby and
// its secret, and `--host --resume` takes its seat again (the lobby knows it by the secret).
TEST(TerminalLobby, AHostKeepsItsGameAndResumesItThroughTheLobby) {
  LobbyForTerminal lobby;
  const PlayerFolder folder("lobby-keep");
  const LobbyServer& server = lobby.server;
  const std::string& at = lobby.at;
  const std::string& program = folder.program;
  const std::filesystem::path& pref = folder.path;
  // The host plays h8, waits for the joiner's answer, and leaves when its input has ended.
  auto host = std::async(std::launch::async,
                         [&] { return terminal("--host --code KEEP1 " + at + " < <(echo h8)", program); });
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (std::chrono::steady_clock::now() < deadline && !lobby.logged("hosted"))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  OnlineLobby bob(quiet("bob"));
  std::unique_ptr<OnlineMatch> joiner = bob.joinOnline(server, "KEEP1");
  // Until its turn (white's, after the host's move), not only until the move is seen: the host's
  // record (GAME, its moves, READY) may arrive over more than one update, and until READY the
  // joiner is catching up and may not play.
  while (std::chrono::steady_clock::now() < deadline && !joiner->ourTurn()) {
    joiner->update();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(joiner->game() && joiner->game()->moves().size() == 1U);
  ASSERT_EQ(joiner->play(*parseNotation("a1", 15)).result, OnlineMatch::PlayResult::Played);
  const Ran hosted = host.get();
  EXPECT_EQ(hosted.status, 0) << hosted.out;
  std::ifstream kept(pref / kKeptNetworkGameName);
  std::stringstream text;
  text << kept.rdbuf();
  EXPECT_NE(text.str().find("lobby localhost:" + std::to_string(lobby.running.port()) + " "),
            std::string::npos)
      << text.str();

  // Its input open for a while: time to take its seat in the lobby before it leaves.
  const Ran resumed = terminal("--host --resume " + at + " < <(sleep 2)", program);
  EXPECT_NE(resumed.out.find("Resuming the game with bob at move 3 through the lobby localhost:"),
            std::string::npos)
      << resumed.out;
  EXPECT_TRUE(lobby.logged("host back")) << "the lobby did not take the kept secret";
}

// A joiner through a lobby keeps the seat secret the lobby gave it, and `--join-code` started
// again brings it back: the lobby, which refuses the code alone once the game was paired, gives
// the seat back to it.
TEST(TerminalLobby, AJoinerKeepsItsSeatAndJoinCodeBringsItBack) {
  LobbyForTerminal lobby;
  const PlayerFolder folder("lobby-seat");
  const LobbyServer& server = lobby.server;
  const std::string& at = lobby.at;
  const std::string& program = folder.program;
  const std::filesystem::path& pref = folder.path;
  OnlineLobby alice(quiet("alice"));
  auto hosted = alice.hostOnline(server, OnlineSetup{}, "SEAT7", true);
  ASSERT_TRUE(hosted.ok());
  std::unique_ptr<OnlineMatch> host = std::move(hosted.value());
  // The joiner's program with its input open for a while, the host kept going meanwhile: it plays
  // h8, and the joiner, whose turn it is then, leaves when its input has ended.
  auto joinFor2s = [&] {
    auto joiner = std::async(std::launch::async,
                             [&] { return terminal("--join-code SEAT7 " + at + " < <(sleep 2)", program); });
    while (joiner.wait_for(std::chrono::milliseconds(5)) != std::future_status::ready) {
      host->update();
      if (host->connected() && host->ourTurn()) host->play(*parseNotation("h8", 15));
    }
    return joiner.get();
  };
  const Ran first = joinFor2s();
  EXPECT_NE(first.out.find("Connected to alice"), std::string::npos) << first.out;
  EXPECT_EQ(keptSeatSecret(pref / kKeptLobbySeatName, "localhost", lobby.running.port(), "SEAT7").size(),
            32U);

  const Ran again = joinFor2s();
  EXPECT_NE(again.out.find("Connected to alice"), std::string::npos) << again.out;
  EXPECT_EQ(lobby.said("joiner back"), 1) << again.out;
  // The same program without the kept seat (another computer) is refused in words.
  std::filesystem::remove(pref / kKeptLobbySeatName);
  const Ran elsewhere = joinFor2s();
  EXPECT_NE(elsewhere.out.find("This game's seat is kept for the player who joined it"), std::string::npos)
      << elsewhere.out;
}

}  // namespace
}  // namespace gomoku::session
