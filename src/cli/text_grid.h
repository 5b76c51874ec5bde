// A board printed as text, whichever game it holds: the column letters above and below, the rows
// numbered from the bottom on both sides, the last stone between brackets ("[X]", without
// shifting the columns), and at each point the mark the game's own printer gives it.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "core/point.h"

namespace gomoku::cli {

// `letters`: one a column, from the left; `last`: the last stone (kNoPoint for none); `mark`: what
// stands at a point, row 0 being the top row.
std::string printGrid(std::string_view letters, Point last, const std::function<char(Point)>& mark);

}  // namespace gomoku::cli
