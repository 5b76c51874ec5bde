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

// The numbers worked out by hand, not by the formula the view uses: 15 lines in a 680 square make
// 14 spacings and 1.1 spacings of wood each side, 680 / 16.2 = 41.975 each; row 0 is the top.
TEST(BoardView, TheIntersectionsSitWhereTheLayoutPutsThem) {
  BoardView view(15, {20, 20, 680, 680});
  EXPECT_NEAR(view.spacing(), 41.975f, 0.01f);
  const struct {
    Point point;
    float x, y;
  } cases[] = {{{0, 0}, 66.17f, 66.17f},
               {{14, 0}, 653.83f, 66.17f},
               {{0, 14}, 66.17f, 653.83f},
               {{7, 7}, 360.0f, 360.0f},
               {{3, 11}, 192.10f, 527.90f}};
  for (const auto& c : cases) {
    EXPECT_NEAR(view.centre(c.point).x, c.x, 0.01f) << c.point.x << "," << c.point.y;
    EXPECT_NEAR(view.centre(c.point).y, c.y, 0.01f) << c.point.x << "," << c.point.y;
    EXPECT_EQ(view.pointAt({c.x, c.y}), c.point);
  }
  // A wider panel: the square is centred in it.
  BoardView wide(15, {0, 0, 880, 680});
  EXPECT_NEAR(wide.centre({0, 0}).x, 146.17f, 0.01f);
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
