#include "cli/go_board_printer.h"

#include <algorithm>

#include "core/go/handicap.h"
#include "core/go/vertex.h"

namespace gomoku::cli {
namespace {

std::string rowLabel(int row) {
  std::string label = std::to_string(row);
  return label.size() < 2 ? " " + label : label;
}

std::string columnLetters(int size) {
  std::string line = "   ";  // under the row label and the space after it
  for (int x = 0; x < size; ++x) {
    line += ' ';
    line += go::toVertex({x, 0}, size).front();
  }
  return line + '\n';
}

}  // namespace

std::string drawGoBoard(const go::Game& game) {
  const go::Board& board = game.board();
  const int n = board.size();
  const Point last = game.lastStone();
  const std::vector<Point> stars = go::starPoints(n);
  const std::optional<Point> ko = game.koPoint();

  auto mark = [&](Point p) {
    switch (board.at(p)) {
      case Stone::Black:
        return 'X';
      case Stone::White:
        return 'O';
      default:
        break;
    }
    if (ko == p) return kKoMark;
    return std::ranges::find(stars, p) != stars.end() ? '+' : '.';
  };

  std::string text = columnLetters(n);
  for (int y = 0; y < n; ++y) {
    const int row = n - y;
    text += rowLabel(row) + ' ';
    // The separators on both sides of the last stone are brackets: "[X]" stands out without
    // shifting the columns.
    for (int x = 0; x <= n; ++x) {
      text += y == last.y && x == last.x ? '[' : y == last.y && x == last.x + 1 ? ']' : ' ';
      if (x == n) break;
      text += mark({x, y});
    }
    text += rowLabel(row) + '\n';
  }
  return text + columnLetters(n);
}

}  // namespace gomoku::cli
