// Builds test positions from pictures: one text row per board row, top row first, 'X' a black
// stone, 'O' a white stone, '.' an empty point. The side to move is given separately.
#pragma once

#include <string_view>
#include <vector>

#include "core/board.h"

namespace gomoku::ai::test {

inline Board boardFromPicture(const std::vector<std::string_view>& rows, Stone toMove, int size = 15) {
  Board board(size);
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
      char c = rows[y][x];
      if (c == 'X') board.place({x, y}, Stone::Black);
      if (c == 'O') board.place({x, y}, Stone::White);
    }
  }
  board.setSideToMove(toMove);
  return board;
}

}  // namespace gomoku::ai::test
