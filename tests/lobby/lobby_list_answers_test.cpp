// What a lister makes of a lobby that answers wrongly (net::askLobbyList): a false lobby on the
// loopback, over TLS with the test's certificate, says LIST's answer as each test writes it. More
// games than the lobby promises, a line longer than the protocol's, a word out of place and
// silence are each an error in words within the asking's time, never a wait or a list taken.
#include <gtest/gtest.h>
#include <unistd.h>

#include <asio.hpp>
#include <asio/ssl.hpp>
#include <filesystem>
#include <thread>

#include "net/lobby_list.h"
#include "test_certificate.h"

namespace gomoku::net {
namespace {

using asio::ip::tcp;
using namespace std::chrono_literals;

// Accepts one lister, reads its LIST, writes `answer` and keeps the connection open a while.
class FalseLobby {
 public:
  explicit FalseLobby(std::string answer) : answer_(std::move(answer)) {
    folder_ = std::filesystem::temp_directory_path() / ("false-lobby-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder_);
    certificate_ = lobby::makeTestCertificate(folder_, "lobby", "localhost");
    tls_.use_certificate_chain_file(certificate_.certificate.string());
    tls_.use_private_key_file(certificate_.key.string(), asio::ssl::context::pem);
    acceptor_.open(tcp::v4());
    acceptor_.bind({asio::ip::make_address("127.0.0.1"), 0});
    acceptor_.listen();
    thread_ = std::thread([this] { serve(); });
  }
  ~FalseLobby() {
    asio::error_code ignored;
    acceptor_.close(ignored);
    thread_.join();
    std::filesystem::remove_all(folder_, ignored);
  }
  std::uint16_t port() const { return acceptor_.local_endpoint().port(); }
  std::string caFile() const { return certificate_.certificate.string(); }

 private:
  void serve() {
    asio::error_code ec;
    tcp::socket socket(io_);
    acceptor_.accept(socket, ec);
    if (ec) return;
    asio::ssl::stream<tcp::socket> stream(std::move(socket), tls_);
    stream.handshake(asio::ssl::stream_base::server, ec);
    if (ec) return;
    std::string heard;
    asio::read_until(stream, asio::dynamic_buffer(heard), '\n', ec);
    asio::write(stream, asio::buffer(answer_), ec);
    std::this_thread::sleep_for(1500ms);  // silent, not closed: the lister's deadline ends it
  }

  std::string answer_;
  std::filesystem::path folder_;
  lobby::TestCertificate certificate_;
  asio::io_context io_;
  asio::ssl::context tls_{asio::ssl::context::tls_server};
  tcp::acceptor acceptor_{io_};
  std::thread thread_;
};

Result<std::vector<ListedGame>> askFalse(const std::string& answer) {
  FalseLobby lobby(answer);
  return askLobbyList("localhost", lobby.port(), lobby.caFile(), 1s);
}

TEST(LobbyListAnswers, TheLobbysPromiseIsHeldToAndEndEndsTheList) {
  std::string hundred;
  for (int i = 0; i < 100; ++i) hundred += "LISTED G" + std::to_string(i) + " someone gomoku size=15\n";
  auto full = askFalse(hundred + "END\n");
  ASSERT_TRUE(full.ok()) << full.error();
  EXPECT_EQ(full.value().size(), 100U);
  EXPECT_EQ(full.value()[99].code, "GQQ");  // read as a code: a 9 is a Q
  auto over = askFalse(hundred + "LISTED G100 one more\nEND\n");
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error(), "the lobby's answer is malformed: more than 100 games");
}

TEST(LobbyListAnswers, ALineLongerThanTheProtocolsIsRefused) {
  auto games = askFalse("LISTED ABC " + std::string(600, 'x') + "\nEND\n");
  ASSERT_FALSE(games.ok());
  EXPECT_EQ(games.error(), "the lobby's answer is malformed: a line too long");
}

TEST(LobbyListAnswers, AWordOutOfPlaceIsMalformed) {
  auto games = askFalse("PAIRED\n");
  ASSERT_FALSE(games.ok());
  EXPECT_TRUE(games.error().starts_with("the lobby's answer is malformed: ")) << games.error();
}

TEST(LobbyListAnswers, ALobbyThatStopsWithoutEndIsLate) {
  auto games = askFalse("LISTED ABC alice gomoku\n");
  ASSERT_FALSE(games.ok());
  EXPECT_EQ(games.error(), "the lobby did not give its list within 1 s");
}

}  // namespace
}  // namespace gomoku::net
