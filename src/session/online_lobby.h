// The online lobby both faces use (the window's network screens and the terminal's --host/--join):
// hosting a game under a game code, announced to players nearby and kept on disk as it goes;
// hosting the kept game again; joining a host by its address and code; finding the games announced
// on the local network; hosting and joining through a gomoku-lobby server, over TLS, by the code,
// and the games it lists. The faces reach the network through this and online_match.h only, never
// net/ (the words of the network they need are named here). No SDL.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "net/discovery.h"
#include "net/game_code.h"
#include "net/host_and_port.h"
#include "net/lobby_list.h"
#include "net/local_addresses.h"
#include "net/protocol.h"
#include "session/kept_lobby_seat.h"
#include "session/kept_network_game.h"
#include "session/online_match.h"

namespace gomoku::session {

// The network's words a face needs: the kinds of game, where a host is, game codes, names.
using net::addressWithPort;
using net::Destination;
using net::FoundGame;
using net::GameKind;
using net::HostAndPort;
using net::isGameCode;
using net::kDefaultGamePort;
using net::kDefaultLobbyPort;
using net::kDiscoveryPort;
using net::kMaxListedGames;
using net::kMaxNameLength;
using net::ListedGame;
using net::localAddresses;
using net::localNetwork;
using net::newGameCode;
using net::normalGameCode;
using net::parseHostAndPort;
using net::playerName;
using net::sendableName;

struct LobbyOptions {
  std::string name = "player";  // ours, as the other player and the announcements show it
  std::function<void()> wake;   // runs on the network's thread when something arrives
  // Where a hosted game is announced: the local network's broadcast and multicast unless given
  // (tests announce to the loopback, or nowhere).
  std::vector<Destination> announceTo = localNetwork();
  // Host: where its unfinished game is kept as it goes, and found again; empty: nowhere. A joiner
  // of a game with a code keeps its seat beside it (kKeptLobbySeatName in the same folder), found
  // again by join() or joinOnline() for the same host or lobby and code.
  std::filesystem::path keepFile;
};

// A gomoku-lobby server to play through, as the player named it.
struct LobbyServer {
  HostAndPort at;
  std::string caFile;  // the certificate file it is trusted by; empty: the system's store
};

class OnlineLobby {
 public:
  explicit OnlineLobby(LobbyOptions options);
  ~OnlineLobby();
  OnlineLobby(const OnlineLobby&) = delete;
  OnlineLobby& operator=(const OnlineLobby&) = delete;

  const LobbyOptions& options() const { return options_; }
  // The name the games hosted or joined from now on give the other player.
  void rename(std::string name) { options_.name = std::move(name); }

  // Hosts `setup` on `port` (0: the system chooses) for whoever gives `code` (empty: an open game);
  // the game is announced until stopAnnouncing() and kept as it goes. Fails when the port cannot be
  // listened on or the game cannot be played.
  Result<std::unique_ptr<OnlineMatch>> host(std::uint16_t port, const OnlineSetup& setup,
                                            const std::string& code);
  // The host's unfinished game kept when its program stopped: nullopt when there is none; an
  // Error says why a damaged one cannot be read (the file is moved aside).
  std::optional<Result<KeptNetworkGame>> keptGame() const;
  // The joiner's seat kept from its last game with a code (on the LAN or through a lobby), which
  // joining that game again brings back; nullopt when none is.
  std::optional<KeptLobbySeat> keptSeat() const;
  // Hosts the kept game again, on its port, with its code and moves, announced and kept as host()'s;
  // a game kept from a lobby goes through that lobby again, with its secret, trusted by
  // `lobbyCaFile` (empty: the system's store), and is not announced.
  Result<std::unique_ptr<OnlineMatch>> resume(const KeptNetworkGame& kept,
                                              const std::string& lobbyCaFile = {});
  // Joins the game at `address` giving `code` ("" for an open game); the game comes from the host.
  // A game with a code is joined with the seat kept for it (the game's key), and its seat kept.
  std::unique_ptr<OnlineMatch> join(const HostAndPort& address, const std::string& code);

  // Hosts `setup` through the lobby `server` under `code` (1-16 letters and digits: the caller
  // makes a new one when the player chose none); `listed`: named when a player asks the lobby for
  // its games. Fails when the lobby's certificate file cannot be read or the game cannot be
  // played; a lobby that refuses us or its certificate says so as the match's first event. The
  // game is kept as host()'s, with the lobby and its secret, for resume().
  Result<std::unique_ptr<OnlineMatch>> hostOnline(const LobbyServer& server, const OnlineSetup& setup,
                                                  const std::string& code, bool listed = false);
  // Joins the game with `code` through the lobby `server`; the game comes from its host. The seat
  // secret kept for this lobby and code (a joiner started again) is brought back to take the seat,
  // which the lobby keeps from anyone without it once the game was paired; the one the lobby gives
  // is kept.
  std::unique_ptr<OnlineMatch> joinOnline(const LobbyServer& server, const std::string& code);
  // The games the lobby `server` lists (their hosts asked to be listed, and wait for a joiner),
  // each joined by its code with joinOnline(); an Error says why there is none to show (the lobby
  // unreachable, its certificate refused, its answer malformed or late). Blocks the caller for
  // `limit` at most: a window asks off its frame loop.
  static Result<std::vector<ListedGame>> listOnline(
      const LobbyServer& server, std::chrono::milliseconds limit = std::chrono::seconds(5));

  // The other player is here: players nearby need not hear of the game any more.
  void stopAnnouncing() { announcer_.reset(); }
  bool announcing() const { return announcer_.has_value(); }

  // Listens for games announced nearby on UDP `port` (0: the system chooses); why it cannot.
  std::optional<std::string> lookForGames(std::uint16_t port);
  void stopLooking() { finder_.reset(); }
  // The port listened on; 0 when not looking.
  std::uint16_t lookingOn() const;
  // The games heard of lately, the first heard first.
  std::vector<FoundGame> gamesFound() const;

 private:
  net::LinkOptions link(const std::string& code) const;
  // Where a joiner keeps its seat; empty: nowhere.
  std::filesystem::path seatFile() const;
  std::unique_ptr<OnlineMatch> joinKeepingSeat(const HostAndPort& at, net::LinkOptions joining);
  net::LinkOptions through(const LobbyServer& server, const std::string& code) const;
  void announce(const OnlineMatch& online, const net::GameOffer& offer);
  std::string aboutGame(GameKind kind, Rule rule, int size, const TimeControl& clock) const;

  LobbyOptions options_;
  std::optional<net::Announcer> announcer_;
  std::unique_ptr<net::GameFinder> finder_;
};

}  // namespace gomoku::session
