// gomoku-lobby's server: games connect out to it over TLS, a host registers its game under its
// code, a joiner gives the code, and the lobby pairs the two and relays their lines unchanged
// (docs/network-protocol.md, "The lobby"). Trusts neither side: bounded lines, limits per
// address, deadlines for every step, a cap on connections. Keeps nothing on disk. One thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "core/result.h"
#include "net/lobby_words.h"

namespace gomoku::lobby {

struct LobbySettings {
  std::uint16_t port = net::kDefaultLobbyPort;  // 0: one the system chooses
  std::filesystem::path certificate;            // PEM, the chain the lobby shows
  std::filesystem::path key;                    // PEM, the certificate's private key
  std::size_t maxConnections = 4000;            // open at once; more are closed unanswered
  std::size_t gamesPerAddress = 4;              // games registered from one address at once
  // New connections from one address: a burst, then so many a second.
  int connectBurst = 30;
  int connectsPerSecond = 2;
  std::chrono::milliseconds handshakeLimit{5000};                 // to finish the TLS handshake
  std::chrono::milliseconds wordLimit{10000};                     // then to say HOST, JOIN or LIST
  std::chrono::milliseconds idleLimit{std::chrono::minutes(15)};  // a game nothing was said in
  std::chrono::milliseconds silenceLimit{30000};  // a paired side that says nothing (games PING)
  std::chrono::milliseconds waitingEvery{5000};   // WAITING to a side waiting for the other
  // A joiner coming back (JOIN <code> again) to a game the lobby does not know (it restarted)
  // waits this long for the host to register it again.
  std::chrono::milliseconds againLimit{30000};
  // Lines one paired side may send: a burst (a host's whole record after a reconnection), then
  // so many a second.
  int relayBurst = 1000;
  int relayPerSecond = 100;
  // Several lobbies sharing one Redis (docs/network-beyond-the-lan.md, "Several lobbies"): where
  // Redis is (an empty host: this lobby alone), and this lobby as a game reaches it ("host:port",
  // which MOVED names to a game whose code another lobby was asked).
  std::string redisHost;
  std::uint16_t redisPort = 6379;
  std::string publicAddress;
  std::function<void(const std::string&)> log;  // one line an event; none: silent
  // Events a flood repeats (refusals, closings) are logged once an address and kind in this time,
  // with a count of the rest.
  std::chrono::milliseconds logEvery{std::chrono::minutes(1)};
};

class Lobby {
 public:
  // Reads the certificate and key and listens on the port (IPv6 and IPv4); says why it cannot.
  static Result<std::unique_ptr<Lobby>> open(LobbySettings settings);
  ~Lobby();
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  std::uint16_t port() const;
  // Serves on the calling thread until stop().
  void run();
  // Ends run() soon, closing every connection; from any thread.
  void stop();

  struct Impl;

 private:
  explicit Lobby(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace gomoku::lobby
