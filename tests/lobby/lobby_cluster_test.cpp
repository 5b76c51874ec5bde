// Three gomoku-lobby programs sharing one redis-server on the loopback, with the same certificate
// and key (so the same secrets), each named to games by its own port: a game hosted on one is
// joined from another by MOVED; a new host cannot take a code another lobby's game has; the list
// is gathered from all; a lobby killed mid-game leaves its game to go on through another; a lobby
// whose Redis is not there serves alone.
#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>

#include "child_process.h"
#include "front_door.h"
#include "lobby_client.h"
#include "lobby_program.h"
#include "net/link.h"
#include "redis_server.h"

namespace gomoku::lobby {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

struct Cluster {
  RedisServer redis;
  std::filesystem::path folder =
      std::filesystem::temp_directory_path() /
      ("gomoku-cluster-" + std::to_string(getpid()) + "-" + std::to_string(freeLoopbackPort()));
  TestCertificate certificate;
  std::vector<std::unique_ptr<LobbyProgram>> lobbies;

  explicit Cluster(int count) {
    std::filesystem::create_directories(folder);
    certificate = makeTestCertificate(folder, "lobby", "localhost");
    EXPECT_TRUE(redis.ready()) << "redis-server (./cmake/install-deps.sh installs it): " << redis.log();
    for (int i = 0; i < count; ++i) {
      const std::uint16_t port = freeLoopbackPort();
      lobbies.push_back(
          std::make_unique<LobbyProgram>(GOMOKU_LOBBY_PROGRAM,
                                         std::vector<std::string>{"--redis", redis.address(), "--public",
                                                                  "localhost:" + std::to_string(port)},
                                         0, port, &certificate));
    }
    for (auto& lobby : lobbies) EXPECT_TRUE(lobby->ready());
  }
  ~Cluster() {
    lobbies.clear();
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
  }
  std::unique_ptr<LobbyClient> client(int lobby) const {
    auto connected =
        std::make_unique<LobbyClient>(lobbies[lobby]->port(), certificate.certificate.string(), "localhost");
    EXPECT_EQ(connected->handshake(), "");
    return connected;
  }
  std::string at(int lobby) const { return "localhost:" + std::to_string(lobbies[lobby]->port()); }
};

std::size_t linesWith(const std::string& log, const std::string& text) {
  std::size_t count = 0;
  for (auto at = log.find(text); at != log.npos; at = log.find(text, at + 1)) ++count;
  return count;
}

TEST(LobbyCluster, AJoinerAtAnotherLobbyIsMovedOnceToItsGame) {
  Cluster cluster(3);
  auto host = cluster.client(0);
  host->say("HOST ROAM42 new unlisted alice gomoku");
  ASSERT_TRUE(host->lineStarting("WAITING"));
  auto lost = cluster.client(1);
  lost->say("JOIN ROAM42");
  EXPECT_EQ(lost->line(), "MOVED " + cluster.at(0));
  EXPECT_TRUE(lost->closedWithin(2s));
  auto joiner = cluster.client(0);
  joiner->say("JOIN ROAM42");
  EXPECT_TRUE(joiner->lineStarting("PAIRED"));
  EXPECT_TRUE(host->lineStarting("PAIRED"));
  host->say("MOVE 1 h8");
  EXPECT_EQ(joiner->line(), "MOVE 1 h8");
  // A new game under its code, on a third lobby: the code is taken, as on one lobby.
  auto squatter = cluster.client(2);
  squatter->say("HOST ROAM42 new unlisted mallory gomoku");
  EXPECT_EQ(squatter->line(), "REFUSED this code is another host's game: choose another code");
  // A code no lobby has is no game anywhere.
  auto guesser = cluster.client(2);
  guesser->say("JOIN NOSUCH");
  EXPECT_EQ(guesser->line(), "REFUSED no game with this code");
}

TEST(LobbyCluster, TheListIsGatheredFromEveryLobbyAndAPairedGameLeavesIt) {
  Cluster cluster(3);
  auto first = cluster.client(0);
  first->say("HOST LISTA3 new listed alice gomoku rule=renju");
  ASSERT_TRUE(first->lineStarting("WAITING"));
  auto second = cluster.client(1);
  second->say("HOST LISTB4 new listed bob gomoku");
  ASSERT_TRUE(second->lineStarting("WAITING"));
  auto unlisted = cluster.client(1);
  unlisted->say("HOST SECRT3 new unlisted carol gomoku");
  ASSERT_TRUE(unlisted->lineStarting("WAITING"));
  auto listing = [&] {
    auto lister = cluster.client(2);
    lister->say("LIST");
    std::vector<std::string> lines;
    for (auto line = lister->line(); line && *line != "END"; line = lister->line()) lines.push_back(*line);
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  EXPECT_EQ(listing(),
            (std::vector<std::string>{"LISTED LISTA3 alice gomoku rule=renju", "LISTED LISTB4 bob gomoku"}));
  auto joiner = cluster.client(1);
  joiner->say("JOIN LISTB4");
  ASSERT_TRUE(joiner->lineStarting("PAIRED"));
  EXPECT_EQ(listing(), (std::vector<std::string>{"LISTED LISTA3 alice gomoku rule=renju"}));
  first->close();
  // The host's lobby hears of the close and takes the game off the shared list soon, not at once:
  // a loaded machine has been seen to list it once more.
  std::vector<std::string> after = listing();
  for (int tries = 0; tries < 50 && !after.empty(); ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    after = listing();
  }
  EXPECT_TRUE(after.empty()) << ::testing::PrintToString(after);
}

// The real game's network side (net::Link) through the front door, as a player's program is.
struct Player {
  std::unique_ptr<net::Link> link;
  std::vector<std::string> heard;
  bool connected = false;

  void update() {
    while (auto event = link ? link->poll() : std::nullopt) {
      if (event->kind == net::LinkEvent::Kind::Connected) connected = true;
      if (event->kind == net::LinkEvent::Kind::Lost) connected = false;
      if (event->kind == net::LinkEvent::Kind::Received) heard.push_back(event->message.text);
    }
  }
};

bool until(Player& a, Player& b, const std::function<bool()>& done, std::chrono::seconds limit = 20s) {
  const auto end = Clock::now() + limit;
  while (Clock::now() < end) {
    a.update();
    b.update();
    if (done()) return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

net::LinkOptions through(const Cluster& cluster, const FrontDoor& door, const std::string& name) {
  net::LinkOptions options;
  options.name = name;
  options.code = "KILL77";
  options.lobby = net::LobbyRoute{"localhost", door.port(),    cluster.certificate.certificate.string(),
                                  false,       "alice gomoku", ""};
  options.heartbeat = 500ms;
  options.silenceLimit = 3000ms;
  options.retryEvery = 300ms;
  return options;
}

TEST(LobbyCluster, AGameOnALobbyKilledMidGameGoesOnThroughAnother) {
  Cluster cluster(3);
  FrontDoor door({cluster.lobbies[0]->port(), cluster.lobbies[1]->port(), cluster.lobbies[2]->port()});
  Player host, joiner;
  auto hosted = net::Link::host(0, through(cluster, door, "alice"));
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  host.link = std::move(hosted.value());
  ASSERT_TRUE(until(host, joiner, [&] { return !host.link->lobbySecret().empty(); }));
  // The front door takes the joiner to the next lobby: it is moved to the host's.
  joiner.link = net::Link::join("", 0, through(cluster, door, "bob"));
  ASSERT_TRUE(until(host, joiner, [&] { return host.connected && joiner.connected; }));
  host.link->send(textMessage(net::Message::Kind::Chat, "before"));
  ASSERT_TRUE(until(host, joiner, [&] { return joiner.heard.size() == 1; }));
  int on = -1;
  for (int i = 0; i < 3; ++i)
    if (linesWith(cluster.lobbies[i]->log(), "paired KILL77") == 1) on = i;
  ASSERT_NE(on, -1);
  EXPECT_EQ(linesWith(cluster.lobbies[on == 0 ? 1 : 0]->log() + cluster.lobbies[on == 2 ? 1 : 2]->log(),
                      "moved 127.0.0.1 to " + cluster.at(on)),
            1u);
  // The game's lobby dies; both sides find the game again through the others.
  const auto killed = Clock::now();
  cluster.lobbies[on]->kill();
  ASSERT_TRUE(until(host, joiner, [&] { return !host.connected && !joiner.connected; }));
  ASSERT_TRUE(until(host, joiner, [&] { return host.connected && joiner.connected; }));
  const auto back = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - killed);
  joiner.link->send(textMessage(net::Message::Kind::Chat, "after"));
  ASSERT_TRUE(until(host, joiner, [&] { return host.heard.size() == 1; }));
  EXPECT_EQ(host.heard[0], "after");
  std::printf("a game whose lobby was killed went on through another after %lld ms\n",
              static_cast<long long>(back.count()));
}

TEST(LobbyCluster, ALobbyWhoseRedisIsNotThereServesAlone) {
  const std::uint16_t nothing = freeLoopbackPort();
  LobbyProgram lobby(GOMOKU_LOBBY_PROGRAM,
                     {"--redis", "127.0.0.1:" + std::to_string(nothing), "--public", "localhost:1"});
  ASSERT_TRUE(lobby.ready());
  LobbyClient host(lobby.port(), lobby.certificate().certificate.string());
  ASSERT_EQ(host.handshake(), "");
  host.say("HOST ALONE3 new listed alice gomoku");
  ASSERT_TRUE(host.lineStarting("WAITING"));
  LobbyClient lister(lobby.port(), lobby.certificate().certificate.string());
  ASSERT_EQ(lister.handshake(), "");
  lister.say("LIST");
  EXPECT_EQ(lister.line(), "LISTED ALONE3 alice gomoku");
  LobbyClient joiner(lobby.port(), lobby.certificate().certificate.string());
  ASSERT_EQ(joiner.handshake(), "");
  joiner.say("JOIN ALONE3");
  EXPECT_TRUE(joiner.lineStarting("PAIRED"));
  EXPECT_EQ(linesWith(lobby.log(), "this lobby serves alone until it is back"), 1u) << lobby.log();
}

}  // namespace
}  // namespace gomoku::lobby
