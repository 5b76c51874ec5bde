// The game's side of TLS to gomoku-lobby: whom it trusts (the system's certificate store, or the
// one file a player names for a lobby of its own), the lobby's name checked against its
// certificate, a failed check said in words, and the one way a game and a lister connect to it
// (LobbyDial: resolved, connected and secured within a deadline). Never a fallback to plain TCP.
// Network thread.
#pragma once

#include <asio.hpp>
#include <asio/ssl.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "core/result.h"

namespace gomoku::net {

using TlsStream = asio::ssl::stream<asio::ip::tcp::socket>;

// The context that checks a lobby's certificate: against `caFile` (PEM) when given, else the
// system's store. Fails when the file cannot be read.
Result<std::shared_ptr<asio::ssl::context>> lobbyTrust(const std::string& caFile);

// Before the handshake: the certificate must be for `host` (a name, or an IPv4/IPv6 address),
// and the name goes out in the handshake (SNI) so that a lobby behind one address among others
// shows the right one.
void expectLobbyName(TlsStream& stream, const std::string& host);

// The handshake failed on the lobby's certificate (not on the connection): a refusal, not a
// reason to try again.
bool certificateRefused(TlsStream& stream);

// Why the handshake failed, for the player: the certificate check's own reason when it was that.
std::string handshakeFailure(TlsStream& stream, const asio::error_code& ec);

// What came of connecting to the lobby.
struct LobbyDialed {
  std::shared_ptr<TlsStream> stream;  // secure, the certificate checked; null when it failed
  std::string failure;                // why not, for the player ("cannot reach the lobby: ...")
  bool refused = false;               // the certificate failed its check: a refusal, not a retry
};

// One connection to the lobby being made on an io_context's thread: the name resolved, the
// connection made, the TLS handshake done with the name expected (expectLobbyName), all within a
// deadline. Link (each attempt) and the list's asking connect through it, so that both say the
// same things when it fails.
class LobbyDial : public std::enable_shared_from_this<LobbyDial> {
 public:
  using Done = std::function<void(LobbyDialed)>;
  // Starts; `done` runs once on `io`'s thread, unless cancel() came first.
  static std::shared_ptr<LobbyDial> start(asio::io_context& io, asio::ssl::context& trust, std::string host,
                                          std::uint16_t port, std::chrono::milliseconds limit, Done done);
  // Gives up (the program leaves): the connection being made is closed and `done` never runs.
  void cancel();

 private:
  LobbyDial(asio::io_context& io, asio::ssl::context& trust, std::string host,
            std::chrono::milliseconds limit, Done done);
  void connect(const asio::ip::tcp::resolver::results_type& found);
  void secure();
  void finish(LobbyDialed dialed);
  // The deadline passed: the step under way (`stage`, in the failure's words) is ended.
  std::string late(const std::string& stage) const;

  asio::ip::tcp::resolver resolver_;
  std::shared_ptr<TlsStream> stream_;
  asio::steady_timer deadline_;
  std::string host_;
  std::chrono::milliseconds limit_;
  Done done_;
  bool over_ = false;  // done, or cancelled
  bool late_ = false;  // the deadline passed
};

}  // namespace gomoku::net
