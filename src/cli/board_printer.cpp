#include "cli/board_printer.h"

#include <algorithm>

#include "cli/terminal_words.h"

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
    line += static_cast<char>('a' + x);
  }
  return line + '\n';
}

}  // namespace

std::string drawBoard(const Game& game) {
  const Board& board = game.board();
  const int n = board.size();
  const Point last = board.lastMove();
  const std::vector<Point> forbidden = game.forbiddenPoints();
  auto isForbidden = [&](Point p) {
    return std::find(forbidden.begin(), forbidden.end(), p) != forbidden.end();
  };

  std::string text = columnLetters(n);
  for (int y = 0; y < n; ++y) {
    const int row = n - y;
    text += rowLabel(row) + ' ';
    // Each point is preceded by a separator; the separators on both sides of the last move are
    // brackets, so "[X]" stands out without shifting the columns.
    for (int x = 0; x <= n; ++x) {
      if (y == last.y && x == last.x) {
        text += '[';
      } else if (y == last.y && x == last.x + 1) {
        text += ']';
      } else {
        text += ' ';
      }
      if (x == n) break;
      Point p{x, y};
      const std::span<const Point> offers = game.proposals();
      if (std::find(offers.begin(), offers.end(), p) != offers.end()) {
        text += kOfferMark;
      } else {
        text += board.isEmpty(p) && isForbidden(p) ? kForbiddenMark : stoneMark(board.at(p));
      }
    }
    text += rowLabel(row) + '\n';
  }
  return text + columnLetters(n);
}

}  // namespace gomoku::cli
