// The connection to the other copy of the game: TCP through asio, on a thread of its own so that
// the window or the terminal never waits for the network. The host listens on a port and keeps
// listening, so that a dropped player can come back; the joiner connects and, when the
// connection drops, connects again. Through gomoku-lobby both connect out to the lobby over TLS,
// say who they are (HOST or JOIN, net/lobby_words.h) and, once paired, speak as on the LAN. Both say HELLO,
// refuse another protocol version, keep the connection alive with PING and PONG and call it lost after a
// silence. What arrives is judged line by line (bounded, rate-limited, decoded) and queued for the game to
// poll.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/result.h"
#include "net/lobby_words.h"
#include "net/message.h"

namespace gomoku::net {

struct LinkEvent {
  enum class Kind : std::uint8_t {
    Connected,  // the peer said HELLO: `detail` is its name
    Received,   // a message from the peer (never HELLO, PING or PONG: the link answers those)
    Lost,       // the connection ended (`detail` says why); the host listens, the joiner retries
    Waiting,    // the joiner cannot reach the host yet (`detail` says why) and keeps trying
    Refused,    // the peer speaks another protocol or version, or the host refused our game code
                // (`detail` says which, in words for the player): no retry
    Stranger,   // whoever answered could not prove it is the other player of our game and was
                // turned away (`detail` says so in words); the host listens, the joiner retries
  };
  Kind kind;
  Message message;
  std::string detail;
};

// Through a lobby, a game's connection that ended after pairing (the other player left, or the
// lobby stopped: the lobby closes both sides when one drops) ...
inline constexpr std::string_view kLobbyPairEnded = "the connection through the lobby ended";
// ... and, once the lobby is reached again, the other player not back (a Waiting event).
inline constexpr std::string_view kPeerNotBack = "the lobby is there; the other player is not back";

// The lobby a game goes through instead of the LAN (docs/network-protocol.md, "The lobby").
struct LobbyRoute {
  std::string host;  // its name or address, checked against its certificate
  std::uint16_t port = kDefaultLobbyPort;
  std::string caFile;   // the certificate file trusted; empty: the system's store
  bool listed = false;  // host: named when a player asks the lobby for its list
  std::string about;    // host: the game in words, as the list shows it
  // The secret the lobby gave this side: the host's (HOSTED), brought back by a host started
  // again to take its game's seat back; the joiner's seat secret (JOINED), brought back by a
  // joiner started again. Empty: a new game, or a joiner with no seat yet.
  std::string secret;
};

struct LinkOptions {
  std::string name = "player";  // our name in HELLO
  // Host: the game code a joiner must prove it knows before HELLO (empty: an open game). Joiner:
  // the code it proves, on every reconnection until the game has a key (empty: none).
  std::string code;
  // The game's key from an earlier meeting (net/game_proof.h), 64 hex digits: the host accepts
  // only it, the joiner proves with it. Empty: the two have not met yet.
  std::string gameKey;
  std::chrono::milliseconds heartbeat{2000};      // PING after this long without sending
  std::chrono::milliseconds silenceLimit{10000};  // lost after this long without hearing
  std::chrono::milliseconds helloLimit{5000};     // a peer must say HELLO within this
  std::chrono::milliseconds retryEvery{1000};     // the joiner's pause between attempts
  // Messages a peer may send at once (enough for the host's whole record, sent again after a
  // reconnection: one MOVE a point of the largest board), and on average.
  int burst = 500;
  int perSecond = 20;
  std::function<void()> wake;  // runs on the network thread when an event is queued
  // Through a lobby: the host connects out to it as the joiner does (both come back after a
  // drop), and a game through a lobby always has its code.
  std::optional<LobbyRoute> lobby;
};

class Link {
 public:
  // Listens on `port` (0: one the system chooses) on every address, IPv6 and IPv4; through
  // `options.lobby`, registers the game there instead (`port` unused).
  static Result<std::unique_ptr<Link>> host(std::uint16_t port, LinkOptions options);
  // Connects to `host` (a name, an IPv4 or an IPv6 address) at `port`, and again after a drop;
  // through `options.lobby`, to the lobby with the code (`host` and `port` unused).
  static std::unique_ptr<Link> join(std::string host, std::uint16_t port, LinkOptions options);
  // Says BYE to the peer and waits a moment for it to go out.
  ~Link();
  Link(const Link&) = delete;
  Link& operator=(const Link&) = delete;

  std::uint16_t port() const;  // the port listened on (host) or connected to (joiner, lobby)
  // Through a lobby: the secret it gave this side (HOSTED to the host, JOINED to the joiner once
  // paired); the one brought back, or empty, before.
  std::string lobbySecret() const;
  // The game's key: the one given, or the one agreed at the first meeting once the other side has
  // it too (both keep it with the game); empty before.
  std::string gameKey() const;
  bool connected() const;  // a peer has said HELLO and the connection stands
  // Sends a message to the peer; dropped when there is none (the game sends its record again
  // after a reconnection).
  void send(const Message& message);
  std::optional<LinkEvent> poll();
  // Returns when an event is queued or `limit` has passed.
  void waitForEvent(std::chrono::milliseconds limit);
  // Ends the current connection as a pulled cable would (tests, and a player who wants to
  // reconnect): the host goes on listening, the joiner connects again.
  void dropConnection();

  struct Impl;

 private:
  explicit Link(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace gomoku::net
