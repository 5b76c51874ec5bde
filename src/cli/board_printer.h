// The board as text for the terminal: X black, O white, the last move in brackets, the points
// renju forbids to black as #, the fifth moves offered as *, columns lettered from the left and
// rows numbered from the bottom.
#pragma once

#include <string>

#include "core/game.h"

namespace gomoku::cli {

inline constexpr char kForbiddenMark = '#';
// A fifth move Black offers in a renju opening, on the board but not yet played.
inline constexpr char kOfferMark = '*';

// The whole board, one line a row, with the column letters above and below.
std::string drawBoard(const Game& game);

}  // namespace gomoku::cli
