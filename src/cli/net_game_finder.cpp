#include "cli/net_game_finder.h"

#include <chrono>
#include <ostream>
#include <thread>

#include "cli/terminal_words.h"

namespace gomoku::cli {

int findGames(int seconds, std::uint16_t port, std::ostream& out) {
  session::OnlineLobby lobby(session::LobbyOptions{});
  if (auto why = lobby.lookForGames(port)) {
    out << "Cannot look for games: " << *why << ".\n";
    return 1;
  }
  out << "Looking for games on the local network (UDP port " << lobby.lookingOn() << ") for " << seconds
      << " s...\n";
  out.flush();
  std::this_thread::sleep_for(std::chrono::seconds(seconds));
  std::vector<session::FoundGame> games = lobby.gamesFound();
  if (games.empty())
    out << "No game found. The host's address and port join it directly: --join HOST:PORT.\n";
  for (const session::FoundGame& game : games)
    out << game.announcement.name << ": "
        << (game.announcement.kind == session::GameKind::Go
                ? std::string("Go")
                : std::string(ruleName(game.announcement.rule)) + " rule")
        << ", " << game.announcement.size << "x" << game.announcement.size
        << ". Join with: gomoku --text --join "
        << session::addressWithPort(game.address, game.announcement.port)
        << (game.announcement.needsCode ? " --code CODE (it asks for the code its host shows)" : "") << '\n';
  return 0;
}

int listLobbyGames(const session::LobbyServer& server, std::ostream& out) {
  const std::string at = session::addressWithPort(server.at.host, server.at.port);
  auto games = session::OnlineLobby::listOnline(server);
  if (!games) {
    out << "Cannot list the games of the lobby " << at << ": " << reasonOf(games.error()) << ".\n";
    return 1;
  }
  if (games.value().empty()) {
    out << "No game is listed in the lobby " << at << ".\n";
    return 0;
  }
  for (const session::ListedGame& game : games.value()) out << game.code << "  " << game.about << '\n';
  out << "Join one with: gomoku --text --lobby " << at << " --join-code CODE\n";
  return 0;
}

}  // namespace gomoku::cli
