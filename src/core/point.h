// Points, stones and the board notation shared by every part of the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

constexpr Stone opponent(Stone s) {
  return s == Stone::Black ? Stone::White : Stone::Black;
}
std::string_view stoneName(Stone s);  // "Black", "White"

constexpr int kMinBoardSize = 5;
constexpr int kMaxBoardSize = 22;
constexpr int kDefaultBoardSize = 15;

// A point on the board: x is the column from the left, y the row from the top, both from 0
// (the Gomocup protocol's convention). Notation turns it around: "h8" counts rows from the bottom.
struct Point {
  int x = -1;
  int y = -1;
  friend constexpr bool operator==(Point, Point) = default;
};

constexpr Point kNoPoint{};

// "h8" on a 15 board is x 7, y 7; "a1" is the bottom-left corner. Columns run a..v (size 22).
std::string toNotation(Point p, int boardSize);
// Reads "h8" or "H8"; nullopt when the text is not a point of this board.
std::optional<Point> parseNotation(std::string_view text, int boardSize);

}  // namespace gomoku
