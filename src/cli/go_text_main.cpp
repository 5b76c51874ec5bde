#include "cli/go_text_main.h"

#include <CLI/CLI.hpp>
#include <cmath>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/go_text_game.h"
#include "cli/line_words.h"
#include "cli/net_game_finder.h"
#include "cli/net_options.h"
#include "cli/terminal_words.h"

namespace gomoku::cli {
bool asksForGo(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--game" && i + 1 < argc && lowerCase(argv[i + 1]) == "go") return true;
    if (lowerCase(arg) == "--game=go") return true;
  }
  return false;
}

int goTextMain(int argc, char** argv, const GoTextGameOptions& defaults) {
  CLI::App app{"Go (围棋) in the terminal. Type moves like D4 or pass, or help once the game starts."};
  app.footer(
      "Moves: D4 is column D (from the left; the letters skip I) and row 4 (from the bottom); pass.\n"
      "Commands: undo, redo, hint, score, resign, save FILE, load FILE (FILE.sgf: an SGF record),\n"
      "new, computer SIDE, level N, help, quit. The computer is GNU Go unless --engine names another.");
  bool text = true;
  app.add_flag("--text", text, "play in the terminal (what this program does)");
  std::string game = "go";
  app.add_option("--game", game, "go here; gomoku is the other game")
      ->check(CLI::IsMember({"go"}, CLI::ignore_case));
  GoTextGameOptions options = defaults;
  app.add_option("--size", options.setup.boardSize, "the board's size")
      ->check(CLI::IsMember({9, 13, 19}))
      ->capture_default_str();
  std::string computer(sideName(defaults.computer));
  app.add_option("--computer", computer, "the side the computer plays: black, white, none or both")
      ->check(CLI::IsMember({"black", "white", "none", "both"}, CLI::ignore_case))
      ->capture_default_str();
  app.add_option("--level", options.level, "the engine's level, 1 (weakest) to 10")
      ->check(CLI::Range(1, 10))
      ->capture_default_str();
  app.add_option("--komi", options.setup.komi, "the points White gets, a whole or half number")
      ->capture_default_str();
  app.add_option("--handicap", options.setup.handicap, "Black's handicap stones, 0 or 2..9")
      ->capture_default_str();
  bool superko = defaults.setup.koRule == go::KoRule::PositionalSuperko;
  app.add_flag("--superko", superko, "positional superko instead of simple ko");
  app.add_option("--engine", options.engine.command,
                 "a GTP engine's command line to play instead of GNU Go (e.g. \"pachi -t =5000\")");
  // Network play (docs/network-protocol.md): the joiner takes the host's game, so --join needs no
  // --game go, but is accepted with it.
  NetArguments network;
  addNetOptions(app, network);
  std::string clock = "none";
  app.add_option("--clock", clock,
                 "with --host: the players' clocks: none, 10m, 5m+3s (Fischer), 10m/5x30s (byo-yomi)")
      ->check([](const std::string& given) {
        return TimeControl::parse(given) ? std::string() : "not a clock: " + given;
      })
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  if (std::optional<session::LobbyServer> listing = lobbyToList(network))
    return listLobbyGames(*listing, std::cout);
  if (std::optional<NetGameOptions> net = netGameOptions(network)) {
    if (superko) {
      std::cerr << "Go over the network plays simple ko: leave out --superko.\n";
      return 2;
    }
    net->kind = net::GameKind::Go;
    net->boardSize = options.setup.boardSize;
    net->komi = options.setup.komi;
    net->handicap = options.setup.handicap;
    net->clock = *TimeControl::parse(clock);
    if (auto why = go::whyInvalid(options.setup)) {
      std::cerr << *why << '\n';
      return 2;
    }
    if (std::abs(options.setup.komi) > 100) {
      std::cerr << "Go over the network takes komi within 100.\n";
      return 2;
    }
    return runNetGame(*net, std::cin, std::cout);
  }
  options.setup.koRule = superko ? go::KoRule::PositionalSuperko : go::KoRule::Simple;
  if (auto why = go::whyInvalid(options.setup)) {
    std::cerr << *why << '\n';
    return 2;
  }
  options.computer = parseSide(lowerCase(computer));
  return runGoTextGame(options, std::cin, std::cout);
}

}  // namespace gomoku::cli
