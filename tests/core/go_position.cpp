#include "go_position.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/go/vertex.h"

namespace gomoku::go {

Game goPosition(std::initializer_list<std::string_view> rows, Stone toMove, GameSetup setup) {
  std::vector<Point> black, white;
  int y = 0;
  for (std::string_view row : rows) {
    int x = 0;
    for (char c : row) {
      if (c == ' ') continue;
      if (c == 'X') black.push_back({x, y});
      if (c == 'O') white.push_back({x, y});
      ++x;
    }
    EXPECT_EQ(x, static_cast<int>(rows.size())) << "row " << y << " of the diagram";
    ++y;
  }
  setup.boardSize = static_cast<int>(rows.size());
  Result<Game> game = Game::fromPosition(setup, black, white, toMove);
  if (!game) {
    ADD_FAILURE() << "not a position: " << game.error();
    return Game(setup);
  }
  return std::move(*game);
}

Point vertex(std::string_view text, int size) {
  std::optional<Point> p = parseVertex(text, size);
  EXPECT_TRUE(p.has_value()) << std::string(text) << " is not a point of " << size << "x" << size;
  return p.value_or(kNoPoint);
}

}  // namespace gomoku::go
