// One connection to the lobby: the TLS handshake, one word (HOST, JOIN or LIST), then waiting for
// the other side or relaying its game's lines. Lobby's thread only.
#pragma once

#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "lobby/lobby_state.h"
#include "net/line_framer.h"

namespace gomoku::lobby {

class Visitor : public std::enable_shared_from_this<Visitor> {
 public:
  // Asking: its word waits for the answer of the directory that several lobbies share.
  enum class State : std::uint8_t { Handshaking, Speaking, Asking, Waiting, Paired, Leaving };

  // `neighbourhood`: the addresses it is counted with when the lobby is full (crowding.h).
  Visitor(Lobby::Impl& lobby, asio::ip::tcp::socket socket, std::string address, std::string neighbourhood);

  void start();
  State state() const { return state_; }
  const std::string& address() const { return address_; }
  const std::string& neighbourhood() const { return neighbourhood_; }
  Clock::time_point arrived() const { return arrived_; }
  bool pairedOnce() const { return pairedOnce_; }
  // What it costs to send it away when the lobby is full, the least first: one still on its
  // handshake or its word, then one waiting for the other side; a paired side never (nullopt).
  std::optional<int> cost() const;

  void say(const net::LobbyLine& line) { write(net::encodeLobbyLine(line) + "\n"); }
  void write(std::string bytes);
  // Says why in one line, then closes.
  void refuse(const std::string& why);
  // Closes once what was said is sent (a list given): the end of an asking, not a refusal.
  void closeAfterSaying(const std::string& why);
  void close(const std::string& why);

  // Its word goes to the directory, and comes back.
  void asking() { state_ = State::Asking; }
  void answered() { state_ = State::Speaking; }
  void waiting(Game& game, bool asHost);
  void paired(std::shared_ptr<Visitor> partner);
  std::shared_ptr<Visitor> partner() const { return partner_; }
  void forgetPartner() { partner_.reset(); }
  const std::string& gameCode() const { return game_; }
  const CodeKey& gameKey() const { return key_; }
  bool isHost() const { return isHost_; }

  // The deadlines of the step it is at; WAITING now and then to a waiting side.
  void check(Clock::time_point now);

 private:
  void finish(std::string why);
  void stopSending();
  void writeNext();
  void read();
  void received(const asio::error_code& ec, std::size_t size);
  void take(std::string line);

  std::string address_;
  std::string neighbourhood_;
  Lobby::Impl& lobby_;
  asio::ssl::stream<asio::ip::tcp::socket> stream_;
  State state_ = State::Handshaking;
  bool pairedOnce_ = false;
  std::array<char, 4096> buffer_{};
  net::LineFramer framer_;
  net::RateLimit relayLimit_;
  std::deque<std::string> outbox_;
  std::size_t unsent_ = 0;
  Clock::time_point arrived_, since_, lastHeard_, lastWaiting_;
  bool finishing_ = false;
  Clock::time_point finishingSince_;
  std::string finishWhy_;
  std::string game_;  // the code of the game it hosts or joins
  CodeKey key_{};     // and its key, found once
  bool isHost_ = false;
  std::shared_ptr<Visitor> partner_;
};

}  // namespace gomoku::lobby
