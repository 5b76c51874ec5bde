// The code directory that lobbies sharing one Redis keep (docs/network-beyond-the-lan.md, "Several
// lobbies"): which lobby each game is on, whether that lobby is alive, and the open listed games
// of all of them. A game's entry names its lobby and expires unless kept; a lobby says it is alive
// every second, so that the games of one that died are taken over by the lobby their players
// reach next. When Redis cannot be reached every question is answered "here": the lobby serves
// alone, as one without Redis does. Lobby's thread only.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "lobby/redis_link.h"
#include "net/lobby_words.h"

namespace gomoku::lobby {

class Directory {
 public:
  using Clock = std::chrono::steady_clock;
  // The lobby a game is on, when it is another that is alive ("host:port", as MOVED names it);
  // empty: this one, none, or Redis cannot say.
  using Where = std::function<void(const std::string& elsewhere)>;
  using Listing = std::pair<std::string, std::string>;  // a code, the game in words
  // The listed open games of every lobby; `failed`: Redis could not say.
  using Listed = std::function<void(std::vector<Listing> games, bool failed)>;

  // `self`: this lobby as a game reaches it, "host:port".
  Directory(asio::io_context& io, const std::string& redisHost, std::uint16_t redisPort, std::string self,
            RedisLink::Log log);

  const std::string& self() const { return self_; }
  // Where the game with `code` is, read only.
  void whereIs(const std::string& code, Where where);
  // The code's entry made this lobby's, unless another lobby alive has it (then `where` names it).
  void claim(const std::string& code, Where where);
  // The game has ended here: its entry goes, if it is still this lobby's.
  void release(const std::string& code);
  // An open listed game shown to every lobby's listers, until hidden or no longer kept.
  void show(const Listing& game);
  void hide(const Listing& game);
  void list(Listed listed);
  // From the lobby's sweep: that this lobby is alive, every second; late answers fail. True when
  // its games are due to be kept again (every kKeepEvery).
  bool sayAlive(Clock::time_point now);
  // Each of the lobby's games claimed again (`lost` is told of one another lobby took meanwhile)
  // and its open listed games shown again.
  void keep(const std::vector<std::string>& codes, const std::vector<Listing>& shown,
            const std::function<void(const std::string& code, const std::string& elsewhere)>& lost);
  // The lobby stops: nothing more is said; its games are taken over once its word that it is
  // alive has expired.
  void close() { redis_.close(); }

  static constexpr std::chrono::seconds kEntryLife{30};
  static constexpr std::chrono::seconds kKeepEvery{10};
  static constexpr std::chrono::milliseconds kAliveLife{3000};

 private:
  std::string aliveKey() const;

  RedisLink redis_;
  std::string self_;
  Clock::time_point saidAlive_, kept_;
};

}  // namespace gomoku::lobby
