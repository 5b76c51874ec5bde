// The settled board (app/settled_board): the picture is kept while nothing changes, drawn again
// when something does, and copied onto the screen it gives the very pixels that drawing the same
// things straight onto the screen gives, at an even scale and an odd one. And the loop, which
// leaves the screen uncleared under a scene that paints the whole canvas, clears letterbox bars.
#include "app/settled_board.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/board_painter.h"
#include "app/draw.h"
#include "app/i18n.h"
#include "app/text_cache.h"
#include "app/ui.h"
#include "app/window.h"
#include "app_fixture.h"
#include "screen_pixels.h"

namespace gomoku::app::testing {
namespace {

class SettledBoardTest : public AppTest {};

// What a settled board holds, at places that fall between screen pixels: the table, the wood with
// its grid and coordinates, stones with their shadows, and their numbers.
void paintBoard(App& app, BoardPictures& pictures, const BoardView& view, float scale) {
  fillBox(app.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  pictures.backdrop.draw(app.figures(), app.textures(), view, true, scale);
  const float r = view.stoneRadius();
  pictures.stones.prepare(app.textures(), r, scale);
  for (int i = 0; i < 15; ++i) {
    const Point p{i, (i * 7) % 15};
    const Vec2 c = view.centre(p);
    pictures.stones.draw(app.textures(), c, r, i % 2 ? Stone::White : Stone::Black, 255);
    app.figures().drawCentred(std::to_string(i + 1), view.spacing() * 0.42f, {c.x - r, c.y - r, 2 * r, 2 * r},
                              i % 2 ? SDL_Color{20, 20, 20, 255} : SDL_Color{240, 240, 240, 255});
  }
}

TEST_F(SettledBoardTest, CopiedItGivesTheSamePixelsAsDrawingStraightOntoTheScreen) {
  for (auto [w, h] : {std::pair{1920, 1080}, std::pair{1366, 768}}) {
    open(w, h);
    frames(2);  // the board's pictures are loaded once the first frame is shown
    SDL_Renderer* renderer = app().renderer();
    const float scale = app().window().pixelScale();
    const BoardView view(15, {20.3f, 20.6f, 680, 680});

    BoardPictures straight(renderer, Palette::kTable);
    clearScreen(renderer);
    paintBoard(app(), straight, view, scale);
    const std::vector<Uint32> expected = screenPixels(renderer);

    // Fresh pictures, so that the wood and the stones are made while the settled board is drawn.
    BoardPictures kept(renderer, Palette::kTable);
    clearScreen(renderer);
    SettledBoard::Key key;
    key.size = 15;
    key.panel = view.panel();
    ASSERT_TRUE(kept.settled.draw(key, [&] { paintBoard(app(), kept, view, scale); }));
    const std::vector<Uint32> copied = screenPixels(renderer);

    ASSERT_EQ(copied.size(), expected.size());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < copied.size(); ++i) differing += copied[i] != expected[i];
    EXPECT_EQ(differing, 0u) << w << "x" << h << ": pixels unlike the board drawn straight";
  }
}

TEST_F(SettledBoardTest, IsDrawnOnceWhileNothingChangesAndAgainWhenAStoneLands) {
  open(1280, 720);
  frames(2);
  SettledBoard settled(app().renderer());
  int painted = 0;
  auto paint = [&] { ++painted; };
  SettledBoard::Key key;
  key.size = 15;
  for (int frame = 0; frame < 5; ++frame) ASSERT_TRUE(settled.draw(key, paint));
  EXPECT_EQ(painted, 1);
  key.moves.push_back({7, 7});
  key.cells[0] = Stone::Black;
  settled.draw(key, paint);
  settled.draw(key, paint);
  EXPECT_EQ(painted, 2);
  key.forbidden.push_back({6, 6});
  settled.draw(key, paint);
  EXPECT_EQ(painted, 3);
  EXPECT_EQ(settled.renders(), 3);
}

TEST_F(SettledBoardTest, TheLetterboxBarsBesideTheGameAreClearedInEachFrame) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\n");
  open(1280, 800);  // wider than 16:9 is tall: bars above and below the canvas
  ASSERT_TRUE(clickButton(tr(app().language(), Text::PlayVsFriend)));
  ASSERT_EQ(topScene(), "Game");
  SDL_Renderer* renderer = app().renderer();
  // Red where the bar is, then a frame: the bar is black again.
  SDL_RenderSetLogicalSize(renderer, 0, 0);
  SDL_SetRenderDrawColor(renderer, 255, 0, 0, 255);
  SDL_RenderClear(renderer);
  SDL_RenderSetLogicalSize(renderer, Window::kLogicalWidth, Window::kLogicalHeight);
  frames(1);
  // Read with the whole window as the viewport: the canvas's viewport leaves the bars out.
  SDL_RenderSetLogicalSize(renderer, 0, 0);
  SDL_Rect bar{640, 2, 1, 1};
  Uint32 pixel = 0x123456;
  ASSERT_EQ(SDL_RenderReadPixels(renderer, &bar, SDL_PIXELFORMAT_ARGB8888, &pixel, 4), 0) << SDL_GetError();
  SDL_RenderSetLogicalSize(renderer, Window::kLogicalWidth, Window::kLogicalHeight);
  EXPECT_EQ(pixel & 0xFFFFFF, 0u) << "the bar above the canvas kept what was there";
}

}  // namespace
}  // namespace gomoku::app::testing
