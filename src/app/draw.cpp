#include "app/draw.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

namespace gomoku::app {

namespace {

SDL_Vertex vertex(float x, float y, SDL_Color colour) {
  return {{x, y}, colour, {0, 0}};
}

int segmentsFor(float radius) {
  return std::clamp(static_cast<int>(radius * 1.5f), 16, 96);
}

}  // namespace

SDL_FRect toRect(Box box) {
  return {box.x, box.y, box.w, box.h};
}

void fillBox(SDL_Renderer* renderer, Box box, SDL_Color colour) {
  SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a);
  SDL_FRect rect = toRect(box);
  // An opaque fill needs no blending, which the software renderer does pixel by pixel even then.
  if (colour.a == 255) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_RenderFillRectF(renderer, &rect);
  if (colour.a == 255) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

void outlineBox(SDL_Renderer* renderer, Box box, float t, SDL_Color colour) {
  fillBox(renderer, {box.x, box.y, box.w, t}, colour);
  fillBox(renderer, {box.x, box.y + box.h - t, box.w, t}, colour);
  fillBox(renderer, {box.x, box.y + t, t, box.h - 2 * t}, colour);
  fillBox(renderer, {box.x + box.w - t, box.y + t, t, box.h - 2 * t}, colour);
}

// The box as rows one screen pixel high in its rounded ends and one rectangle between them, in one
// call: the software renderer fills rectangles fast, where each triangle of a corner drawn as
// geometry cost a temporary surface of its own in every frame. Each row is placed on whole pixels
// (a quarter pixel in, as the renderer rounds down) so that no row covers another.
void fillRoundedBox(SDL_Renderer* renderer, Box box, float radius, SDL_Color colour) {
  radius = std::min({radius, box.w / 2, box.h / 2});
  float scale = 1;
  SDL_RenderGetScale(renderer, &scale, nullptr);
  if (scale <= 0) scale = 1;
  const int top = static_cast<int>(box.y * scale);
  const int rows = static_cast<int>(box.h * scale);
  const float r = radius * scale;  // in screen pixels
  const int band = std::min(static_cast<int>(std::lround(r)), rows / 2);
  std::vector<SDL_FRect> rects;
  rects.reserve(static_cast<std::size_t>(2 * band + 1));
  // Each row a hair inside its pixels: the software renderer rounds its top and its height down,
  // and an accelerated one fills the pixels whose centres it covers. A row's bottom is short of the
  // next pixel's centre, on which an accelerated renderer would fill the pixel or not by which way
  // its target is turned (the screen, a texture): the boxes are the same on both.
  auto row = [&](int first, int height, float inset) {
    rects.push_back({box.x + inset / scale, (static_cast<float>(top + first) + 0.25f) / scale,
                     box.w - 2 * inset / scale, (static_cast<float>(height) + 0.125f) / scale});
  };
  for (int i = 0; i < band; ++i) {
    // How far in the edge is at the middle of this row, from the corner's circle.
    const float dy = r - (static_cast<float>(i) + 0.5f);
    const float inset = r - std::sqrt(std::max(0.0f, r * r - dy * dy));
    row(i, 1, inset);
    row(rows - 1 - i, 1, inset);
  }
  if (rows > 2 * band) row(band, rows - 2 * band, 0);
  SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a);
  if (colour.a == 255) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_RenderFillRectsF(renderer, rects.data(), static_cast<int>(rects.size()));
  if (colour.a == 255) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

void fillDisc(SDL_Renderer* renderer, Vec2 centre, float radius, SDL_Color colour) {
  int n = segmentsFor(radius);
  std::vector<SDL_Vertex> vertices;
  vertices.reserve(static_cast<std::size_t>(n) * 3);
  for (int i = 0; i < n; ++i) {
    float a0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(n);
    float a1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(n);
    vertices.push_back(vertex(centre.x, centre.y, colour));
    vertices.push_back(vertex(centre.x + radius * std::cos(a0), centre.y + radius * std::sin(a0), colour));
    vertices.push_back(vertex(centre.x + radius * std::cos(a1), centre.y + radius * std::sin(a1), colour));
  }
  SDL_RenderGeometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

void drawRing(SDL_Renderer* renderer, Vec2 centre, float radius, float thickness, SDL_Color colour) {
  int n = segmentsFor(radius);
  float inner = radius - thickness / 2;
  float outer = radius + thickness / 2;
  std::vector<SDL_Vertex> vertices;
  vertices.reserve(static_cast<std::size_t>(n) * 6);
  for (int i = 0; i < n; ++i) {
    float a0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(n);
    float a1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(n);
    SDL_Vertex i0 = vertex(centre.x + inner * std::cos(a0), centre.y + inner * std::sin(a0), colour);
    SDL_Vertex o0 = vertex(centre.x + outer * std::cos(a0), centre.y + outer * std::sin(a0), colour);
    SDL_Vertex i1 = vertex(centre.x + inner * std::cos(a1), centre.y + inner * std::sin(a1), colour);
    SDL_Vertex o1 = vertex(centre.x + outer * std::cos(a1), centre.y + outer * std::sin(a1), colour);
    vertices.insert(vertices.end(), {i0, o0, o1, i0, o1, i1});
  }
  SDL_RenderGeometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

void drawLine(SDL_Renderer* renderer, Vec2 from, Vec2 to, float thickness, SDL_Color colour) {
  float dx = to.x - from.x;
  float dy = to.y - from.y;
  float length = std::hypot(dx, dy);
  if (length <= 0) return;
  float nx = -dy / length * thickness / 2;
  float ny = dx / length * thickness / 2;
  std::array<SDL_Vertex, 6> v{
      vertex(from.x + nx, from.y + ny, colour), vertex(to.x + nx, to.y + ny, colour),
      vertex(to.x - nx, to.y - ny, colour),     vertex(from.x + nx, from.y + ny, colour),
      vertex(to.x - nx, to.y - ny, colour),     vertex(from.x - nx, from.y - ny, colour)};
  SDL_RenderGeometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void drawCross(SDL_Renderer* renderer, Vec2 c, float half, float thickness, SDL_Color colour) {
  drawLine(renderer, {c.x - half, c.y - half}, {c.x + half, c.y + half}, thickness, colour);
  drawLine(renderer, {c.x - half, c.y + half}, {c.x + half, c.y - half}, thickness, colour);
}

void drawTexture(SDL_Renderer* renderer, SDL_Texture* texture, Box box, Uint8 alpha) {
  if (!texture) return;
  SDL_SetTextureAlphaMod(texture, alpha);
  SDL_FRect rect = toRect(box);
  SDL_RenderCopyF(renderer, texture, nullptr, &rect);
}

void drawCursor(SDL_Renderer* renderer, Vec2 c, float half) {
  constexpr SDL_Color kCursor{30, 90, 200, 255};
  float arm = half * 0.45f;
  float t = 2.5f;
  for (float sx : {-1.0f, 1.0f}) {
    for (float sy : {-1.0f, 1.0f}) {
      Vec2 corner{c.x + sx * half, c.y + sy * half};
      drawLine(renderer, corner, {corner.x - sx * arm, corner.y}, t, kCursor);
      drawLine(renderer, corner, {corner.x, corner.y - sy * arm}, t, kCursor);
    }
  }
}

}  // namespace gomoku::app
