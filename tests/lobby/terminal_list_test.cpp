// `gomoku --text --lobby HOST:PORT --lobby-ca FILE --list`, the program itself, against a
// gomoku-lobby served in this process: it prints the listed games, one a line with its code, and
// says why when there is no list.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "../session/loopback.h"
#include "running_lobby.h"
#include "session/online_lobby.h"

namespace gomoku::session {
namespace {

using lobby::RunningLobby;

struct Ran {
  std::string out;
  int status = -1;
};

// The terminal game with `arguments`, what it printed and its exit status.
Ran terminal(const std::string& arguments) {
  Ran ran;
  const std::string command = std::string(GOMOKU_PROGRAM) + " --text " + arguments + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return ran;
  std::array<char, 512> chunk{};
  while (std::fgets(chunk.data(), chunk.size(), pipe)) ran.out += chunk.data();
  const int status = ::pclose(pipe);
  ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return ran;
}

TEST(TerminalList, PrintsTheListedGameWithItsCodeAndNotTheOther) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  const std::string at =
      "--lobby localhost:" + std::to_string(lobby.port()) + " --lobby-ca " + lobby.caFile();
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
  ASSERT_TRUE(table.until([&] {
    const auto lines = lobby.log();
    return std::count_if(lines.begin(), lines.end(),
                         [](const std::string& l) { return l.starts_with("hosted"); }) == 2;
  }));

  const Ran ran = terminal(at + " --list");
  EXPECT_EQ(ran.status, 0) << ran.out;
  EXPECT_NE(ran.out.find("OPEN7  alice go size=9\n"), std::string::npos) << ran.out;
  EXPECT_EQ(ran.out.find("SECRET9"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("Join one with: gomoku --text --lobby localhost:" + std::to_string(lobby.port()) +
                         " --join-code CODE"),
            std::string::npos)
      << ran.out;
}

TEST(TerminalList, ALobbyThatIsNotThereIsSaidAndTheStatusIsOne) {
  RunningLobby lobby;
  const std::string at =
      "--lobby localhost:" + std::to_string(lobby.port()) + " --lobby-ca " + lobby.caFile();
  lobby.stop();
  const Ran ran = terminal(at + " --list");
  EXPECT_EQ(ran.status, 1) << ran.out;
  EXPECT_NE(ran.out.find("Cannot list the games of the lobby localhost:"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("cannot reach the lobby"), std::string::npos) << ran.out;
}

TEST(TerminalList, ListWantsALobbyAndNoGame) {
  EXPECT_NE(terminal("--list").status, 0);
  EXPECT_NE(terminal("--lobby localhost --list --host").status, 0);
}

}  // namespace
}  // namespace gomoku::session
