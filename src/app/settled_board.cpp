#include "app/settled_board.h"

#include <algorithm>
#include <cmath>

#include "app/draw.h"
#include "app/window.h"

namespace gomoku::app {

bool SettledBoard::Key::operator==(const Key& o) const {
  return size == o.size && panel.x == o.panel.x && panel.y == o.panel.y && panel.w == o.panel.w &&
         panel.h == o.panel.h && coordinates == o.coordinates && moveNumbers == o.moveNumbers &&
         moves == o.moves && cells == o.cells && forbidden == o.forbidden;
}

SettledBoard::~SettledBoard() {
  if (texture_) SDL_DestroyTexture(texture_);
}

bool SettledBoard::draw(const Key& key, const std::function<void()>& paint) {
  if (SDL_GetRenderTarget(renderer_)) return false;  // only onto the screen, whose scale it copies
  // The screen's own scale (the logical size's), not one worked out again: the same float gives
  // the same pixels.
  float scale = 1;
  SDL_RenderGetScale(renderer_, &scale, nullptr);
  if (scale <= 0) return false;
  int outputW = 0;
  int outputH = 0;
  SDL_GetRendererOutputSize(renderer_, &outputW, &outputH);
  const int w = std::min(outputW, static_cast<int>(std::ceil(Window::kLogicalWidth * scale)));
  const int h = std::min(outputH, static_cast<int>(std::ceil(Window::kLogicalHeight * scale)));
  if (!texture_ || scale != scale_ || w != w_ || h != h_ || !(key == key_)) {
    if (!render(paint, scale, w, h)) return false;
    key_ = key;
  }
  // A size a hair over the texture's, as the renderer rounds each side down: pixel for pixel.
  drawTexture(renderer_, texture_,
              {0, 0, (static_cast<float>(w) + 0.25f) / scale, (static_cast<float>(h) + 0.25f) / scale});
  return true;
}

bool SettledBoard::render(const std::function<void()>& paint, float scale, int w, int h) {
  if (!texture_ || w != w_ || h != h_) {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = SDL_CreateTexture(renderer_, kSpriteFormat, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!texture_) return false;
    SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(texture_, SDL_ScaleModeNearest);
  }
  if (SDL_SetRenderTarget(renderer_, texture_) != 0) {
    SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    return false;
  }
  w_ = w;
  h_ = h;
  scale_ = scale;
  // Black where the canvas is not painted, as the screen is cleared.
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
  SDL_RenderClear(renderer_);
  SDL_RenderSetScale(renderer_, scale, scale);
  paint();
  SDL_SetRenderTarget(renderer_, nullptr);
  ++renders_;
  return true;
}

}  // namespace gomoku::app
