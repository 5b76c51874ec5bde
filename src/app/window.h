// The game's window and renderer: a fixed logical canvas (1280x720) scaled to any window size
// with letterboxing, desktop full screen or a window, the accelerated renderer or software.
#pragma once

#include <SDL.h>

#include <memory>
#include <string>

#include "core/result.h"

namespace gomoku::app {

struct WindowOptions {
  bool fullscreen = true;
  int width = 1280;  // the window's size when it is not full screen
  int height = 720;
  bool softwareRenderer = false;  // tests and the frame benchmark draw with the software renderer
  bool hidden = false;
};

class Window {
 public:
  static constexpr int kLogicalWidth = 1280;
  static constexpr int kLogicalHeight = 720;

  static Result<std::unique_ptr<Window>> open(const WindowOptions& options);
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  SDL_Window* sdl() const { return window_; }
  SDL_Renderer* renderer() const { return renderer_; }
  bool accelerated() const { return accelerated_; }
  bool fullscreen() const;
  void setFullscreen(bool on);
  // Output pixels per logical pixel, so text can be rendered sharp at the real size.
  float pixelScale() const;

 private:
  Window(SDL_Window* window, SDL_Renderer* renderer, bool accelerated);

  SDL_Window* window_;
  SDL_Renderer* renderer_;
  bool accelerated_;
};

}  // namespace gomoku::app
