// Small drawing helpers on top of SDL_Renderer, in logical pixels: boxes, rounded panels, discs,
// rings and thick lines (as triangles, so they scale smoothly with the canvas).
#pragma once

#include <SDL.h>

#include "app/board_view.h"

namespace gomoku::app {

// The format of the textures the game draws into: the one screens and the software renderer's
// window surface use, so that copying them needs no conversion of each pixel.
constexpr Uint32 kSpriteFormat = SDL_PIXELFORMAT_ARGB8888;

SDL_FRect toRect(Box box);
void fillBox(SDL_Renderer* renderer, Box box, SDL_Color colour);
// The opaque colour `top` makes over `under`: the same look as blending, without its cost.
constexpr SDL_Color over(SDL_Color top, SDL_Color under) {
  auto mix = [&](Uint8 a, Uint8 b) {
    return static_cast<Uint8>((a * top.a + b * (255 - top.a) + 127) / 255);
  };
  return {mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}
void outlineBox(SDL_Renderer* renderer, Box box, float thickness, SDL_Color colour);
void fillRoundedBox(SDL_Renderer* renderer, Box box, float radius, SDL_Color colour);
void fillDisc(SDL_Renderer* renderer, Vec2 centre, float radius, SDL_Color colour);
void drawRing(SDL_Renderer* renderer, Vec2 centre, float radius, float thickness, SDL_Color colour);
void drawLine(SDL_Renderer* renderer, Vec2 from, Vec2 to, float thickness, SDL_Color colour);
// An X centred on `c`, its arms reaching `half` out each way.
void drawCross(SDL_Renderer* renderer, Vec2 c, float half, float thickness, SDL_Color colour);
// The keyboard's cursor on a board: four blue corners around the point at `c`, `half` out.
void drawCursor(SDL_Renderer* renderer, Vec2 c, float half);
// Draws `texture` stretched over `box`, tinted by `alpha` (255 = as it is).
void drawTexture(SDL_Renderer* renderer, SDL_Texture* texture, Box box, Uint8 alpha = 255);

}  // namespace gomoku::app
