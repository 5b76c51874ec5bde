// The fixed-timestep loop (Glenn Fiedler's "Fix Your Timestep"): the frame's real time, clamped,
// fills an accumulator that logic drains in fixed steps; drawing happens once a frame. When no
// scene animates it sleeps in SDL_WaitEventTimeout, so an idle menu costs next to nothing.
#pragma once

#include <SDL.h>

#include <cstdint>

namespace gomoku::app {

class App;

class MainLoop {
 public:
  static constexpr double kStep = 1.0 / 60.0;    // seconds of logic per update
  static constexpr double kMaxFrameTime = 0.25;  // a longer frame (a stall) is not caught up
  static constexpr int kIdleWaitMs = 500;        // logic still steps this often on an idle screen

  explicit MainLoop(App& app);
  // Runs until the player quits.
  void run();
  // One frame: events (waiting for one first when `mayWait` and nothing moves), logic steps,
  // drawing, then the scene changes asked for during the frame.
  void frame(bool mayWait);
  std::uint64_t frames() const { return frames_; }
  // Frames actually drawn (a still screen is not drawn again).
  std::uint64_t drawnFrames() const { return drawn_; }

 private:
  void dispatch(const SDL_Event& event);
  bool handleGlobalKey(const SDL_Event& event);
  void followTextInput();
  void draw();
  bool canvasFillsScreen() const;
  void applyIntents();

  App& app_;
  std::uint64_t lastCounter_;
  double accumulator_ = 0;
  std::uint64_t frames_ = 0;
  std::uint64_t drawn_ = 0;
  bool redraw_ = true;  // the state changed since the last drawing
};

}  // namespace gomoku::app
