#include "app/board_backdrop.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/draw.h"
#include "app/grid_painter.h"
#include "app/text_cache.h"
#include "app/textures.h"

namespace gomoku::app {

namespace {

constexpr SDL_Color kWood{218, 172, 104, 255};
constexpr SDL_Color kInk{58, 38, 20, 235};
// The board's shadow falls this far (logical pixels) right of and below the wood.
constexpr float kShadow = 10;

std::vector<int> starLines(int size) {
  if (size >= 13) return {3, size / 2, size - 4};
  return {size / 2};
}

bool isStarPoint(int size, Point p) {
  auto lines = starLines(size);
  bool onX = std::find(lines.begin(), lines.end(), p.x) != lines.end();
  bool onY = std::find(lines.begin(), lines.end(), p.y) != lines.end();
  // On 15 lines the classic five: the centre and the four 3-3 points.
  if (size < 19 && onX && onY) return (p.x == size / 2) == (p.y == size / 2);
  return onX && onY;
}

std::vector<Point> starPoints(int size) {
  std::vector<Point> stars;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x)
      if (isStarPoint(size, {x, y})) stars.push_back({x, y});
  return stars;
}

void drawCoordinates(TextCache& text, const BoardView& view) {
  int n = view.size();
  float size = std::min(21.0f, view.spacing() * 0.38f);
  float s = view.spacing();
  // Letters under the bottom line and numbers left of the first column, in the margin between the
  // edge stones (radius 0.47 spacings, their shadow 0.59 below) and the edge of the wood (1.1
  // spacings), clear of both: a two-digit number is about 0.42 spacings wide.
  for (int i = 0; i < n; ++i) {
    Vec2 bottom = view.centre({i, n - 1});
    std::string letter(1, static_cast<char>('a' + i));
    Vec2 extent = text.measure(letter, size);
    text.draw(letter, size, {bottom.x, bottom.y + s * 0.8f - extent.y / 2}, kInk, Align::Centre);
    Vec2 left = view.centre({0, i});
    std::string number = std::to_string(n - i);
    extent = text.measure(number, size);
    text.draw(number, size, {left.x - s * 0.78f, left.y - extent.y / 2}, kInk, Align::Centre);
  }
}

}  // namespace

BoardBackdrop::~BoardBackdrop() {
  if (texture_) SDL_DestroyTexture(texture_);
}

void BoardBackdrop::draw(TextCache& text, const Textures& textures, const BoardView& view, bool coordinates,
                         float pixelScale) {
  Key key{view.size(), view.panel(), coordinates, pixelScale};
  if (!texture_ || !(key == key_)) {
    if (!render(text, textures, view, coordinates, pixelScale)) {
      // No texture (a renderer without render targets): draw straight to the screen instead.
      Box p = view.panel();
      fillRoundedBox(renderer_, {p.x + 5, p.y + 7, p.w, p.h}, 10, {0, 0, 0, 110});
      if (SDL_Texture* wood = textures.wood())
        drawTexture(renderer_, wood, p);
      else
        fillBox(renderer_, p, kWood);
      if (coordinates) drawCoordinates(text, view);
      drawGrid(renderer_, view, 1, 1, kInk, starPoints(view.size()));
      return;
    }
    key_ = key;
  }
  Box panel = view.panel();
  drawTexture(renderer_, texture_, {panel.x, panel.y, panel.w + kShadow, panel.h + kShadow});
}

bool BoardBackdrop::render(TextCache& text, const Textures& textures, const BoardView& view, bool coordinates,
                           float scale) {
  Box panel = view.panel();
  int w = static_cast<int>(std::ceil((panel.w + kShadow) * scale));
  int h = static_cast<int>(std::ceil((panel.h + kShadow) * scale));
  if (texture_) SDL_DestroyTexture(texture_);
  texture_ = SDL_CreateTexture(renderer_, kSpriteFormat, SDL_TEXTUREACCESS_TARGET, w, h);
  if (!texture_) return false;
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
  SDL_SetTextureScaleMode(texture_, SDL_ScaleModeNearest);
  SDL_Texture* screen = SDL_GetRenderTarget(renderer_);
  float screenScale = 1;
  SDL_RenderGetScale(renderer_, &screenScale, nullptr);
  if (SDL_SetRenderTarget(renderer_, texture_) != 0) {
    SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    return false;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer_, table_.r, table_.g, table_.b, 255);
  SDL_RenderClear(renderer_);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  // The board as if its panel sat at the origin, in logical pixels scaled to screen pixels.
  BoardView local(view.size(), {0, 0, panel.w, panel.h});
  SDL_RenderSetScale(renderer_, scale, scale);
  fillRoundedBox(renderer_, {5, 7, panel.w, panel.h}, 10, {0, 0, 0, 110});
  if (SDL_Texture* wood = textures.wood())
    drawTexture(renderer_, wood, local.panel());
  else
    fillBox(renderer_, local.panel(), kWood);
  outlineBox(renderer_, local.panel(), 2, {92, 58, 28, 255});
  if (coordinates) drawCoordinates(text, local);
  SDL_RenderSetScale(renderer_, 1, 1);
  drawGrid(renderer_, local, scale, 1, kInk, starPoints(view.size()));
  SDL_SetRenderTarget(renderer_, screen);
  // Back on a texture (the settled board's) SDL's scale is 1 again: the one it had.
  if (screen) SDL_RenderSetScale(renderer_, screenScale, screenScale);
  ++renders_;
  return true;
}

}  // namespace gomoku::app
