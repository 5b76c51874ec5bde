// What does not change on the board during a game (the wood and its shadow, the grid, the star
// points, the coordinates), drawn once into a texture at the screen's real resolution and copied
// each frame; drawn again only when the board, its place, the screen's scale or a setting changes.
// Grid lines are placed on whole screen pixels so that every line is equally thick at any size.
#pragma once

#include <SDL.h>

#include "app/board_view.h"

namespace gomoku::app {

class TextCache;
class Textures;

class BoardBackdrop {
 public:
  // `table`: the opaque colour around the board, under its shadow. The texture includes it, so that
  // a frame copies it without blending.
  BoardBackdrop(SDL_Renderer* renderer, SDL_Color table) : renderer_(renderer), table_(table) {}
  ~BoardBackdrop();
  BoardBackdrop(const BoardBackdrop&) = delete;
  BoardBackdrop& operator=(const BoardBackdrop&) = delete;

  // `pixelScale`: screen pixels per logical pixel.
  void draw(TextCache& text, const Textures& textures, const BoardView& view, bool coordinates,
            float pixelScale);
  // How many times the texture was drawn, for tests and benchmarks.
  int renders() const { return renders_; }

 private:
  struct Key {
    int size = 0;
    Box panel;
    bool coordinates = false;
    float scale = 0;
    bool operator==(const Key& o) const {
      return size == o.size && panel.x == o.panel.x && panel.y == o.panel.y && panel.w == o.panel.w &&
             panel.h == o.panel.h && coordinates == o.coordinates && scale == o.scale;
    }
  };
  bool render(TextCache& text, const Textures& textures, const BoardView& view, bool coordinates,
              float scale);

  SDL_Renderer* renderer_;
  SDL_Color table_;
  SDL_Texture* texture_ = nullptr;
  Key key_;
  int renders_ = 0;
};

}  // namespace gomoku::app
