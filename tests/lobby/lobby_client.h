// A bare client of gomoku-lobby for the tests: TLS with the game's own checks (net/lobby_tls.h),
// then lines written and read as they are, each wait bounded in time.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "net/lobby_tls.h"

namespace gomoku::lobby {

class LobbyClient {
 public:
  // Connects to the loopback's `port`, checking the certificate against `caFile` for `host`;
  // from the loopback address `from` (127.x.y.z) where one is given.
  LobbyClient(std::uint16_t port, const std::string& caFile, const std::string& host = "localhost",
              const std::string& from = {});
  // "" once the connection is secure; else why not, in the game's words.
  std::string handshake(std::chrono::milliseconds limit = std::chrono::seconds(5));
  void say(const std::string& line);
  void sayBytes(const std::string& bytes);
  // The next line; nullopt when the lobby closed the connection or `limit` passed.
  std::optional<std::string> line(std::chrono::milliseconds limit = std::chrono::seconds(5));
  // Lines until one that starts with `word`; nullopt when none came.
  std::optional<std::string> lineStarting(const std::string& word,
                                          std::chrono::milliseconds limit = std::chrono::seconds(5));
  // The lobby closed the connection within `limit`.
  bool closedWithin(std::chrono::milliseconds limit);
  void close();

 private:
  bool runUntil(const bool& done, std::chrono::milliseconds limit);
  void readMore();

  asio::io_context io_;
  std::shared_ptr<asio::ssl::context> trust_;
  std::unique_ptr<net::TlsStream> stream_;
  std::array<char, 4096> buffer_{};
  std::string received_;
  bool reading_ = false;
  bool ended_ = false;
};

}  // namespace gomoku::lobby
