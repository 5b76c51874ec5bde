// The terminal games' turns, Gomoku's and Go's alike: the computer plays when it is to move, the
// position is shown again after a change, then the player's line is read and handled.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

namespace gomoku::cli {

// What a line the player typed came to.
enum class LineTold : std::uint8_t { Unchanged, Changed, Quit };

// Until the input ends or the player quits (0 either way). The TerminalGame's match() (a
// session::Match or GoMatch) plays the computer's moves; the game tells them (tell), shows the
// position (showPosition), asks (prompt: the words before the player's line, maybe none) and
// handles the line (handleLine).
template <class TerminalGame>
int playTurns(TerminalGame& game, std::istream& in, std::ostream& out) {
  bool changed = true;
  std::string line;
  while (true) {
    // The match is asked for again each turn: new and load put another in its place.
    if (game.match().computerToMove()) {
      game.tell(game.match().waitForAgent());
      changed = true;
      continue;
    }
    if (changed) game.showPosition();
    out << game.prompt();
    out.flush();
    if (!std::getline(in, line)) return 0;
    const LineTold told = game.handleLine(line);
    if (told == LineTold::Quit) return 0;
    changed = told == LineTold::Changed;
  }
}

}  // namespace gomoku::cli
