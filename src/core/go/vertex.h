// Go coordinates as GTP and most Go programs write them: a column letter from the left, skipping
// I (A..T on 19x19), then the row counted from the bottom: D4, Q16, K10.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/point.h"

namespace gomoku::go {

// "D4" for the point four lines in from the bottom-left corner on either side.
std::string toVertex(Point p, int boardSize);
// Reads "D4" or "d4"; nullopt unless the text is a point of this board ("pass" is not a point).
std::optional<Point> parseVertex(std::string_view text, int boardSize);

}  // namespace gomoku::go
