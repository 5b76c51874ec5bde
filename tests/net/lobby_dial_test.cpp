// The one way to a lobby (net::LobbyDial), which a game's link and the list's asking both take:
// a lobby that is not there, and one that takes the connection but never finishes the handshake,
// each said in words within the deadline; a dial given up never answers. No lobby needed: a bare
// TCP listener on the loopback plays the silent one.
#include <gtest/gtest.h>

#include <asio.hpp>
#include <optional>

#include "net/link.h"
#include "net/lobby_tls.h"

namespace gomoku::net {
namespace {

using namespace std::chrono_literals;
using asio::ip::tcp;

// A listener that takes connections and says nothing, on a thread of its own.
class SilentLobby {
 public:
  SilentLobby() {
    acceptor_.open(tcp::v4());
    acceptor_.bind({asio::ip::make_address("127.0.0.1"), 0});
    acceptor_.listen();
    accept();
    thread_ = std::thread([this] { io_.run(); });
  }
  ~SilentLobby() {
    asio::post(io_, [this] {
      asio::error_code ignored;
      acceptor_.close(ignored);
      for (auto& socket : taken_) socket.close(ignored);
    });
    work_.reset();
    thread_.join();
  }
  std::uint16_t port() const { return acceptor_.local_endpoint().port(); }

 private:
  void accept() {
    acceptor_.async_accept([this](const asio::error_code& ec, tcp::socket socket) {
      if (ec) return;
      taken_.push_back(std::move(socket));
      accept();
    });
  }
  asio::io_context io_;
  asio::executor_work_guard<asio::io_context::executor_type> work_ = asio::make_work_guard(io_);
  tcp::acceptor acceptor_{io_};
  std::vector<tcp::socket> taken_;
  std::thread thread_;
};

// Dials `port` on the loopback within `limit`: what came of it, and how long it took.
struct Dialed {
  std::optional<LobbyDialed> result;
  std::chrono::milliseconds took{};
};
Dialed dial(std::uint16_t port, std::chrono::milliseconds limit) {
  auto trust = lobbyTrust("");
  EXPECT_TRUE(trust.ok());
  asio::io_context io;
  Dialed dialed;
  const auto start = std::chrono::steady_clock::now();
  LobbyDial::start(io, *trust.value(), "127.0.0.1", port, limit, [&](LobbyDialed result) {
    dialed.result = std::move(result);
    dialed.took =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
  });
  io.run_for(limit + 5s);
  return dialed;
}

TEST(LobbyDial, ALobbyThatNeverFinishesTheHandshakeIsLateInWords) {
  SilentLobby silent;
  const Dialed dialed = dial(silent.port(), 300ms);
  ASSERT_TRUE(dialed.result);
  EXPECT_FALSE(dialed.result->stream);
  EXPECT_FALSE(dialed.result->refused);  // late is worth another try; a certificate refused is not
  EXPECT_EQ(dialed.result->failure, "the secure connection to the lobby failed: no answer within 300 ms");
  EXPECT_GE(dialed.took, 300ms);
  EXPECT_LT(dialed.took, 3s);
}

TEST(LobbyDial, ALobbyNotThereCannotBeReached) {
  std::uint16_t closed = 0;
  {
    SilentLobby gone;
    closed = gone.port();
  }
  const Dialed dialed = dial(closed, 2s);
  ASSERT_TRUE(dialed.result);
  EXPECT_FALSE(dialed.result->stream);
  EXPECT_TRUE(dialed.result->failure.starts_with("cannot reach the lobby: ")) << dialed.result->failure;
}

TEST(LobbyDial, ADialGivenUpNeverAnswers) {
  SilentLobby silent;
  auto trust = lobbyTrust("");
  ASSERT_TRUE(trust.ok());
  asio::io_context io;
  bool answered = false;
  auto dialing = LobbyDial::start(io, *trust.value(), "127.0.0.1", silent.port(), 200ms,
                                  [&](LobbyDialed) { answered = true; });
  io.run_for(50ms);
  dialing->cancel();
  io.run_for(500ms);
  EXPECT_FALSE(answered);
}

// A game's link goes to the lobby the same way, and says the same words while it waits.
TEST(LobbyDial, ALinkToASilentLobbyWaitsAndSaysWhy) {
  SilentLobby silent;
  LinkOptions options;
  options.name = "bob";
  options.code = "ABC";
  options.helloLimit = 300ms;
  options.lobby = LobbyRoute{"127.0.0.1", silent.port(), "", false, "", ""};
  auto link = Link::join("", 0, options);
  std::optional<LinkEvent> waiting;
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (!waiting && std::chrono::steady_clock::now() < deadline) {
    link->waitForEvent(50ms);
    waiting = link->poll();
  }
  ASSERT_TRUE(waiting);
  EXPECT_EQ(waiting->kind, LinkEvent::Kind::Waiting);
  EXPECT_EQ(waiting->detail,
            "the secure connection to the lobby failed: no answer within 300 ms; trying again");
}

}  // namespace
}  // namespace gomoku::net
