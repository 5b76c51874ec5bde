// The star points drawn on the board and the standard places of handicap stones, as GTP's
// fixed_handicap lays them out (and GNU Go, Sabaki and the usual SGF records agree).
#pragma once

#include <vector>

#include "core/point.h"

namespace gomoku::go {

// The most handicap stones a board has standard places for: 9 on odd boards from 9x9 up, 4 on
// 7x7 and even boards from 8x8 up, none below 7x7.
int maxHandicap(int boardSize);

// The points of `stones` handicap stones (2..maxHandicap): the corners first (lower left, upper
// right, upper left, lower right), then the sides and the centre as the count calls for. Empty
// when the count is out of range.
std::vector<Point> handicapPoints(int boardSize, int stones);

// The dots on the lines: the nine handicap points from 15x15 up (19x19), the corners and the
// centre below (five on 9x9 and 13x13), the four corners on even boards.
std::vector<Point> starPoints(int boardSize);

}  // namespace gomoku::go
