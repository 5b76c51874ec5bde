// Draws a board of Go: the wood, the grid of 9, 13 or 19 lines with its star points and GTP
// coordinates (A..T without I), the stones, and the marks a player reads: the last stone, the ko
// point, the engine's hint, the hover ghost, and at the count the dead stones crossed and each
// side's area shaded. It only draws: the rules and the count come in through go::Game and GoMarks.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "app/board_view.h"
#include "core/go/game.h"

namespace gomoku::app {

class TextCache;
class Textures;

struct GoMarks {
  std::optional<Point> ghost;  // where the mouse would play, in the colour to move
  std::optional<Point> hint;
  std::optional<Point> cursor;  // the keyboard's point
  std::vector<Point> dead;      // crossed, and drawn faded
  // Who each point counts for, row by row (go::Score::owner); empty outside the count.
  std::vector<Stone> owner;
  // The analysis's first line: pale stones in turn from the side to move, numbered.
  std::vector<Point> line;
  bool coordinates = true;
};

void drawGoBoard(SDL_Renderer* renderer, TextCache& text, const Textures& textures, const BoardView& view,
                 const go::Game& game, const GoMarks& marks);

}  // namespace gomoku::app
