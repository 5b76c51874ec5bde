#include "cli/net_options.h"

#include <cstdlib>
#include <random>

#include "cli/line_words.h"
#include "session/kept_network_game.h"
#include "session/online_lobby.h"
#include "session/online_match.h"

namespace gomoku::cli {
namespace {

std::string userName() {
  const char* user = std::getenv("USER");
  return user && *user ? user : "player";
}

// The lobby as --lobby and --lobby-ca name it.
session::LobbyServer lobbyServer(const NetArguments& arguments) {
  return {*parseHostAndPort(arguments.lobbyAddress, session::kDefaultLobbyPort), arguments.lobbyCa};
}

}  // namespace

void addNetOptions(CLI::App& app, NetArguments& arguments) {
  arguments.name = userName();
  arguments.host =
      app.add_option("--host", arguments.hostPort,
                     "host a game for a friend on another computer, on PORT (0: any free port; default " +
                         std::to_string(kDefaultNetPort) + ")")
          ->expected(0, 1)
          ->default_str(std::to_string(kDefaultNetPort))  // what --host alone means
          ->check(CLI::Range(0, 65535));
  arguments.join = app.add_option("--join", arguments.joinAddress,
                                  "join the game hosted at HOST:PORT, Gomoku or Go (IPv6 as [ADDRESS]:PORT)")
                       ->check([](const std::string& given) {
                         return parseHostAndPort(given) ? std::string() : "not HOST:PORT: " + given;
                       });
  arguments.host->excludes(arguments.join);
  app.add_option("--colour,--color", arguments.colour,
                 "the colour the host plays: black, white, or random (drawn when the game is hosted)")
      ->check(CLI::IsMember({"black", "white", "random"}, CLI::ignore_case))
      ->capture_default_str();
  app.add_option("--name", arguments.name, "your name, as the other player sees it");
  arguments.chosenCode =
      app.add_option("--code", arguments.code,
                     "the game code: the host's own choice instead of a new one, or the one the joiner "
                     "was told (1-16 letters and digits, any case)")
          ->check([](const std::string& given) {
            return session::isGameCode(given) ? std::string()
                                              : "a game code is 1-16 letters and digits: " + given;
          });
  arguments.noCode =
      app.add_flag("--no-code")->description("host an open game: whoever joins plays, no code asked");
  arguments.noCode->excludes(arguments.chosenCode);
  arguments.resume =
      app.add_flag("--resume")
          ->description(
              "with --host: host again the network game kept when the hosting program stopped "
              "(on its port or through its lobby, with its code and moves), so that the joiner "
              "goes on with it; without a kept game, says so and hosts a new one (a game kept "
              "from a lobby with its own certificate wants --lobby and --lobby-ca as well)")
          ->needs(arguments.host);
  // Through a gomoku-lobby: both players connect out to it, over TLS.
  arguments.lobby =
      app.add_option("--lobby", arguments.lobbyAddress,
                     "play through the gomoku-lobby at HOST:PORT (default port " +
                         std::to_string(session::kDefaultLobbyPort) + "), with --host, --join-code or --list")
          ->check([](const std::string& given) {
            return parseHostAndPort(given, session::kDefaultLobbyPort) ? std::string()
                                                                       : "not HOST:PORT: " + given;
          });
  arguments.joinByCode = app.add_option("--join-code", arguments.joinCode,
                                        "with --lobby: join the game with this code (the host tells it)")
                             ->check([](const std::string& given) {
                               return session::isGameCode(given)
                                          ? std::string()
                                          : "a game code is 1-16 letters and digits: " + given;
                             })
                             ->needs(arguments.lobby);
  app.add_option(
         "--lobby-ca", arguments.lobbyCa,
         "the certificate file a self-hosted lobby is trusted by (default: the system's certificates)")
      ->check(CLI::ExistingFile)
      ->needs(arguments.lobby);
  arguments.listed = app.add_flag("--listed")
                         ->description("with --lobby --host: name the game in the lobby's list of games")
                         ->needs(arguments.lobby)
                         ->needs(arguments.host);
  arguments.list = app.add_flag("--list")
                       ->description(
                           "with --lobby: print the games listed there, one a line with its code, "
                           "and exit")
                       ->needs(arguments.lobby)
                       ->excludes(arguments.host)
                       ->excludes(arguments.joinByCode);
  arguments.lobby->excludes(arguments.join)->excludes(arguments.noCode);
  arguments.joinByCode->excludes(arguments.host)->excludes(arguments.join)->excludes(arguments.chosenCode);
  // For tests, which keep their traffic on the loopback: where the host sends its announcements
  // (HOST:PORT, or none).
  app.add_option("--announce-to", arguments.announceTo)
      ->group("")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
}

std::optional<session::LobbyServer> lobbyToList(const NetArguments& arguments) {
  if (arguments.list->count() == 0) return std::nullopt;
  return lobbyServer(arguments);
}

std::optional<NetGameOptions> netGameOptions(const NetArguments& arguments) {
  if (arguments.host->count() == 0 && arguments.join->count() == 0 && arguments.joinByCode->count() == 0)
    return std::nullopt;
  NetGameOptions net;
  if (arguments.lobby->count() > 0) {
    net.lobby = lobbyServer(arguments);
    net.listed = arguments.listed->count() > 0;
  }
  net.hosting = arguments.host->count() > 0;
  net.port = static_cast<std::uint16_t>(arguments.hostPort);
  if (!net.hosting && net.lobby) {
    net.code = session::normalGameCode(arguments.joinCode);
  } else if (!net.hosting) {
    HostAndPort address = *parseHostAndPort(arguments.joinAddress);
    net.host = address.host;
    net.port = address.port;
  }
  const std::string colour = lowerCase(arguments.colour);
  net.hostColour = session::hostColourOf(colour == "random"  ? session::ColourChoice::Random
                                         : colour == "white" ? session::ColourChoice::White
                                                             : session::ColourChoice::Black,
                                         std::random_device{}());
  net.name = arguments.name;
  // A host keeps its game, on the LAN or through a lobby, for --resume after the program stopped;
  // a joiner its seat (the game's key, and through a lobby its seat secret), for --join or
  // --join-code again.
  net.keepFolder = session::terminalPrefFolder();
  if (net.hosting) net.resume = arguments.resume->count() > 0;
  if (arguments.chosenCode->count() > 0) {
    net.code = session::normalGameCode(arguments.code);
  } else if (net.hosting && arguments.noCode->count() == 0) {
    net.code = session::newGameCode();
  }
  if (arguments.announceTo == "none") {
    net.announceTo.clear();
  } else if (auto to = parseHostAndPort(arguments.announceTo); to && !arguments.announceTo.empty()) {
    net.announceTo = {{to->host, to->port}};
  }
  return net;
}

}  // namespace gomoku::cli
