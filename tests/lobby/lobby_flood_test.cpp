// A lobby filled by a flood's connections: a new player is still answered at once and a returning
// player let back in, room being made among the flood's own connections; a paired game is never
// broken for it; the log says a flood's repeated events once, with a count.
#include <algorithm>
#include <thread>

#include "lobby_steps.h"

namespace gomoku::lobby {
namespace {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;

// Connections that say nothing (no TLS work for the sender), from `addresses` addresses of the
// neighbourhood 127.0.`block`.0/24.
std::vector<tcp::socket> bareConnections(asio::io_context& io, const RunningLobby& lobby, int block,
                                         int count, int addresses) {
  std::vector<tcp::socket> sockets;
  for (int i = 0; i < count; ++i) {
    tcp::socket socket(io);
    socket.open(tcp::v4());
    const std::string from = "127.0." + std::to_string(block) + "." + std::to_string(1 + i % addresses);
    socket.bind(tcp::endpoint(asio::ip::make_address(from), 0));
    socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), lobby.port()));
    sockets.push_back(std::move(socket));
  }
  return sockets;
}

// A new player from an address of its own asks for the list: through the handshake and answered
// within `limit`.
bool newPlayerAnswered(const RunningLobby& lobby, const std::string& from, std::chrono::milliseconds limit) {
  const auto start = Clock::now();
  LobbyClient player(lobby.port(), lobby.caFile(), "localhost", from);
  if (!player.handshake(limit).empty()) return false;
  player.say("LIST");
  return player.lineStarting("END", limit) && Clock::now() - start < limit;
}

std::size_t linesWith(const RunningLobby& lobby, const std::string& text) {
  const auto log = lobby.log();
  return static_cast<std::size_t>(std::count_if(
      log.begin(), log.end(), [&](const std::string& line) { return line.find(text) != line.npos; }));
}

TEST(LobbyFlood, HostsFillingTheLobbyLeaveANewPlayerAnsweredAndAReturningHostLetIn) {
  LobbySettings settings = quick();
  settings.maxConnections = 40;
  RunningLobby lobby(settings);
  auto mine = secure(lobby, "127.0.3.1");
  const std::string secret = hosted(*mine, "MINE");
  mine->close();
  // Ten addresses of one neighbourhood host four games each, each waiting for a joiner: full.
  std::vector<std::unique_ptr<LobbyClient>> flood;
  for (int i = 0; i < 40; ++i) {
    flood.push_back(secure(lobby, "127.0.1." + std::to_string(1 + i / 4)));
    flood.back()->say("HOST FLOOD" + std::to_string(i) + " new unlisted hold gomoku");
    ASSERT_TRUE(flood.back()->lineStarting("WAITING"));
  }
  EXPECT_TRUE(newPlayerAnswered(lobby, "127.0.2.1", 2s));
  // The host comes back with its secret and a friend joins: a game played while the flood holds.
  auto back = secure(lobby, "127.0.3.1");
  back->say("HOST MINE " + secret + " unlisted alice gomoku");
  EXPECT_EQ(back->line(), "HOSTED MINE " + secret);
  auto friendly = secure(lobby, "127.0.4.1");
  friendly->say("JOIN MINE");
  EXPECT_TRUE(friendly->lineStarting("PAIRED"));
  EXPECT_TRUE(back->lineStarting("PAIRED"));
  back->say("MOVE h8");
  EXPECT_EQ(friendly->line(), "MOVE h8");
  // Room was made among the flood's, and said (once a minute for one address).
  EXPECT_GE(linesWith(lobby, "room made for a newcomer"), 1u);
  EXPECT_EQ(linesWith(lobby, ": room made for a newcomer"), linesWith(lobby, "closed 127.0.1."));
}

TEST(LobbyFlood, BareConnectionsFillingTheLobbyLeaveANewPlayerAnswered) {
  LobbySettings settings = quick();
  settings.handshakeLimit = 5s;  // the flood is held for the whole test
  settings.maxConnections = 60;
  RunningLobby lobby(settings);
  asio::io_context io;
  auto flood = bareConnections(io, lobby, 5, 60, 6);
  EXPECT_TRUE(newPlayerAnswered(lobby, "127.0.2.1", 2s));
  // One connection of the flood made room; the cap held for the rest.
  EXPECT_EQ(closedWithin(flood, io, 1s), 1u);
}

TEST(LobbyFlood, APairedGameIsNeverBrokenToMakeRoom) {
  LobbySettings settings = quick();
  settings.maxConnections = 2;
  RunningLobby lobby(settings);
  PairedGame game = paired(lobby, "PAIR");
  LobbyClient late(lobby.port(), lobby.caFile(), "localhost", "127.0.2.1");
  EXPECT_NE(late.handshake(1s), "");
  game.host->say("MOVE h8");
  EXPECT_EQ(game.joiner->line(), "MOVE h8");
  EXPECT_EQ(linesWith(lobby, "connections, all paired"), 1u);
}

TEST(LobbyFlood, AFloodsRepeatedEventsAreLoggedOnceWithACount) {
  LobbySettings settings = quick();
  settings.logEvery = 1s;
  RunningLobby lobby(settings);
  asio::io_context io;
  auto flood = bareConnections(io, lobby, 0, 30, 1);
  EXPECT_EQ(closedWithin(flood, io, 2s), 30u);
  // The count is written once the second is over, at the lobby's next sweep.
  const auto countLine = "closed 127.0.0.1: no TLS handshake within 300 ms (29 times more within 1 s)";
  for (int i = 0; i < 40 && linesWith(lobby, countLine) == 0; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(linesWith(lobby, "closed 127.0.0.1: no TLS handshake within 300 ms"), 2u);
  EXPECT_EQ(linesWith(lobby, countLine), 1u);
}

}  // namespace
}  // namespace gomoku::lobby
