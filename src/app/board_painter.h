// Draws the table and a game's board on it: the wood, the grid with its star points and
// coordinates, the stones with their shadows, and the marks a player reads (last move, move
// numbers, the winning five, points renju forbids, the hover ghost, the keyboard cursor, the
// engine's hint). It only draws: every answer about the rules comes in through the Game and the
// BoardMarks.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "app/board_backdrop.h"
#include "app/board_view.h"
#include "app/settled_board.h"
#include "app/stone_sprites.h"
#include "core/game.h"

namespace gomoku::app {

class TextCache;
class Textures;

struct BoardMarks {
  std::optional<Point> ghost;   // where the mouse would play, in the colour to move
  std::optional<Point> cursor;  // the keyboard's point
  std::optional<Point> hint;
  // The engine's best move and its line from the position shown (a review), numbered from 1.
  std::vector<Point> bestLine;
  // Who plays the line's first move: the side to move unless told (at a mistake, its mover).
  Stone bestLineMover = Stone::Empty;
  std::vector<Point> forbidden;  // from Game::forbiddenPoints()
  bool moveNumbers = false;
  bool coordinates = true;
  float newestStoneAge = 1;  // seconds since the last stone landed, for its small drop
};

// What the board keeps drawn between frames: the wood with its grid, the stones at their size, and
// the whole canvas with the stones that have landed.
struct BoardPictures {
  SDL_Color table;
  BoardBackdrop backdrop;
  StoneSprites stones;
  SettledBoard settled;
  // The settled picture is copied left of this logical x: right of it the canvas is another
  // picture's (the Game scene's panel), which paints the table there itself.
  float settledRight;
  BoardPictures(SDL_Renderer* renderer, SDL_Color tableColour, float settledRightEdge = Window::kLogicalWidth)
      : table(tableColour),
        backdrop(renderer, tableColour),
        stones(renderer),
        settled(renderer),
        settledRight(settledRightEdge) {}
};

// The table (the whole canvas, in `pictures.table`) and the board on it; `pixelScale` is screen
// pixels per logical one.
void drawBoard(SDL_Renderer* renderer, TextCache& text, const Textures& textures, BoardPictures& pictures,
               const BoardView& view, const Game& game, const BoardMarks& marks, float pixelScale);

}  // namespace gomoku::app
