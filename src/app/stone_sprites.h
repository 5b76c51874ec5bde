// The stones and their shadow at the size they have on the board, scaled once into textures at
// the screen's real resolution: a frame then copies each pixel for pixel. Scaling two pictures
// per stone in every frame was most of a frame's cost in the software renderer.
#pragma once

#include <SDL.h>

#include <array>

#include "app/draw.h"
#include "core/point.h"

namespace gomoku::app {

class Textures;

class StoneSprites {
 public:
  explicit StoneSprites(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~StoneSprites();
  StoneSprites(const StoneSprites&) = delete;
  StoneSprites& operator=(const StoneSprites&) = delete;

  // Makes the sprites for stones of `radius` (logical pixels) at `pixelScale` screen pixels per
  // logical pixel, unless they are made already. Once a frame, before draw().
  void prepare(const Textures& textures, float radius, float pixelScale);
  // A stone of `colour` at `centre` and, when opaque, its shadow. A stone of another radius than
  // the prepared one (one landing) is scaled as it is drawn.
  void draw(const Textures& textures, Vec2 centre, float radius, Stone colour, Uint8 alpha);
  // How many times the sprites were made, for tests.
  int renders() const { return renders_; }

 private:
  enum Sprite { kBlack, kWhite, kShadow };
  void release();

  SDL_Renderer* renderer_;
  std::array<SDL_Texture*, 3> sprites_{};
  float radius_ = 0;
  float scale_ = 0;
  int renders_ = 0;
};

}  // namespace gomoku::app
