#include "cli/text_grid.h"

namespace gomoku::cli {
namespace {

std::string rowLabel(int row) {
  std::string label = std::to_string(row);
  return label.size() < 2 ? " " + label : label;
}

std::string columnLine(std::string_view letters) {
  std::string line = "   ";  // under the row label and the space after it
  for (char letter : letters) {
    line += ' ';
    line += letter;
  }
  return line + '\n';
}

}  // namespace

std::string printGrid(std::string_view letters, Point last, const std::function<char(Point)>& mark) {
  const int n = static_cast<int>(letters.size());
  std::string text = columnLine(letters);
  for (int y = 0; y < n; ++y) {
    const int row = n - y;
    text += rowLabel(row) + ' ';
    // Each point is preceded by a separator; the separators on both sides of the last stone are
    // brackets.
    for (int x = 0; x <= n; ++x) {
      text += y == last.y && x == last.x ? '[' : y == last.y && x == last.x + 1 ? ']' : ' ';
      if (x == n) break;
      text += mark({x, y});
    }
    text += rowLabel(row) + '\n';
  }
  return text + columnLine(letters);
}

}  // namespace gomoku::cli
