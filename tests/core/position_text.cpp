#include "position_text.h"

namespace gomoku::testing {

Board boardFromRows(const std::vector<std::string>& rows) {
  Board board(static_cast<int>(rows.size()));
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      char c = rows[y][x];
      if (c == 'X') board.place({x, y}, Stone::Black);
      if (c == 'O') board.place({x, y}, Stone::White);
    }
  }
  return board;
}

}  // namespace gomoku::testing
