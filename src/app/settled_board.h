// The table and the board between moves (the wood, grid and coordinates, the stones that have
// landed with their shadows and numbers, the points renju forbids), drawn once into a texture of
// the whole canvas at the screen's resolution and copied each frame in one opaque copy; drawn
// again only when the position, those marks, the board's place or the screen's scale change.
// The texture is drawn with the screen's own scale, so each stone lands on the same pixels as it
// would on the screen: the picture is the same, at the cost of one full-screen copy a frame.
#pragma once

#include <SDL.h>

#include <array>
#include <functional>
#include <vector>

#include "app/board_view.h"
#include "app/window.h"
#include "core/board.h"

namespace gomoku::app {

// The canvas as the screen shows it: `scale` screen pixels a logical one (the logical size's own
// float: the same float gives the same pixels) and its size `w` x `h` in screen pixels. False when
// the renderer draws into a texture, or has no scale.
bool screenCanvas(SDL_Renderer* renderer, float& scale, int& w, int& h);
// The screen column where logical `x` begins at `scale`, as the renderer rounds it.
int screenColumn(float x, float scale);
// Copies the screen columns [from, to) of `picture` (the canvas drawn at `scale`, `h` rows) onto
// the very same screen pixels, in one opaque copy.
void copyColumns(SDL_Renderer* renderer, SDL_Texture* picture, float scale, int from, int to, int h);

class SettledBoard {
 public:
  // What the picture shows; a frame whose key differs draws it again.
  struct Key {
    int size = 0;
    Box panel;
    bool coordinates = false;
    bool moveNumbers = false;
    std::vector<Point> moves;
    std::array<Stone, Board::kCells> cells{};
    std::vector<Point> forbidden;
    bool operator==(const Key& o) const;
  };

  explicit SettledBoard(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~SettledBoard();
  SettledBoard(const SettledBoard&) = delete;
  SettledBoard& operator=(const SettledBoard&) = delete;

  // Copies the picture of `key` onto the canvas, left of logical `right` (the rest is another
  // picture's: the Game scene's panel), first drawing it with `paint` (in logical pixels, from an
  // empty canvas) unless the one kept shows it at this scale. False when the renderer cannot draw
  // into a texture: then nothing was drawn.
  bool draw(const Key& key, const std::function<void()>& paint, float right = Window::kLogicalWidth);
  // How many times the picture was drawn, for tests and benchmarks.
  int renders() const { return renders_; }

 private:
  bool render(const std::function<void()>& paint, float scale, int w, int h);

  SDL_Renderer* renderer_;
  SDL_Texture* texture_ = nullptr;
  Key key_;
  float scale_ = 0;
  int w_ = 0;
  int h_ = 0;
  int renders_ = 0;
};

}  // namespace gomoku::app
