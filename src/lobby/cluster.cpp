// Lobbies sharing one Redis (docs/network-beyond-the-lan.md, "Several lobbies"): the lobby's side
// of the directory. A game lives on one lobby, which claims its code; a host or joiner that
// reaches another lobby is told MOVED to it, once; a lobby that died leaves its games to the
// lobby their players reach next; the list is gathered from all.
#include "lobby/visitor.h"

namespace gomoku::lobby {

using Word = net::LobbyLine::Word;

// A code this lobby does not know: where is its game? On another lobby alive, the visitor goes
// there; else its word is taken here, as a lone lobby would.
void Lobby::Impl::ask(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line) {
  visitor->asking();
  directory->whereIs(line.code, [this, visitor, line](const std::string& elsewhere) {
    if (visitor->state() != Visitor::State::Asking) return;
    visitor->answered();
    if (elsewhere.empty()) return line.word == Word::Host ? host(visitor, line) : join(visitor, line);
    // A new game under a code another lobby's game has: as on one lobby, another code is needed.
    if (line.word == Word::Host && line.secret.empty())
      return visitor->refuse("this code is another host's game: choose another code");
    move(visitor, elsewhere);
  });
}

void Lobby::Impl::move(const std::shared_ptr<Visitor>& visitor, const std::string& elsewhere) {
  log(visitor->address(), "moved", "moved " + visitor->address() + " to " + elsewhere);
  net::LobbyLine moved;
  moved.word = Word::Moved;
  moved.text = elsewhere;
  visitor->say(moved);
  visitor->closeAfterSaying("moved to " + elsewhere);
}

// Another lobby has the game's code (both took it at once, or this one was thought dead): its
// sides go there, and the game is no longer this lobby's.
void Lobby::Impl::moveGame(const std::string& code, const std::string& elsewhere) {
  auto found = games.find(keyOf(code));
  if (found == games.end()) return;
  Game game = std::move(found->second);
  games.erase(found);
  log("moved " + code + " to " + elsewhere + ", which has it");
  hostLeaves(game);
  for (const auto& side : {game.host, game.joiner})
    if (side) {
      side->forgetPartner();
      side->state() == Visitor::State::Paired ? side->close("its game is on " + elsewhere)
                                              : move(side, elsewhere);
    }
}

void Lobby::Impl::claim(const Game& game) {
  if (!directory) return;
  directory->claim(game.code, [this, code = game.code](const std::string& elsewhere) {
    if (!elsewhere.empty()) moveGame(code, elsewhere);
  });
}

// An open listed game is in every lobby's list; one that is paired, or has no host, in none.
void Lobby::Impl::showOrHide(Game& game) {
  if (!directory) return;
  const bool open = game.listed && game.seatSecret.empty() && game.host && !game.joiner;
  if (open == game.shown) return;
  game.shown = open;
  open ? directory->show({game.code, game.about}) : directory->hide({game.code, game.about});
}

void Lobby::Impl::keepDirectory(Clock::time_point now) {
  if (!directory || !directory->sayAlive(now)) return;
  std::vector<std::string> codes;
  std::vector<Directory::Listing> shown;
  for (const auto& [key, game] : games) {
    codes.push_back(game.code);
    if (game.shown) shown.emplace_back(game.code, game.about);
  }
  directory->keep(codes, shown, [this](const std::string& code, const std::string& elsewhere) {
    moveGame(code, elsewhere);
  });
}

}  // namespace gomoku::lobby
