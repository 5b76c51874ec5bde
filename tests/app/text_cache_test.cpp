// The text cache keeps glyphs in the colour they are drawn in (so that the software renderer
// copies them on its fast path): the same words in two colours are two pictures, each its own.
#include "app/text_cache.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class TextColours : public AppTest {};

// Whether any pixel of the logical box is mostly `channel` (0 red, 2 blue), glyph ink not wood.
bool inkedIn(AppTest& test, Box box, int channel) {
  for (float y = box.y; y < box.y + box.h; y += 1)
    for (float x = box.x; x < box.x + box.w; x += 1) {
      const SDL_Color c = test.pixelAt(x, y);
      const int strong = channel == 0 ? c.r : c.b;
      const int other = channel == 0 ? c.b : c.r;
      if (strong > 200 && other < 60 && c.g < 60) return true;
    }
  return false;
}

TEST_F(TextColours, TheSameWordsInTwoColoursInOneFrameKeepTheirColours) {
  open(1280, 720);
  frames(2);
  SDL_Renderer* renderer = app().renderer();
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
  TextCache& text = app().text();
  text.draw("HH", 40, {100, 100}, {255, 0, 0, 255});
  text.draw("HH", 40, {100, 300}, {0, 0, 255, 255});
  EXPECT_TRUE(inkedIn(*this, {100, 100, 60, 50}, 0)) << "the first copy is not red";
  EXPECT_FALSE(inkedIn(*this, {100, 100, 60, 50}, 2));
  EXPECT_TRUE(inkedIn(*this, {100, 300, 60, 50}, 2)) << "the second copy is not blue";
  EXPECT_FALSE(inkedIn(*this, {100, 300, 60, 50}, 0));
}

}  // namespace
}  // namespace gomoku::app::testing
