// gomoku-frame-bench: draws the Game scene with a mid-game board N times off screen (SDL's dummy
// video driver, the software renderer) and prints the milliseconds a frame takes.
//   gomoku-frame-bench [--frames N] [--width W] [--height H]
#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ai/engine.h"
#include "app/app.h"
#include "app/main_loop.h"
#include "app/scenes/game_scene.h"

namespace {

// The same 60-move game every run: the weight-table AI against itself from the centre.
gomoku::Game midGame() {
  gomoku::Game game(gomoku::Rule::Renju, 15);
  auto engine = gomoku::ai::makeEngine(gomoku::ai::Level::Easy, 1);
  game.play({7, 7});
  while (game.moves().size() < 60 && !game.isOver()) {
    gomoku::ai::SearchLimits limits;
    limits.maxDepth = 1;
    if (game.play(engine->think(game.board(), game.rule(), limits).move)) break;
  }
  return game;
}

}  // namespace

int main(int argc, char** argv) {
  int frames = 300;
  gomoku::app::AppOptions options;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--frames")) frames = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--width")) options.width = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--height")) options.height = std::atoi(argv[i + 1]);
  }
  setenv("SDL_VIDEODRIVER", "dummy", 0);
  setenv("SDL_AUDIODRIVER", "dummy", 0);
  // Never read or write a player's settings: a folder of the bench's own, with numbers shown.
  std::string pref = "/tmp/gomoku-frame-bench";
  setenv("GOMOKU_PREF_DIR", pref.c_str(), 1);
  options.windowed = true;
  options.softwareRenderer = true;

  auto app = gomoku::app::App::open(options);
  if (!app) {
    std::fprintf(stderr, "gomoku-frame-bench: %s\n", app.error().c_str());
    return 1;
  }
  gomoku::app::Settings settings = app.value()->settings();
  settings.moveNumbers = true;
  settings.coordinates = true;
  app.value()->changeSettings(settings);
  app.value()->adoptMatch(midGame());
  app.value()->scenes().push(std::make_unique<gomoku::app::GameScene>(*app.value()));
  gomoku::app::MainLoop loop(*app.value());
  for (int i = 0; i < 30; ++i) loop.frame(false);  // warm the text cache

  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < frames; ++i) loop.frame(false);
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::printf("%d frames of a %zu-move board at %dx%d, software renderer: %.3f ms per frame (%.0f fps)\n",
              frames, app.value()->match()->game().moves().size(), options.width, options.height, ms / frames,
              1000.0 * frames / ms);
  return 0;
}
