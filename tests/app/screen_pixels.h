// The screen's pixels as ARGB, and a black screen to draw on: for the tests that compare two ways
// of drawing the same picture.
#pragma once

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace gomoku::app::testing {

inline std::vector<Uint32> screenPixels(SDL_Renderer* renderer) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer, &w, &h);
  std::vector<Uint32> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  EXPECT_EQ(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), w * 4), 0)
      << SDL_GetError();
  return pixels;
}

inline void clearScreen(SDL_Renderer* renderer) {
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
}

}  // namespace gomoku::app::testing
