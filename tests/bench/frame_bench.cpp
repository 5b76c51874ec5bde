// gomoku-frame-bench: draws the Game scene with a mid-game board N times off screen (SDL's dummy
// video driver, the software renderer) and prints the milliseconds a frame takes, beside the floor
// measured in the same run (one full-screen copy plus 60 blended stones, pixel for pixel) and the
// ratio of the two, by the clock and by this thread's CPU time (which other programs on a busy
// machine do not add to).
//   gomoku-frame-bench [--frames N] [--width W] [--height H]
#include <SDL.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

#include "ai/engine.h"
#include "app/app.h"
#include "app/board_view.h"
#include "app/draw.h"
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

// What no frame of a board with 60 stones can cost less than at this size: one opaque copy of the
// whole screen and 60 blended stones, each copied pixel for pixel, then shown.
class FloorFrame {
 public:
  FloorFrame(SDL_Renderer* renderer, SDL_Texture* stonePicture, int stonePixels)
      : renderer_(renderer), stonePixels_(stonePixels) {
    SDL_GetRendererOutputSize(renderer, &w_, &h_);
    screen_ = SDL_CreateTexture(renderer, gomoku::app::kSpriteFormat, SDL_TEXTUREACCESS_TARGET, w_, h_);
    stone_ = SDL_CreateTexture(renderer, gomoku::app::kSpriteFormat, SDL_TEXTUREACCESS_TARGET, stonePixels,
                               stonePixels);
    SDL_SetRenderTarget(renderer, screen_);
    SDL_SetRenderDrawColor(renderer, 218, 172, 104, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderTarget(renderer, stone_);
    SDL_SetTextureBlendMode(stonePicture, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(renderer, stonePicture, nullptr, nullptr);
    SDL_SetTextureBlendMode(stonePicture, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(renderer, nullptr);
    SDL_SetTextureBlendMode(screen_, SDL_BLENDMODE_NONE);
    SDL_SetTextureBlendMode(stone_, SDL_BLENDMODE_BLEND);
  }
  ~FloorFrame() {
    SDL_DestroyTexture(stone_);
    SDL_DestroyTexture(screen_);
  }
  FloorFrame(const FloorFrame&) = delete;
  FloorFrame& operator=(const FloorFrame&) = delete;

  void draw() {
    // Screen pixels, not the game's logical canvas, which is set back after.
    SDL_RenderSetLogicalSize(renderer_, 0, 0);
    SDL_RenderSetScale(renderer_, 1, 1);
    SDL_RenderCopy(renderer_, screen_, nullptr, nullptr);
    for (int i = 0; i < 60; ++i) {
      SDL_Rect at{(i % 15) * h_ / 16 + stonePixels_ / 2, (i / 15) * h_ / 16 + stonePixels_ / 2, stonePixels_,
                  stonePixels_};
      SDL_RenderCopy(renderer_, stone_, nullptr, &at);
    }
    SDL_RenderPresent(renderer_);
    SDL_RenderSetLogicalSize(renderer_, gomoku::app::Window::kLogicalWidth,
                             gomoku::app::Window::kLogicalHeight);
  }

 private:
  SDL_Renderer* renderer_;
  int stonePixels_;
  int w_ = 0;
  int h_ = 0;
  SDL_Texture* screen_ = nullptr;
  SDL_Texture* stone_ = nullptr;
};

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The CPU time this thread has used, in milliseconds: the drawing is all on it.
double threadCpuMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
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
  // The floor with the board's own stone, at its size on this screen.
  const float scale = app.value()->window().pixelScale();
  const float radius = gomoku::app::BoardView(15, gomoku::app::kBoardPanel).stoneRadius();
  FloorFrame floor(app.value()->renderer(), app.value()->textures().stone(gomoku::Stone::Black),
                   static_cast<int>(std::lround(2 * radius * scale)));
  for (int i = 0; i < 30; ++i) floor.draw();

  // The game's frames and the floor's in turns of 10, so that a machine busy with other work slows
  // both alike and their ratio holds.
  double gameMs = 0;
  double floorMs = 0;
  double gameCpuMs = 0;
  double floorCpuMs = 0;
  for (int done = 0; done < frames; done += 10) {
    auto start = std::chrono::steady_clock::now();
    double cpu = threadCpuMs();
    for (int i = 0; i < 10; ++i) loop.frame(false);
    gameMs += millisecondsSince(start);
    gameCpuMs += threadCpuMs() - cpu;
    start = std::chrono::steady_clock::now();
    cpu = threadCpuMs();
    for (int i = 0; i < 10; ++i) floor.draw();
    floorMs += millisecondsSince(start);
    floorCpuMs += threadCpuMs() - cpu;
  }
  const int counted = (frames + 9) / 10 * 10;
  std::printf("%d frames of a %zu-move board at %dx%d, software renderer: %.3f ms per frame (%.0f fps)\n",
              counted, app.value()->match()->game().moves().size(), options.width, options.height,
              gameMs / counted, 1000.0 * counted / gameMs);
  std::printf(
      "floor (one full-screen copy and 60 blended stones, in turns with it): %.3f ms per frame; "
      "the frame is %.2fx the floor\n",
      floorMs / counted, gameMs / floorMs);
  std::printf(
      "CPU time of the drawing thread: %.3f ms per frame, the floor %.3f ms; the frame is %.2fx the floor\n",
      gameCpuMs / counted, floorCpuMs / counted, gameCpuMs / floorCpuMs);
  return 0;
}
