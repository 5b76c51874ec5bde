// What the lobby knows while it serves, shared by its parts: the games by their code, the
// connections (visitor.h) and the addresses they come from. Only the lobby's thread touches it.
#pragma once

#include <array>
#include <asio.hpp>
#include <asio/ssl.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "lobby/directory.h"
#include "lobby/event_log.h"
#include "lobby/lobby.h"
#include "lobby/lobby_secrets.h"
#include "net/code_guesses.h"
#include "net/lobby_words.h"
#include "net/rate_limit.h"

namespace gomoku::lobby {

using Clock = std::chrono::steady_clock;

// A code's SHA-256: the games are found by it, so that looking a code up takes the same time
// whatever letters it shares with the games' codes.
using CodeKey = std::array<unsigned char, 32>;
CodeKey keyOf(const std::string& code);
struct CodeKeyHash {
  std::size_t operator()(const CodeKey& key) const {
    std::size_t hash = 0;
    for (std::size_t i = 0; i < sizeof hash; ++i) hash = hash << 8 | key[i];
    return hash;
  }
};

// A line of the lobby's.
net::LobbyLine saying(net::LobbyLine::Word word, std::string code = {}, std::string secret = {},
                      std::string text = {});

// "5 s", or "300 ms" where the time is not whole seconds.
std::string seconds(std::chrono::milliseconds time);

class Visitor;

// A game the lobby knows: its code, who may come back as its host and as its joiner, its two seats.
struct Game {
  std::string code;
  std::string secret;  // empty: no host yet, a joiner coming back waits for one (the lobby restarted)
  // The joiner's seat secret, made when the game is first paired (or brought back by a joiner to
  // a lobby that restarted): from then on the seat is taken back only with it, or with an older
  // one of this lobby's for the code (the rightful joiner's, after a stranger took the seat of a
  // game the restarted lobby did not know was paired). Empty: not yet.
  std::string seatSecret;
  std::string about;
  bool listed = false;
  bool shown = false;       // in the list that lobbies sharing a directory show
  std::string hostAddress;  // the address its host is counted under while it is here
  std::shared_ptr<Visitor> host, joiner;
  Clock::time_point lastSaid;  // the last line relayed, or a side arriving
};

struct Lobby::Impl {
  explicit Impl(LobbySettings lobbySettings)
      : settings(std::move(lobbySettings)),
        events(settings.log, settings.logEvery),
        tls(asio::ssl::context::tls_server),
        sweep(io),
        acceptPause(io) {}

  // An event said once, whatever comes of it.
  void log(const std::string& line) { events.say(line); }
  // An event that a flood repeats: its first from an address is said at once, the rest of the
  // minute counted in one line.
  void log(const std::string& address, const std::string& kind, const std::string& line) {
    events.say(address, kind, line, Clock::now());
  }
  void accept();
  void admit(asio::ip::tcp::socket socket, const asio::ip::address& ip);
  bool makeRoom();
  // A connection of the neighbourhood is paired, or gone: no longer one to make room with.
  void uncount(const std::string& neighbourhood);
  void arm();
  void sweepOnce();
  void giveMemoryBack();
  void take(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void host(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void join(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void list(const std::shared_ptr<Visitor>& visitor);
  void pairIfBoth(Game& game);
  void left(const std::shared_ptr<Visitor>& visitor);
  void dropGame(const CodeKey& key, const std::string& why);
  void hostArrives(Game& game, const std::shared_ptr<Visitor>& visitor);
  void hostLeaves(Game& game);
  // Lobbies sharing a directory (cluster.cpp).
  void ask(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void move(const std::shared_ptr<Visitor>& visitor, const std::string& elsewhere);
  void moveGame(const std::string& code, const std::string& elsewhere);
  void claim(const Game& game);
  void showOrHide(Game& game);
  void keepDirectory(Clock::time_point now);
  void sayList(const std::shared_ptr<Visitor>& visitor, const std::vector<Directory::Listing>& games);
  // When a secret of this lobby's for the code was given; nullopt: not one of ours.
  std::optional<std::uint32_t> givenAt(SecretKind kind, const std::string& code,
                                       const std::string& secret) const {
    return secrets->givenAt(kind, code, secret);
  }

  struct Address {
    net::RateLimit connects;
    int games = 0;  // games whose host is connected from here
    Clock::time_point lastSeen;
  };
  Address& address(const std::string& name, Clock::time_point now);

  LobbySettings settings;
  EventLog events;
  asio::io_context io;
  asio::ssl::context tls;
  std::optional<asio::ip::tcp::acceptor> acceptor;
  asio::steady_timer sweep;
  asio::steady_timer acceptPause;  // after a failed accept (no descriptor left), before the next
  std::string capNote;             // why the cap on connections is lower than asked, for the log
  std::uint16_t port = 0;
  bool stopping = false;
  std::unordered_set<std::shared_ptr<Visitor>> visitors;
  // The connections not paired, by neighbourhood (crowding.h): a full lobby makes room in the
  // most crowded one.
  std::unordered_map<std::string, std::size_t> unpairedIn;
  std::size_t mostSinceGivenBack = 0;  // connections at the most since memory was last given back
  Clock::time_point givenBack;
  std::unordered_map<CodeKey, Game, CodeKeyHash> games;
  std::map<std::string, Address> addresses;
  net::CodeGuesses codeGuesses;
  std::optional<LobbySecrets> secrets;
  std::optional<Directory> directory;  // none: this lobby alone
};

}  // namespace gomoku::lobby
