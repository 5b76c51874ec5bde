#include "app/go_board_painter.h"

#include <algorithm>
#include <string>

#include "app/draw.h"
#include "app/grid_painter.h"
#include "app/text_cache.h"
#include "app/textures.h"
#include "app/ui.h"
#include "core/go/handicap.h"
#include "core/go/vertex.h"

namespace gomoku::app {
namespace {

constexpr SDL_Color kWood{218, 172, 104, 255};
constexpr SDL_Color kInk{58, 38, 20, 235};
constexpr SDL_Color kKo{30, 90, 200, 255};
constexpr SDL_Color kDeadCross{215, 35, 30, 255};
constexpr SDL_Color kBlackArea{20, 20, 20, 150};
constexpr SDL_Color kWhiteArea{250, 250, 250, 170};

void drawWood(SDL_Renderer* renderer, const Textures& textures, Box panel) {
  fillRoundedBox(renderer, {panel.x + 5, panel.y + 7, panel.w, panel.h}, 10, {0, 0, 0, 110});
  if (SDL_Texture* wood = textures.wood()) {
    drawTexture(renderer, wood, panel);
  } else {
    fillBox(renderer, panel, kWood);
  }
  outlineBox(renderer, panel, 2, {92, 58, 28, 255});
}

void drawCoordinates(TextCache& text, const BoardView& view) {
  const int n = view.size();
  const float size = std::min(22.0f, view.spacing() * 0.46f);
  const float s = view.spacing();
  for (int i = 0; i < n; ++i) {
    // "D4": the letter of the column under the bottom line, the row's number left of the grid.
    const std::string vertex = go::toVertex({i, i}, n);
    const std::string letter = vertex.substr(0, 1);
    const std::string number = vertex.substr(1);
    Vec2 bottom = view.centre({i, n - 1});
    Vec2 extent = text.measure(letter, size);
    text.draw(letter, size, {bottom.x, bottom.y + s * 0.56f - extent.y / 2}, kInk, Align::Centre);
    Vec2 left = view.centre({0, i});
    extent = text.measure(number, size);
    text.draw(number, size, {left.x - s * 0.56f, left.y - extent.y / 2}, kInk, Align::Centre);
  }
}

void drawStone(SDL_Renderer* renderer, const Textures& textures, Vec2 c, float r, Stone colour, Uint8 alpha) {
  if (alpha == 255) {
    const float sr = r * 1.08f;
    drawTexture(renderer, textures.shadow(), {c.x - sr + r * 0.12f, c.y - sr + r * 0.18f, 2 * sr, 2 * sr});
  }
  drawTexture(renderer, textures.stone(colour), {c.x - r, c.y - r, 2 * r, 2 * r}, alpha);
}

}  // namespace

void drawGoBoard(SDL_Renderer* renderer, TextCache& text, const Textures& textures, const BoardView& view,
                 const go::Game& game, const GoMarks& marks) {
  drawWood(renderer, textures, view.panel());
  // On the logical screen: the renderer's scale is the screen pixels per logical pixel.
  float scale = 1;
  SDL_RenderGetScale(renderer, &scale, nullptr);
  drawGrid(renderer, view, scale, scale, kInk, go::starPoints(view.size()));
  if (marks.coordinates) drawCoordinates(text, view);
  const go::Board& board = game.board();
  const int n = board.size();
  const float r = view.stoneRadius();
  auto isDead = [&](Point p) { return std::ranges::find(marks.dead, p) != marks.dead.end(); };
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const Point p{x, y};
      if (board.isEmpty(p)) continue;
      // A dead stone is drawn faded: it is about to leave the board.
      drawStone(renderer, textures, view.centre(p), r, board.at(p), isDead(p) ? 120 : 255);
    }
  }
  // The count: a small square of the owner's colour on each point of their area that holds no
  // living stone of theirs (the usual way Go programs shade territory).
  if (!marks.owner.empty()) {
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        const Point p{x, y};
        const Stone owner = marks.owner[static_cast<std::size_t>(y * n + x)];
        if (owner == Stone::Empty || (board.at(p) == owner && !isDead(p))) continue;
        const Vec2 c = view.centre(p);
        const float half = r * 0.36f;
        fillBox(renderer, {c.x - half, c.y - half, 2 * half, 2 * half},
                owner == Stone::Black ? kBlackArea : kWhiteArea);
      }
    }
  }
  for (Point p : marks.dead) drawCross(renderer, view.centre(p), r * 0.5f, 3.5f, kDeadCross);
  if (const Point last = game.lastStone(); last != kNoPoint && marks.owner.empty())
    fillDisc(renderer, view.centre(last), r * 0.22f, Palette::kLastMove);
  if (std::optional<Point> ko = game.koPoint()) {
    // The ko: a small square the side to move may not fill now.
    const Vec2 c = view.centre(*ko);
    const float half = r * 0.42f;
    outlineBox(renderer, {c.x - half, c.y - half, 2 * half, 2 * half}, 3, kKo);
  }
  Stone colour = game.sideToMove();
  for (std::size_t i = 0; i < marks.line.size(); ++i) {
    const Point p = marks.line[i];
    // A line that plays where a stone stands (after a capture) is read no further on the board.
    if (!board.isEmpty(p) ||
        std::ranges::find(marks.line.begin(), marks.line.begin() + static_cast<std::ptrdiff_t>(i), p) !=
            marks.line.begin() + static_cast<std::ptrdiff_t>(i))
      break;
    const Vec2 c = view.centre(p);
    drawStone(renderer, textures, c, r, colour, 140);
    text.drawCentred(std::to_string(i + 1), view.spacing() * 0.42f, {c.x - r, c.y - r, 2 * r, 2 * r},
                     colour == Stone::Black ? SDL_Color{240, 240, 240, 255} : SDL_Color{20, 20, 20, 255});
    if (i == 0) drawRing(renderer, c, r * 1.05f, 3, Palette::kHint);
    colour = opponent(colour);
  }
  if (marks.hint) {
    drawStone(renderer, textures, view.centre(*marks.hint), r, game.sideToMove(), 110);
    drawRing(renderer, view.centre(*marks.hint), r * 1.05f, 3, Palette::kHint);
  }
  if (marks.ghost) drawStone(renderer, textures, view.centre(*marks.ghost), r, game.sideToMove(), 120);
  if (marks.cursor) drawCursor(renderer, view.centre(*marks.cursor), view.spacing() * 0.5f);
}

}  // namespace gomoku::app
