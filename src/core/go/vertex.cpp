#include "core/go/vertex.h"

#include <cctype>
#include <charconv>

namespace gomoku::go {
namespace {

// The column letters: I is left out because it reads like J and 1.
char columnLetter(int x) {
  return static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
}

std::optional<int> columnOf(char letter) {
  int c = std::toupper(static_cast<unsigned char>(letter));
  if (c < 'A' || c > 'Z' || c == 'I') return std::nullopt;
  return c - 'A' - (c > 'I' ? 1 : 0);
}

}  // namespace

std::string toVertex(Point p, int boardSize) {
  return columnLetter(p.x) + std::to_string(boardSize - p.y);
}

std::optional<Point> parseVertex(std::string_view text, int boardSize) {
  if (text.size() < 2) return std::nullopt;
  std::optional<int> column = columnOf(text[0]);
  int row = 0;
  std::string_view digits = text.substr(1);
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
  if (!column || error != std::errc{} || end != digits.data() + digits.size()) return std::nullopt;
  if (*column >= boardSize || row < 1 || row > boardSize) return std::nullopt;
  return Point{*column, boardSize - row};
}

}  // namespace gomoku::go
