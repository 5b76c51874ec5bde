// gomoku: the SDL2 game, or with --text the terminal game.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstring>
#include <string>

#include "app/app.h"
#include "app/main_loop.h"
#include "app/startup_clock.h"
#include "cli/text_main.h"

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--text") == 0) return gomoku::cli::textMain(argc, argv);

  CLI::App cli{"Gomoku (五子棋): five in a row on a wooden board, against a friend or the computer"};
  gomoku::app::AppOptions options;
  cli.add_flag("--windowed", options.windowed, "start in a window instead of full screen");
  cli.add_option("--width", options.width, "the window's width")->check(CLI::Range(640, 7680));
  cli.add_option("--height", options.height, "the window's height")->check(CLI::Range(360, 4320));
  cli.add_flag("--software", options.softwareRenderer, "draw with the software renderer");
  bool firstFrame = false;
  cli.add_flag("--first-frame-ms", firstFrame,
               "show the first frame, print how many milliseconds after the start it came, and quit");
  cli.footer("gomoku --text plays in the terminal instead (gomoku --text --help for its options)");
  cli.set_version_flag("--version", GOMOKU_VERSION);
  CLI11_PARSE(cli, argc, argv);

  auto app = gomoku::app::App::open(options);
  if (!app) {
    std::fprintf(stderr, "gomoku: %s\n", app.error().c_str());
    return 1;
  }
  gomoku::app::MainLoop loop(*app.value());
  if (firstFrame) {
    while (loop.drawnFrames() == 0) loop.frame(false);
    std::printf("first frame %.0f ms after the start (assets: %s)\n", gomoku::app::millisecondsSinceStart(),
                app.value()->assetsFolder().string().c_str());
    return 0;
  }
  loop.run();
  return 0;
}
