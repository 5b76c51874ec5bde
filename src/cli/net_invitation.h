// What a host in the terminal says so that a friend can join: the game it offers, its code, and
// the command that joins it, on the local network or through a lobby.
#pragma once

#include <iosfwd>
#include <string>

#include "cli/net_text_game.h"
#include "session/online_match.h"

namespace gomoku::cli {

// The code, and the command that joins with it.
void sayCode(const session::OnlineMatch& online, std::ostream& out);
// The game a host offers, on the LAN or through a lobby, as its options say.
session::OnlineSetup hostedGame(const NetGameOptions& options);
// The game hosted, its code and how to join; then that a player is awaited.
void sayHowToJoin(const session::OnlineMatch& online, const NetGameOptions& options, std::ostream& out);
// The code of a game through the lobby `at`, and the command that joins it.
std::string lobbyCode(const std::string& at, const std::string& caFile, const std::string& code);

}  // namespace gomoku::cli
