// gomoku-bare-window: the least an SDL program does to show a frame (init, a window, a renderer,
// one clear and present), timed from the process's start as `gomoku --first-frame-ms` is: the
// yardstick for the game's first frame (tools/first_frame.sh runs both and prints the ratio).
//   gomoku-bare-window [--width W] [--height H]
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "app/startup_clock.h"

int main(int argc, char** argv) {
  int width = 1280;
  int height = 720;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--width")) width = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--height")) height = std::atoi(argv[i + 1]);
  }
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "gomoku-bare-window: %s\n", SDL_GetError());
    return 1;
  }
  // The game's window and renderer flags, so that both open the same kind of window.
  SDL_Window* window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                        SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_Renderer* renderer =
      window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC) : nullptr;
  if (window && !renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer) {
    std::fprintf(stderr, "gomoku-bare-window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
  SDL_RenderPresent(renderer);
  std::printf("first frame %.0f ms after the start\n", gomoku::app::millisecondsSinceStart());
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return 0;
}
