#include "app/grid_painter.h"

#include <algorithm>
#include <cmath>

namespace gomoku::app {

namespace {

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

}  // namespace

void drawGrid(SDL_Renderer* renderer, const BoardView& view, float scale, float unit, SDL_Color ink,
              const std::vector<Point>& stars) {
  const int n = view.size();
  auto px = [scale](float logical) { return static_cast<int>(std::lround(logical * scale)); };
  // Whole screen pixels, in the units the renderer draws in.
  auto inUnits = [unit](SDL_Rect r) {
    return SDL_FRect{static_cast<float>(r.x) / unit, static_cast<float>(r.y) / unit,
                     static_cast<float>(r.w) / unit, static_cast<float>(r.h) / unit};
  };
  const int inner = std::max(1, px(1.2f));
  const int frame = std::max(inner + 1, px(2.4f));
  const int first = px(view.centre({0, 0}).x);
  const int last = px(view.centre({n - 1, n - 1}).x);
  const int top = px(view.centre({0, 0}).y);
  const int bottom = px(view.centre({n - 1, n - 1}).y);
  SDL_SetRenderDrawColor(renderer, ink.r, ink.g, ink.b, 255);
  for (int i = 0; i < n; ++i) {
    int t = (i == 0 || i == n - 1) ? frame : inner;
    int x = px(view.centre({i, 0}).x) - t / 2;
    int y = px(view.centre({0, i}).y) - t / 2;
    const SDL_FRect column = inUnits({x, top - frame / 2, t, bottom - top + frame});
    const SDL_FRect row = inUnits({first - frame / 2, y, last - first + frame, t});
    SDL_RenderFillRectF(renderer, &column);
    SDL_RenderFillRectF(renderer, &row);
  }
  SDL_Texture* dot = makeDot(renderer, view.spacing() * 0.11f * scale, {ink.r, ink.g, ink.b, 255});
  if (!dot) return;
  int w = 0;
  int h = 0;
  SDL_QueryTexture(dot, nullptr, nullptr, &w, &h);
  for (Point p : stars) {
    Vec2 c = view.centre(p);
    // The dot's centre on the lines' centre, which the rounding above put on whole pixels.
    float cx = static_cast<float>(px(c.x)) + (inner % 2 ? 0.5f : 0.0f);
    float cy = static_cast<float>(px(c.y)) + (inner % 2 ? 0.5f : 0.0f);
    SDL_FRect where{(cx - static_cast<float>(w) / 2) / unit, (cy - static_cast<float>(h) / 2) / unit,
                    static_cast<float>(w) / unit, static_cast<float>(h) / unit};
    SDL_RenderCopyF(renderer, dot, nullptr, &where);
  }
  SDL_DestroyTexture(dot);
}

}  // namespace gomoku::app
