#include "cli/text_main.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "cli/go_text_main.h"
#include "cli/line_words.h"
#include "cli/net_text_game.h"
#include "cli/text_game.h"

namespace gomoku::cli {
namespace {

ComputerSide parseSide(const std::string& name) {
  if (name == "black") return ComputerSide::Black;
  if (name == "white") return ComputerSide::White;
  if (name == "both") return ComputerSide::Both;
  return ComputerSide::None;
}

// True when the arguments ask for a network game (--host or --join).
bool asksForNetwork(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--host" || arg.starts_with("--host=") || arg == "--join" || arg.starts_with("--join="))
      return true;
  }
  return false;
}

std::string userName() {
  const char* user = std::getenv("USER");
  return user && *user ? user : "player";
}

}  // namespace

int textMain(int argc, char** argv) {
  // Go has options of its own.
  if (asksForGo(argc, argv)) {
    if (asksForNetwork(argc, argv)) {
      std::cerr << "Go over the network is not built yet: --host and --join play Gomoku.\n";
      return 1;
    }
    return goTextMain(argc, argv);
  }
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
  std::string rule = "freestyle";
  app.add_option("--rule", rule, "freestyle (five or more wins), standard (exactly five) or renju")
      ->check(CLI::IsMember({"freestyle", "standard", "renju"}, CLI::ignore_case))
      ->capture_default_str();
  TextGameOptions options;
  app.add_option("--size", options.boardSize, "the board's size")
      ->check(CLI::Range(kMinBoardSize, kMaxBoardSize))
      ->capture_default_str();
  std::string computer = "white";
  app.add_option("--computer", computer, "the side the computer plays: black, white, none or both")
      ->check(CLI::IsMember({"black", "white", "none", "both"}, CLI::ignore_case))
      ->capture_default_str();
  std::string level = "medium";
  app.add_option("--level", level, "the computer's level: easy, medium, hard or master")
      ->check(CLI::IsMember({"easy", "medium", "hard", "master"}, CLI::ignore_case))
      ->capture_default_str();
  int thinkMs = 1000;
  app.add_option("--think-ms", thinkMs,
                 "the most the computer thinks about a move or a hint, in milliseconds")
      ->check(CLI::Range(10, 600000))
      ->capture_default_str();
  app.add_option("--engine", options.engine,
                 "a Gomocup engine (pbrain-* program) that plays the computer's side instead of ours");
  std::string clock = "none";
  app.add_option("--clock", clock, "the players' clocks: none, 10m, 5m+3s (Fischer), 10m/5x30s (byo-yomi)")
      ->check([](const std::string& given) {
        return session::TimeControl::parse(given) ? std::string() : "not a clock: " + given;
      })
      ->capture_default_str();
  std::uint64_t seed = 0;
  CLI::Option* seedOption =
      app.add_option("--seed", seed, "fixes the lower levels' choices, to replay a game exactly");
  // Network play (docs/network-protocol.md).
  unsigned hostPort = kDefaultNetPort;
  CLI::Option* hostOption =
      app.add_option("--host", hostPort,
                     "host a game for a friend on another computer, on PORT (0: any free port; default " +
                         std::to_string(kDefaultNetPort) + ")")
          ->expected(0, 1)
          ->default_str(std::to_string(kDefaultNetPort))  // what --host alone means
          ->check(CLI::Range(0, 65535));
  std::string joinAddress;
  CLI::Option* joinOption =
      app.add_option("--join", joinAddress, "join the game hosted at HOST:PORT (IPv6 as [ADDRESS]:PORT)")
          ->check([](const std::string& given) {
            return parseHostAndPort(given) ? std::string() : "not HOST:PORT: " + given;
          });
  hostOption->excludes(joinOption);
  std::string colour = "black";
  app.add_option("--colour,--color", colour, "the colour the host plays: black or white")
      ->check(CLI::IsMember({"black", "white"}, CLI::ignore_case))
      ->capture_default_str();
  std::string name = userName();
  app.add_option("--name", name, "your name, as the other player sees it");
  int findSeconds = 3;
  CLI::Option* findOption =
      app.add_option("--find", findSeconds, "list the games hosted on the local network, listening SECONDS")
          ->expected(0, 1)
          ->default_str("3")  // what --find alone means
          ->check(CLI::Range(1, 60));
  // For tests, which keep their traffic on the loopback: where to listen for announcements, and
  // where the host sends its own (HOST:PORT, or none).
  unsigned discoveryPort = net::kDiscoveryPort;
  app.add_option("--discovery-port", discoveryPort)->check(CLI::Range(0, 65535))->group("");
  std::string announceTo;
  app.add_option("--announce-to", announceTo)
      ->group("")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  CLI11_PARSE(app, argc, argv);

  if (findOption->count() > 0)
    return findGames(findSeconds, static_cast<std::uint16_t>(discoveryPort), std::cout);

  if (hostOption->count() > 0 || joinOption->count() > 0) {
    NetGameOptions net;
    net.hosting = hostOption->count() > 0;
    net.port = static_cast<std::uint16_t>(hostPort);
    if (!net.hosting) {
      HostAndPort address = *parseHostAndPort(joinAddress);
      net.host = address.host;
      net.port = address.port;
    }
    net.rule = parseRule(lowerCase(rule)).value_or(Rule::Freestyle);
    net.boardSize = options.boardSize;
    net.hostColour = lowerCase(colour) == "white" ? Stone::White : Stone::Black;
    net.name = name;
    if (announceTo == "none") {
      net.announceTo.clear();
    } else if (auto to = parseHostAndPort(announceTo); to && !announceTo.empty()) {
      net.announceTo = {{to->host, to->port}};
    }
    return runNetGame(net, std::cin, std::cout);
  }

  // Both parsers accept only what the checks above let through.
  options.rule = parseRule(lowerCase(rule)).value_or(Rule::Freestyle);
  options.computer = parseSide(lowerCase(computer));
  options.level = ai::parseLevel(lowerCase(level)).value_or(ai::Level::Medium);
  options.thinkTime = std::chrono::milliseconds(thinkMs);
  options.clock = *session::TimeControl::parse(clock);
  options.seed = seedOption->count() > 0 ? seed : std::random_device{}();
  return runTextGame(options, std::cin, std::cout);
}

}  // namespace gomoku::cli
