// The grid of a board, Gomoku's or Go's: every line on whole screen pixels and as thick as every
// other, the frame a little thicker, the star points round dots centred on their crossings.
#pragma once

#include <SDL.h>

#include <vector>

#include "app/board_view.h"

namespace gomoku::app {

// `scale` is screen pixels per logical pixel of `view`; `unit` is screen pixels per unit of what
// the renderer draws in now (1 into a texture of screen pixels, `scale` on the logical screen).
void drawGrid(SDL_Renderer* renderer, const BoardView& view, float scale, float unit, SDL_Color ink,
              const std::vector<Point>& stars);

}  // namespace gomoku::app
