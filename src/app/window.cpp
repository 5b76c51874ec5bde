#include "app/window.h"

#include <algorithm>

namespace gomoku::app {

Result<std::unique_ptr<Window>> Window::open(const WindowOptions& options) {
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
  // The click that brings the window to the front is a click on it too (a stone, a button): with
  // two windows side by side (a network game) the first click into the other one is not lost.
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (options.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  if (options.hidden) flags |= SDL_WINDOW_HIDDEN;
  SDL_Window* window = SDL_CreateWindow("Gomoku 五子棋", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        options.width, options.height, flags);
  if (!window) return Error{std::string("cannot open a window: ") + SDL_GetError()};
  SDL_SetWindowMinimumSize(window, 640, 360);

  SDL_Renderer* renderer = nullptr;
  bool accelerated = false;
  if (!options.softwareRenderer) {
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    accelerated = renderer != nullptr;
  }
  if (!renderer) {
    if (!options.softwareRenderer)
      SDL_Log("No accelerated renderer (%s): drawing with the software renderer", SDL_GetError());
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
  }
  if (!renderer) {
    std::string message = std::string("cannot create a renderer: ") + SDL_GetError();
    SDL_DestroyWindow(window);
    return Error{message};
  }
  // The logical size makes SDL letterbox the canvas and map mouse coordinates back onto it.
  SDL_RenderSetLogicalSize(renderer, kLogicalWidth, kLogicalHeight);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  return std::unique_ptr<Window>(new Window(window, renderer, accelerated));
}

Window::Window(SDL_Window* window, SDL_Renderer* renderer, bool accelerated)
    : window_(window), renderer_(renderer), accelerated_(accelerated) {}

Window::~Window() {
  SDL_DestroyRenderer(renderer_);
  SDL_DestroyWindow(window_);
}

bool Window::fullscreen() const {
  return (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

void Window::setFullscreen(bool on) {
  if (on == fullscreen()) return;
  SDL_SetWindowFullscreen(window_, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

float Window::pixelScale() const {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  float scale = std::min(static_cast<float>(w) / kLogicalWidth, static_cast<float>(h) / kLogicalHeight);
  return std::max(scale, 0.25f);
}

}  // namespace gomoku::app
