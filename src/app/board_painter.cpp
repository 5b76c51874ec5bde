#include "app/board_painter.h"

#include <algorithm>
#include <string>

#include "app/draw.h"
#include "app/text_cache.h"
#include "app/textures.h"
#include "app/ui.h"
#include "app/window.h"

namespace gomoku::app {

namespace {

constexpr SDL_Color kWinGlow{255, 214, 64, 255};
constexpr SDL_Color kForbidden{205, 30, 30, 230};
constexpr SDL_Color kOffer{70, 150, 235, 255};
constexpr float kDropSeconds = 0.15f;

void drawStones(SDL_Renderer* renderer, TextCache& text, const Textures& textures, StoneSprites& stones,
                const BoardView& view, const Game& game, const BoardMarks& marks) {
  auto moves = game.moves();
  float r = view.stoneRadius();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Stone colour = game.board().at(moves[i]);
    float radius = r;
    if (i + 1 == moves.size() && i >= game.setUpStones() && marks.newestStoneAge < kDropSeconds)
      radius = r * (1.0f + 0.25f * (1.0f - marks.newestStoneAge / kDropSeconds));
    stones.draw(textures, view.centre(moves[i]), radius, colour, 255);
  }
  // Stones placed outside the move list (set-up positions) are drawn too.
  const Board& board = game.board();
  if (static_cast<std::size_t>(board.stoneCount()) != moves.size()) {
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (!board.isEmpty({x, y}) && std::find(moves.begin(), moves.end(), Point{x, y}) == moves.end())
          stones.draw(textures, view.centre({x, y}), r, board.at({x, y}), 255);
  }
  // A set-up position's stones were not played: they carry no number and no last move's mark.
  const std::size_t first = game.setUpStones();
  if (marks.moveNumbers) {
    for (std::size_t i = first; i < moves.size(); ++i) {
      bool black = board.at(moves[i]) == Stone::Black;
      SDL_Color ink = i + 1 == moves.size() ? (black ? SDL_Color{255, 120, 100, 255} : Palette::kLastMove)
                      : black               ? SDL_Color{240, 240, 240, 255}
                                            : SDL_Color{20, 20, 20, 255};
      Vec2 c = view.centre(moves[i]);
      float size = view.spacing() * (i + 1 - first >= 100 ? 0.34f : 0.42f);
      text.drawCentred(std::to_string(i + 1 - first), size, {c.x - r, c.y - r, 2 * r, 2 * r}, ink);
    }
  } else if (moves.size() > first) {
    fillDisc(renderer, view.centre(moves.back()), r * 0.22f, Palette::kLastMove);
  }
}

// Pale stones of both colours in turn, from the side to move, numbered; the first one ringed as a
// hint is: a line to read, not stones on the board.
void drawBestLine(TextCache& text, const Textures& textures, StoneSprites& stones, const BoardView& view,
                  const Game& game, const std::vector<Point>& line, Stone mover) {
  const float r = view.stoneRadius();
  Stone colour = mover == Stone::Empty ? game.sideToMove() : mover;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!game.board().isEmpty(line[i])) break;
    const Vec2 c = view.centre(line[i]);
    stones.draw(textures, c, r, colour, 140);
    text.drawCentred(std::to_string(i + 1), view.spacing() * 0.42f, {c.x - r, c.y - r, 2 * r, 2 * r},
                     colour == Stone::Black ? SDL_Color{240, 240, 240, 255} : SDL_Color{20, 20, 20, 255});
    colour = opponent(colour);
  }
}

// What the settled picture shows: everything drawBoard paints before the marks of the moment.
SettledBoard::Key settledKey(const BoardView& view, const Game& game, const BoardMarks& marks) {
  SettledBoard::Key key;
  key.size = view.size();
  key.panel = view.panel();
  key.coordinates = marks.coordinates;
  key.moveNumbers = marks.moveNumbers;
  const auto moves = game.moves();
  key.moves.assign(moves.begin(), moves.end());
  key.cells = game.board().cells();
  key.forbidden = marks.forbidden;
  return key;
}

}  // namespace

void drawBoard(SDL_Renderer* renderer, TextCache& text, const Textures& textures, BoardPictures& pictures,
               const BoardView& view, const Game& game, const BoardMarks& marks, float pixelScale) {
  float r = view.stoneRadius();
  StoneSprites& stones = pictures.stones;
  stones.prepare(textures, r, pixelScale);
  auto settled = [&] {
    // A pixel past the canvas, whose edge may fall a hair short of the screen's last pixel.
    fillBox(renderer, {0, 0, Window::kLogicalWidth + 1, Window::kLogicalHeight + 1}, pictures.table);
    pictures.backdrop.draw(text, textures, view, marks.coordinates, pixelScale);
    for (Point p : marks.forbidden) drawCross(renderer, view.centre(p), r * 0.42f, 3, kForbidden);
    drawStones(renderer, text, textures, stones, view, game, marks);
  };
  // A stone still landing is drawn larger in each frame: until it is down, no picture is kept.
  const bool landing = game.moves().size() > game.setUpStones() && marks.newestStoneAge < kDropSeconds;
  if (landing || !pictures.settled.draw(settledKey(view, game, marks), settled, pictures.settledRight))
    settled();
  // The fifth moves Black offers: black stones seen through, ringed, until White picks one.
  for (Point p : game.proposals()) {
    stones.draw(textures, view.centre(p), r, Stone::Black, 150);
    drawRing(renderer, view.centre(p), r * 1.02f, 3, kOffer);
  }

  const auto& line = game.winningLine();
  if (!line.empty()) {
    for (Point p : line) drawRing(renderer, view.centre(p), r * 1.02f, 3.5f, kWinGlow);
    drawLine(renderer, view.centre(line.front()), view.centre(line.back()), 3, {255, 214, 64, 170});
  }
  drawBestLine(text, textures, stones, view, game, marks.bestLine, marks.bestLineMover);
  if (!marks.bestLine.empty() && game.board().isEmpty(marks.bestLine.front()))
    drawRing(renderer, view.centre(marks.bestLine.front()), r * 1.05f, 3, Palette::kHint);
  if (marks.hint) {
    stones.draw(textures, view.centre(*marks.hint), r, game.sideToMove(), 110);
    drawRing(renderer, view.centre(*marks.hint), r * 1.05f, 3, Palette::kHint);
  }
  if (marks.ghost) stones.draw(textures, view.centre(*marks.ghost), r, game.sideToMove(), 120);
  if (marks.cursor) drawCursor(renderer, view.centre(*marks.cursor), view.spacing() * 0.5f);
}

}  // namespace gomoku::app
