#include "app/board_view.h"

#include <algorithm>
#include <cmath>

namespace gomoku::app {

namespace {
// The wood around the grid, in grid spacings: room for the coordinates and the edge stones.
constexpr float kMarginSpacings = 1.1f;
}  // namespace

BoardView::BoardView(int size, Box panel) : size_(size) {
  float side = std::min(panel.w, panel.h);
  panel_ = {panel.x + (panel.w - side) / 2, panel.y + (panel.h - side) / 2, side, side};
  spacing_ = side / (static_cast<float>(size - 1) + 2 * kMarginSpacings);
  origin_ = {panel_.x + kMarginSpacings * spacing_, panel_.y + kMarginSpacings * spacing_};
}

Vec2 BoardView::centre(Point p) const {
  return {origin_.x + static_cast<float>(p.x) * spacing_, origin_.y + static_cast<float>(p.y) * spacing_};
}

std::optional<Point> BoardView::pointAt(Vec2 pixel) const {
  float column = (pixel.x - origin_.x) / spacing_;
  float row = (pixel.y - origin_.y) / spacing_;
  Point nearest{static_cast<int>(std::lround(column)), static_cast<int>(std::lround(row))};
  if (nearest.x < 0 || nearest.y < 0 || nearest.x >= size_ || nearest.y >= size_) return std::nullopt;
  float dx = column - static_cast<float>(nearest.x);
  float dy = row - static_cast<float>(nearest.y);
  if (dx * dx + dy * dy > kSnapTolerance * kSnapTolerance) return std::nullopt;
  return nearest;
}

}  // namespace gomoku::app
