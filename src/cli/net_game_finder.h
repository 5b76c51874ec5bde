// Finding a game to join from the terminal: `gomoku --text --find` (the games announced on the
// local network) and `--lobby HOST:PORT --list` (the games a gomoku-lobby lists), each printed with
// the command that joins it.
#pragma once

#include <cstdint>
#include <iosfwd>

#include "session/online_lobby.h"

namespace gomoku::cli {

// Listens for games announced on the local network for `seconds` (on UDP `port`), then lists
// them with the command that joins each; the exit status (1 when the port cannot be listened on).
int findGames(int seconds, std::uint16_t port, std::ostream& out);

// Asks the lobby `server` for its listed games and prints them, one a line with its code, then the
// command that joins one; the exit status (1 when there is no list: told why).
int listLobbyGames(const session::LobbyServer& server, std::ostream& out);

}  // namespace gomoku::cli
