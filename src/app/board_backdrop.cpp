#include "app/board_backdrop.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/draw.h"
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

// A round dot with soft edges: each pixel's alpha is the share of it the disc covers.
SDL_Texture* makeDot(SDL_Renderer* renderer, float radius, SDL_Color colour) {
  int size = static_cast<int>(std::ceil(2 * radius)) + 2;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32);
  if (!surface) return nullptr;
  float centre = static_cast<float>(size) / 2;
  auto* pixels = static_cast<Uint8*>(surface->pixels);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      float d = std::hypot(static_cast<float>(x) + 0.5f - centre, static_cast<float>(y) + 0.5f - centre);
      float cover = std::clamp(radius + 0.5f - d, 0.0f, 1.0f);
      Uint8* p = pixels + y * surface->pitch + x * 4;
      p[0] = colour.r;
      p[1] = colour.g;
      p[2] = colour.b;
      p[3] = static_cast<Uint8>(std::lround(cover * colour.a));
    }
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
  SDL_FreeSurface(surface);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

// The grid in screen pixels: every line on whole pixels and as thick as every other, the frame
// a little thicker.
void drawGrid(SDL_Renderer* renderer, const BoardView& view, float scale) {
  const int n = view.size();
  auto px = [scale](float logical) { return static_cast<int>(std::lround(logical * scale)); };
  const int inner = std::max(1, px(1.2f));
  const int frame = std::max(inner + 1, px(2.4f));
  const int first = px(view.centre({0, 0}).x);
  const int last = px(view.centre({n - 1, n - 1}).x);
  const int top = px(view.centre({0, 0}).y);
  const int bottom = px(view.centre({n - 1, n - 1}).y);
  SDL_SetRenderDrawColor(renderer, kInk.r, kInk.g, kInk.b, 255);
  for (int i = 0; i < n; ++i) {
    int t = (i == 0 || i == n - 1) ? frame : inner;
    int x = px(view.centre({i, 0}).x) - t / 2;
    int y = px(view.centre({0, i}).y) - t / 2;
    SDL_Rect column{x, top - frame / 2, t, bottom - top + frame};
    SDL_Rect row{first - frame / 2, y, last - first + frame, t};
    SDL_RenderFillRect(renderer, &column);
    SDL_RenderFillRect(renderer, &row);
  }
  SDL_Texture* dot = makeDot(renderer, view.spacing() * 0.11f * scale, {kInk.r, kInk.g, kInk.b, 255});
  if (!dot) return;
  int w = 0;
  int h = 0;
  SDL_QueryTexture(dot, nullptr, nullptr, &w, &h);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (!isStarPoint(n, {x, y})) continue;
      Vec2 c = view.centre({x, y});
      // The dot's centre on the lines' centre, which the rounding above put on whole pixels.
      float cx = static_cast<float>(px(c.x)) + (inner % 2 ? 0.5f : 0.0f);
      float cy = static_cast<float>(px(c.y)) + (inner % 2 ? 0.5f : 0.0f);
      SDL_FRect where{cx - static_cast<float>(w) / 2, cy - static_cast<float>(h) / 2, static_cast<float>(w),
                      static_cast<float>(h)};
      SDL_RenderCopyF(renderer, dot, nullptr, &where);
    }
  }
  SDL_DestroyTexture(dot);
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
      drawGrid(renderer_, view, 1);
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
  drawGrid(renderer_, local, scale);
  SDL_SetRenderTarget(renderer_, screen);
  ++renders_;
  return true;
}

}  // namespace gomoku::app
