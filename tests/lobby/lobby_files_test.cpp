// The gomoku-lobby program itself: started by hand with fewer open files than its cap on
// connections (a shell's usual 1,024 against the cap of 4,000), it sizes the cap to the files it
// may open and says so, and a flood of connections past them does not send its accept loop
// spinning; after a load has gone, it gives the memory back.
#include <gtest/gtest.h>

#include <asio.hpp>
#include <memory>
#include <thread>

#include "lobby_client.h"
#include "lobby_program.h"

namespace gomoku::lobby {
namespace {

using namespace std::chrono_literals;
using asio::ip::tcp;

TEST(LobbyProgram, ItFitsItsCapToTheFilesItMayOpenAndDoesNotSpinPastThem) {
  LobbyProgram lobby(GOMOKU_LOBBY_PROGRAM, {"--connect-burst", "1000"}, 200);
  ASSERT_TRUE(lobby.ready());
  EXPECT_NE(lobby.log().find("at most 168 connections: the process may open 200 files"), std::string::npos)
      << lobby.log();
  // More connections than it has files for, held without a word (no TLS work for the sender).
  asio::io_context io;
  std::vector<tcp::socket> held;
  for (int i = 0; i < 300; ++i) {
    tcp::socket socket(io);
    asio::error_code ec;
    socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), lobby.port()), ec);
    if (!ec) held.push_back(std::move(socket));
  }
  const auto before = lobby.cpuTime();
  std::this_thread::sleep_for(2s);
  // A spinning accept loop used the whole 2 s; serving the flood takes a small part of it.
  EXPECT_LT(lobby.cpuTime() - before, 700ms) << lobby.log();
}

// A thousand hosts from 250 addresses, each host's game kept after its connection is gone (its
// host may come back): the memory the connections took is given back, though the games' small
// records lie between.
TEST(LobbyProgram, ItGivesTheMemoryOfALoadBackOnceTheLoadHasGone) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer's allocator keeps freed memory by design";
#endif
  LobbyProgram lobby(GOMOKU_LOBBY_PROGRAM, {"--quiet", "--connect-burst", "100000"});
  ASSERT_TRUE(lobby.ready());
  std::this_thread::sleep_for(200ms);
  const long idle = lobby.rssKilobytes();
  std::vector<std::unique_ptr<LobbyClient>> hosts;
  for (int i = 0; i < 1000; ++i) {
    const std::string from =
        "127.0." + std::to_string(20 + i / 4 / 250) + "." + std::to_string(1 + i / 4 % 250);
    hosts.push_back(std::make_unique<LobbyClient>(lobby.port(), lobby.certificate().certificate.string(),
                                                  "localhost", from));
    ASSERT_EQ(hosts.back()->handshake(), "");
    hosts.back()->say("HOST LOAD" + std::to_string(i) + " new unlisted load gomoku");
    ASSERT_TRUE(hosts.back()->lineStarting("WAITING"));
  }
  const long loaded = lobby.rssKilobytes();
  hosts.clear();
  // Given back within seconds of the load's end (15 s at most, for a machine loaded by other work).
  long after = loaded;
  for (int tries = 0; tries < 150 && after > idle + (loaded - idle) / 4; ++tries) {
    std::this_thread::sleep_for(100ms);
    after = lobby.rssKilobytes();
  }
  EXPECT_LT(after, idle + (loaded - idle) / 4) << idle << " kB idle, " << loaded << " kB loaded";
  std::printf("lobby memory: %ld kB idle, %ld kB with 1,000 hosts, %ld kB after they left\n", idle, loaded,
              after);
}

}  // namespace
}  // namespace gomoku::lobby
