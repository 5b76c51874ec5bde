// The game's side of TLS to gomoku-lobby: whom it trusts (the system's certificate store, or the
// one file a player names for a lobby of its own), the lobby's name checked against its
// certificate, and a failed check said in words. Never a fallback to plain TCP. Network thread.
#pragma once

#include <asio.hpp>
#include <asio/ssl.hpp>
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

}  // namespace gomoku::net
