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

bool screenCanvas(SDL_Renderer* renderer, float& scale, int& w, int& h) {
  if (SDL_GetRenderTarget(renderer)) return false;
  scale = 1;
  SDL_RenderGetScale(renderer, &scale, nullptr);
  if (scale <= 0) return false;
  int outputW = 0;
  int outputH = 0;
  SDL_GetRendererOutputSize(renderer, &outputW, &outputH);
  w = std::min(outputW, static_cast<int>(std::ceil(Window::kLogicalWidth * scale)));
  h = std::min(outputH, static_cast<int>(std::ceil(Window::kLogicalHeight * scale)));
  return true;
}

int screenColumn(float x, float scale) {
  return static_cast<int>(x * scale);
}

void copyColumns(SDL_Renderer* renderer, SDL_Texture* picture, float scale, int from, int to, int h) {
  if (to <= from) return;
  const SDL_Rect source{from, 0, to - from, h};
  // Each edge a hair past its pixel, as the renderer rounds each down: pixel for pixel.
  const SDL_FRect onto{(static_cast<float>(from) + 0.25f) / scale, 0,
                       (static_cast<float>(to - from) + 0.25f) / scale,
                       (static_cast<float>(h) + 0.25f) / scale};
  SDL_RenderCopyF(renderer, picture, &source, &onto);
}

bool SettledBoard::draw(const Key& key, const std::function<void()>& paint, float right) {
  // Only onto the screen, whose scale it copies.
  float scale = 1;
  int w = 0;
  int h = 0;
  if (!screenCanvas(renderer_, scale, w, h)) return false;
  if (!texture_ || scale != scale_ || w != w_ || h != h_ || !(key == key_)) {
    if (!render(paint, scale, w, h)) return false;
    key_ = key;
  }
  copyColumns(renderer_, texture_, scale, 0, std::min(w, screenColumn(right, scale)), h);
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
