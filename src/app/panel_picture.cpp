#include "app/panel_picture.h"

#include <algorithm>

#include "app/draw.h"
#include "app/settled_board.h"
#include "app/window.h"

namespace gomoku::app {

PanelPicture::~PanelPicture() {
  if (texture_) SDL_DestroyTexture(texture_);
  if (sink_) SDL_DestroyTexture(sink_);
}

bool PanelPicture::draw(const std::string& key, const std::function<void()>& paint) {
  float scale = 1;
  int w = 0;
  int h = 0;
  if (!screenCanvas(renderer_, scale, w, h) || !prepare(w, h)) return false;
  const bool current = kept_ && scale == scale_ && key == key_;
  if (SDL_SetRenderTarget(renderer_, current ? sink_ : texture_) != 0) return false;
  if (!current) {
    SDL_RenderSetScale(renderer_, scale, scale);
    // A pixel past the panel each way, so that no rounding leaves a line of the old picture: its
    // left edge may fall a hair past the screen column the copy starts at (at 2600x1460).
    fillBox(renderer_, {left_ - 1, 0, Window::kLogicalWidth - left_ + 2, Window::kLogicalHeight + 1},
            ground_);
    kept_ = true;
    key_ = key;
    scale_ = scale;
    ++renders_;
  }
  paint();
  SDL_SetRenderTarget(renderer_, nullptr);
  copyColumns(renderer_, texture_, scale, std::min(w, screenColumn(left_, scale)), w, h);
  return true;
}

// The picture at the canvas's size on this screen (a new one is drawn before it is shown), and
// the sink.
bool PanelPicture::prepare(int w, int h) {
  if (!sink_) sink_ = SDL_CreateTexture(renderer_, kSpriteFormat, SDL_TEXTUREACCESS_TARGET, 1, 1);
  if (!sink_) return false;
  if (texture_ && w == w_ && h == h_) return true;
  if (texture_) SDL_DestroyTexture(texture_);
  texture_ = SDL_CreateTexture(renderer_, kSpriteFormat, SDL_TEXTUREACCESS_TARGET, w, h);
  kept_ = false;
  w_ = w;
  h_ = h;
  if (!texture_) return false;
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
  SDL_SetTextureScaleMode(texture_, SDL_ScaleModeNearest);
  return true;
}

}  // namespace gomoku::app
