#include "cli/text_main.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "cli/go_text_main.h"
#include "cli/line_words.h"
#include "cli/net_game_finder.h"
#include "cli/net_options.h"
#include "cli/net_text_game.h"
#include "cli/terminal_words.h"
#include "cli/text_game.h"

namespace gomoku::cli {
int textMain(int argc, char** argv, const TextGameOptions& defaults, const GoTextGameOptions& goDefaults) {
  // Go has options of its own.
  if (asksForGo(argc, argv)) return goTextMain(argc, argv, goDefaults);
  CLI::App app{"Gomoku (five in a row) in the terminal. Type moves like h8, or help once the game starts."};
  app.footer(
      "Moves: h8 is column h (from the left) and row 8 (from the bottom); 8 8 is the same point as row\n"
      "then column. Commands: undo, redo, hint, level L, save FILE, load FILE, new, help, quit.\n"
      "Go (围棋): --game go; its options are listed by --game go --help.");
  app.set_version_flag("--version", std::string("gomoku ") + GOMOKU_VERSION);
  bool text = true;
  app.add_flag("--text", text, "play in the terminal (what this program does)");
  std::string game = "gomoku";
  app.add_option("--game", game, "gomoku, or go (围棋; see --game go --help)")
      ->check(CLI::IsMember({"gomoku"}, CLI::ignore_case));
  std::string rule(ruleName(defaults.rule));
  app.add_option("--rule", rule, "freestyle (five or more wins), standard (exactly five) or renju")
      ->check(CLI::IsMember({"freestyle", "standard", "renju"}, CLI::ignore_case))
      ->capture_default_str();
  TextGameOptions options = defaults;
  app.add_option("--size", options.boardSize, "the board's size")
      ->check(CLI::Range(kMinBoardSize, kMaxBoardSize))
      ->capture_default_str();
  std::string computer(sideName(defaults.computer));
  app.add_option("--computer", computer, "the side the computer plays: black, white, none or both")
      ->check(CLI::IsMember({"black", "white", "none", "both"}, CLI::ignore_case))
      ->capture_default_str();
  std::string level(ai::levelName(defaults.level));
  app.add_option("--level", level, "the computer's level: beginner, easy, medium, hard or master")
      ->check(CLI::IsMember({"beginner", "easy", "medium", "hard", "master"}, CLI::ignore_case))
      ->capture_default_str();
  int thinkMs = static_cast<int>(defaults.thinkTime.count());
  app.add_option("--think-ms", thinkMs,
                 "the most the computer thinks about a move or a hint, in milliseconds")
      ->check(CLI::Range(10, 600000))
      ->capture_default_str();
  app.add_option("--engine", options.engine,
                 "a Gomocup engine (pbrain-* program) that plays the computer's side instead of ours");
  std::string opening(openingName(defaults.opening));
  CLI::Option* openingOption =
      app.add_option("--opening", opening,
                     "the opening rule: none, swap or swap2 (the first player places three stones); "
                     "soosorv8 or taraguchi10, RIF's renju rules (--rule renju)")
          ->check([](const std::string& given) {
            return parseOpening(lowerCase(given))
                       ? std::string()
                       : "not an opening rule: " + given + " (none, swap, swap2, soosorv8, taraguchi10)";
          })
          ->capture_default_str();
  std::string clock = defaults.clock.text();
  app.add_option("--clock", clock,
                 "the players' clocks: none, 10m, 5m+3s (Fischer), 10m/5x30s (byo-yomi); with --host, "
                 "the network game's")
      ->check([](const std::string& given) {
        return session::TimeControl::parse(given) ? std::string() : "not a clock: " + given;
      })
      ->capture_default_str();
  std::uint64_t seed = 0;
  CLI::Option* seedOption =
      app.add_option("--seed", seed, "fixes the lower levels' choices, to replay a game exactly");
  // Network play (docs/network-protocol.md).
  NetArguments network;
  addNetOptions(app, network);
  int findSeconds = 3;
  CLI::Option* findOption =
      app.add_option("--find", findSeconds, "list the games hosted on the local network, listening SECONDS")
          ->expected(0, 1)
          ->default_str("3")  // what --find alone means
          ->check(CLI::Range(1, 60));
  // For tests, which keep their traffic on the loopback: where to listen for announcements.
  unsigned discoveryPort = session::kDiscoveryPort;
  app.add_option("--discovery-port", discoveryPort)->check(CLI::Range(0, 65535))->group("");
  CLI11_PARSE(app, argc, argv);

  if (std::optional<session::LobbyServer> listing = lobbyToList(network))
    return listLobbyGames(*listing, std::cout);
  if (findOption->count() > 0)
    return findGames(findSeconds, static_cast<std::uint16_t>(discoveryPort), std::cout);

  if (std::optional<NetGameOptions> net = netGameOptions(network)) {
    net->rule = parseRule(lowerCase(rule)).value_or(Rule::Freestyle);
    net->boardSize = options.boardSize;
    net->clock = *session::TimeControl::parse(clock);
    return runNetGame(*net, std::cin, std::cout);
  }

  // Both parsers accept only what the checks above let through.
  options.rule = parseRule(lowerCase(rule)).value_or(Rule::Freestyle);
  options.computer = parseSide(lowerCase(computer));
  options.level = ai::parseLevel(lowerCase(level)).value_or(ai::Level::Medium);
  options.thinkTime = std::chrono::milliseconds(thinkMs);
  options.clock = *session::TimeControl::parse(clock);
  options.opening = parseOpening(lowerCase(opening)).value_or(OpeningRule::None);
  // An opening saved in the window with another rule or size gives way to the rule or size asked
  // for here (as the window drops one a hand-edited file pairs wrongly); one asked for is refused.
  if (openingOption->count() == 0 && openingRefusal(options.opening, options.rule, options.boardSize))
    options.opening = OpeningRule::None;
  options.seed = seedOption->count() > 0 ? seed : std::random_device{}();
  options.prompt = ::isatty(STDIN_FILENO) != 0;
  return runTextGame(options, std::cin, std::cout);
}

}  // namespace gomoku::cli
