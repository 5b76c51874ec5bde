// A game as one line of moves in board notation, "h8i9j10g7", the way Yixin Board and Rapfi's
// tools copy a position to the clipboard and paste it back. Spaces and commas between moves are
// allowed when reading.
#pragma once

#include <string>
#include <string_view>

#include "core/game.h"
#include "core/result.h"

namespace gomoku {

std::string writeMoveText(const Game& game);

// The moves as a renju player writes them down, a numbered pair a line: "1. h8 i9\n2. j10\n"
// ("1. ... i9" when a set-up position left white to play first); empty before the first move.
std::string writeMoveList(const Game& game);

// 1 when a set-up position left white to play first, so that black's place in the first pair is
// empty; else 0.
std::size_t pairLead(const Game& game);
// A move (an index into moves(), from 0, after any set-up stones) as the move list numbers it, wherever a
// move is named (the review's mistakes, the terminal's review): "12. h8" for black's move of pair 12, "12...
// i9" for white's.
std::string numberedMove(const Game& game, std::size_t move);
// The same for a move at `p` that would stand at index `move` (one of another line of the tree).
std::string numberedMove(const Game& game, std::size_t move, Point p);

// Replays the moves under `rule` on a board of `boardSize`; a point that is not on the board, an
// occupied point or a foul is refused with the reason and the move's number.
Result<Game> readMoveText(std::string_view text, Rule rule, int boardSize);

}  // namespace gomoku
