// The board as text for the terminal: X black, O white, the last move in brackets, the points
// renju forbids to black as #, columns lettered from the left and rows numbered from the bottom.
#pragma once

#include <string>

#include "core/game.h"

namespace gomoku::cli {

inline constexpr char kForbiddenMark = '#';

// The whole board, one line a row, with the column letters above and below.
std::string drawBoard(const Game& game);

}  // namespace gomoku::cli
