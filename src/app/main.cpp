// gomoku: the SDL2 game, or with --text the terminal game (from the window's saved settings).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "app/app.h"
#include "app/files.h"
#include "app/main_loop.h"
#include "app/settings.h"
#include "app/startup_clock.h"
#include "cli/text_main.h"

namespace {

// The terminal game starts from the choices saved in the window's Settings (the same file), so
// that a player finds the rule, board, level, colour, clock, opening and engine they chose there,
// and for Go the board, opponent, level, komi, handicap and engine of the Go screen. Nothing saved
// yet: the terminal's own defaults (a medium computer as White; GNU Go at 5 as White on 19x19).
int textGame(int argc, char** argv) {
  gomoku::cli::TextGameOptions options;
  gomoku::cli::GoTextGameOptions go;
  const std::filesystem::path folder = gomoku::app::findPrefFolder();
  // The puzzles and the networks are the window's, and so is the player's record of the puzzles.
  if (const std::filesystem::path assets = gomoku::app::findAssetsFolder(); !assets.empty()) {
    options.puzzles = assets / "puzzles" / "gomoku.txt";
    options.networks = assets / "network";
  }
  options.prefFolder = folder;
  const gomoku::app::SettingsFile file(folder);
  std::error_code error;
  if (folder.empty() || !std::filesystem::exists(file.path(), error))
    return gomoku::cli::textMain(argc, argv, options);
  std::vector<std::string> problems;
  const gomoku::app::Settings s = file.load({}, problems);
  for (const std::string& problem : problems) std::fprintf(stderr, "gomoku: %s\n", problem.c_str());
  options.rule = s.rule;
  options.boardSize = s.boardSize;
  options.level = s.computerLevel;
  options.computer = s.computerColour == gomoku::Stone::Black ? gomoku::cli::ComputerSide::Black
                                                              : gomoku::cli::ComputerSide::White;
  options.clock = s.clock;
  options.opening = s.opening;
  options.engine = s.engine;
  using Opponent = gomoku::app::GoChoice::Opponent;
  go.setup.boardSize = s.go.size;
  go.setup.komi = s.go.komi;
  go.setup.handicap = s.go.handicap;
  go.computer = s.go.opponent == Opponent::Friend          ? gomoku::cli::ComputerSide::None
                : s.go.opponent == Opponent::ComputerBlack ? gomoku::cli::ComputerSide::Black
                                                           : gomoku::cli::ComputerSide::White;
  go.level = s.go.level;
  go.engine.command = s.go.engine;
  return gomoku::cli::textMain(argc, argv, options, go);
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--text") == 0) return textGame(argc, argv);

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
