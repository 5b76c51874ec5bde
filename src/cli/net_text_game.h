// The terminal game against a friend on another computer: `gomoku --text [--game go] --host
// [PORT]` and `gomoku --text --join HOST:PORT` (the joiner plays the host's game, Gomoku or Go), or
// through a gomoku-lobby: `--lobby HOST:PORT --host` and `--lobby HOST:PORT --join-code CODE`, and
// `--list` for the games the lobby lists. Moves and commands are read line by line as in the local
// game; a move typed before its turn waits for it (and the lines after it), each line told so as it
// comes, and everything the other player does (moves, chat, requests, the connection coming and
// going) is told as it happens. A finished game ends when the other player leaves. Finding games
// to join: net_game_finder.h.
#pragma once

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/time_control.h"
#include "session/online_lobby.h"

namespace gomoku::cli {

inline constexpr std::uint16_t kDefaultNetPort = session::kDefaultGamePort;

struct NetGameOptions {
  bool hosting = true;
  std::uint16_t port = kDefaultNetPort;  // listened on (host) or connected to (joiner)
  std::string host;                      // joiner: the host's name or address
  // The host's game; the joiner takes the host's.
  session::GameKind kind = session::GameKind::Gomoku;
  Rule rule = Rule::Freestyle;  // Gomoku
  int boardSize = kDefaultBoardSize;
  double komi = 6.5;  // Go
  int handicap = 0;   // Go
  Stone hostColour = Stone::Black;
  TimeControl clock;  // host: the players' clocks (none: no clock); the joiner takes the host's
  std::string name = "player";
  // Host: keep the unfinished game in this folder as it goes (empty: nowhere), and with `resume`
  // host the game kept there again instead of a new one. Joiner through a lobby: keep its seat
  // there (and a joiner of a game with a code its key), and bring it back when it joins the same
  // game again.
  std::filesystem::path keepFolder;
  bool resume = false;
  // Host: the game code a joiner must give (empty: an open game). Joiner: the code it gives.
  std::string code;
  // Where the host announces its game: the local network's broadcast and multicast unless given
  // (tests announce to the loopback).
  std::vector<session::Destination> announceTo = session::localNetwork();
  // Through a gomoku-lobby instead of the LAN (then `port` and `host` are unused); host: named in
  // the lobby's list of games when `listed`.
  std::optional<session::LobbyServer> lobby;
  bool listed = false;
};

using session::HostAndPort;
using session::parseHostAndPort;

// Plays until the game is over and the input has ended or the other player has left, or `quit`;
// the exit status (1 when the game could not start: a port in use, a peer of another version, a
// lobby that refused it).
int runNetGame(const NetGameOptions& options, std::istream& in, std::ostream& out);

}  // namespace gomoku::cli
