// The board as text for the terminal: X black, O white, the last move in brackets, the points
// renju forbids to black as #, columns lettered from the left and rows numbered from the bottom.
#pragma once

#include <string>

#include "core/game.h"

namespace gomoku::cli {

inline constexpr char kForbiddenMark = '#';

// The whole board, one line a row, with the column letters above and below.
std::string drawBoard(const Game& game);

// The last column's letter on a board of this size: 'o' on 15, 's' on 19.
char lastColumnLetter(int boardSize);

}  // namespace gomoku::cli
