// Test positions written as text: one line a row, the top row first, '.' empty, 'X' black,
// 'O' white (the layout of renju_cases.txt).
#pragma once

#include <string>
#include <vector>

#include "core/board.h"

namespace gomoku::testing {

// A board holding the stones drawn in `rows` (all rows the same length = the board size).
Board boardFromRows(const std::vector<std::string>& rows);

}  // namespace gomoku::testing
