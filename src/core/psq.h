// Piskvork's game records (.psq), the format Gomocup tournaments and most Gomoku programs read:
// a header "Piskvorky 15x15, 0:0, 0", then one "x,y,time" line per move with x and y counted
// from 1 (y from the top), then optionally the two players' names and a result code.
#pragma once

#include <string>
#include <string_view>

#include "core/game.h"
#include "core/result.h"

namespace gomoku {

// The game's moves as a .psq record (the moves undone and not replayed are left out). PSQ has no
// set-up position: a set-up game's stones are written as its first moves, Black's first.
std::string writePsq(const Game& game);

// Reads a .psq record and replays it under `rule` (the format does not carry the rule). A record
// that is not square, out of the board sizes this game plays, or with an impossible move or a
// foul under the rule is refused with the reason and the move's number.
Result<Game> readPsq(std::string_view text, Rule rule);

}  // namespace gomoku
