#include "core/point.h"

#include <cctype>
#include <charconv>

namespace gomoku {

std::string_view stoneName(Stone s) {
  switch (s) {
    case Stone::Black:
      return "Black";
    case Stone::White:
      return "White";
    default:
      return "Empty";
  }
}

std::string toNotation(Point p, int boardSize) {
  std::string text(1, static_cast<char>('a' + p.x));
  text += std::to_string(boardSize - p.y);
  return text;
}

std::optional<Point> parseNotation(std::string_view text, int boardSize) {
  if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0]))) return std::nullopt;
  int column = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  int row = 0;
  auto digits = text.substr(1);
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
  if (error != std::errc{} || end != digits.data() + digits.size()) return std::nullopt;
  if (column < 0 || column >= boardSize || row < 1 || row > boardSize) return std::nullopt;
  return Point{column, boardSize - row};
}

}  // namespace gomoku
