// The board's geometry: a point's pixel maps back to the point, and only near it.
#include "app/board_view.h"

#include <gtest/gtest.h>

namespace gomoku::app {
namespace {

TEST(BoardView, EveryIntersectionMapsBackToItsPoint) {
  for (int size : {15, 19}) {
    BoardView view(size, {20, 20, 680, 680});
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) EXPECT_EQ(view.pointAt(view.centre({x, y})), (Point{x, y}));
  }
}

TEST(BoardView, AClickSnapsWithinTheToleranceOnly) {
  BoardView view(15, {20, 20, 680, 680});
  Vec2 c = view.centre({7, 7});
  float s = view.spacing();
  EXPECT_EQ(view.pointAt({c.x + 0.3f * s, c.y - 0.3f * s}), (Point{7, 7}));
  EXPECT_FALSE(view.pointAt({c.x + 0.5f * s, c.y + 0.5f * s}));
  EXPECT_FALSE(view.pointAt({c.x - 8 * s, c.y}));  // off the board's left edge
}

TEST(BoardView, TheGridIsCentredInItsSquare) {
  BoardView view(15, {20, 20, 680, 680});
  Vec2 first = view.centre({0, 0});
  Vec2 last = view.centre({14, 14});
  EXPECT_FLOAT_EQ(first.x - 20, 700 - last.x);
  EXPECT_FLOAT_EQ(first.y - 20, 700 - last.y);
}

}  // namespace
}  // namespace gomoku::app
