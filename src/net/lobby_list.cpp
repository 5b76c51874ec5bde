#include "net/lobby_list.h"

#include <asio.hpp>
#include <memory>
#include <optional>

#include "net/lobby_tls.h"
#include "net/lobby_words.h"
#include "net/message.h"

namespace gomoku::net {
namespace {

// One asking: connected as a game connects (LobbyDial), then LIST said and the list read, on one
// io_context, which the caller runs until `done`.
struct Asking {
  std::shared_ptr<TlsStream> stream;
  std::string buffer;
  std::string said = encodeLobbyLine(LobbyLine{}) + "\n";  // LIST
  std::vector<ListedGame> games;
  std::optional<std::string> failure;
  bool done = false;

  void fail(std::string why) {
    failure = std::move(why);
    done = true;
  }

  void start(asio::io_context& io, asio::ssl::context& trust, const std::string& host, std::uint16_t port,
             std::chrono::milliseconds limit) {
    LobbyDial::start(io, trust, host, port, limit, [this](LobbyDialed dialed) {
      if (!dialed.stream) return fail(dialed.failure);
      stream = std::move(dialed.stream);
      asio::async_write(*stream, asio::buffer(said), [this](const asio::error_code& notSent, std::size_t) {
        if (notSent) return fail("the lobby closed the connection: " + notSent.message());
        readLine();
      });
    });
  }

  // A line is at most kMaxLineLength bytes and its newline: a longer one is not the lobby's.
  void readLine() {
    asio::async_read_until(*stream, asio::dynamic_buffer(buffer, kMaxLineLength + 2), '\n',
                           [this](const asio::error_code& ec, std::size_t length) {
                             if (ec == asio::error::not_found)
                               return fail("the lobby's answer is malformed: a line too long");
                             if (ec) return fail("the lobby closed the connection before the list was over");
                             std::string line = buffer.substr(0, length - 1);
                             buffer.erase(0, length);
                             if (!line.empty() && line.back() == '\r') line.pop_back();
                             heard(line);
                           });
  }

  void heard(const std::string& line) {
    auto decoded = decodeLobbyLine(line);
    if (!decoded) return fail("the lobby's answer is malformed: " + decoded.error());
    const LobbyLine& words = decoded.value();
    switch (words.word) {
      case LobbyLine::Word::Listed:
        if (games.size() == kMaxListedGames)
          return fail("the lobby's answer is malformed: more than " + std::to_string(kMaxListedGames) +
                      " games");
        games.push_back({words.code, words.text});
        return readLine();
      case LobbyLine::Word::End:
        done = true;
        return;
      case LobbyLine::Word::Refused:
        return fail("the lobby refused: " + words.text);
      default:
        return fail("the lobby's answer is malformed: " + line);
    }
  }
};

}  // namespace

Result<std::vector<ListedGame>> askLobbyList(const std::string& host, std::uint16_t port,
                                             const std::string& caFile, std::chrono::milliseconds limit) {
  auto trust = lobbyTrust(caFile);
  if (!trust) return Error{trust.error()};
  asio::io_context io;
  auto asking = std::make_unique<Asking>();
  asking->start(io, *trust.value(), host, port, limit);
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!asking->done && std::chrono::steady_clock::now() < deadline && !io.stopped())
    io.run_one_until(deadline);
  if (!asking->done)
    return Error{"the lobby did not give its list within " +
                 std::to_string(std::chrono::duration_cast<std::chrono::seconds>(limit).count()) + " s"};
  if (asking->failure) return Error{*asking->failure};
  return std::move(asking->games);
}

}  // namespace gomoku::net
