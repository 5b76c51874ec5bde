// Where the board sits on screen: the one place that turns a point of the board into a pixel and a
// pixel back into a point. Drawing and click handling both ask it, so a click lands where the
// stone is drawn. Logical pixels (the fixed 1280x720 canvas), not window pixels.
#pragma once

#include <optional>

#include "core/point.h"

namespace gomoku::app {

struct Vec2 {
  float x = 0;
  float y = 0;
};

struct Box {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;
  bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

// Where the board sits on the canvas in every game's scene (Gomoku, Go, online); the side panel
// takes the rest.
inline constexpr Box kBoardPanel{20, 20, 680, 680};

class BoardView {
 public:
  // A click counts for a point when it is within this share of the grid spacing of it.
  static constexpr float kSnapTolerance = 0.45f;

  // The board of `size` lines drawn as a square wooden panel filling `panel`.
  BoardView(int size, Box panel);

  int size() const { return size_; }
  Box panel() const { return panel_; }
  float spacing() const { return spacing_; }
  float stoneRadius() const { return spacing_ * 0.47f; }
  // The intersection of column p.x and row p.y (row 0 at the top).
  Vec2 centre(Point p) const;
  // The point whose intersection is nearest to `pixel`, if it is within the snap tolerance.
  std::optional<Point> pointAt(Vec2 pixel) const;

 private:
  int size_;
  Box panel_;
  float spacing_;
  Vec2 origin_;  // the top-left intersection
};

}  // namespace gomoku::app
