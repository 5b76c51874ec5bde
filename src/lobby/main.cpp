// gomoku-lobby: the server two games connect out to, to find each other by a game code and play
// through it over TLS (docs/network-beyond-the-lan.md). Runs in the foreground, one line an event.
#include <CLI/CLI.hpp>
#include <csignal>
#include <ctime>
#include <iostream>
#include <thread>

#include "lobby/lobby.h"
#include "net/host_and_port.h"

namespace {
gomoku::lobby::Lobby* running = nullptr;

// The time of an event, UTC, as the log line begins.
std::string now() {
  const std::time_t seconds = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}
}  // namespace

int main(int argc, char** argv) {
  using namespace gomoku::lobby;
  LobbySettings settings;
  CLI::App app{
      "gomoku-lobby: pairs the games that connect to it by their game code and relays their moves, over TLS"};
  app.add_option("--port", settings.port, "the TCP port to listen on (0: any free port)")
      ->capture_default_str();
  app.add_option("--cert", settings.certificate, "the lobby's certificate (PEM, with its chain)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--key", settings.key, "the certificate's private key (PEM)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--max-connections", settings.maxConnections, "connections open at once; more are closed")
      ->capture_default_str();
  app.add_option("--games-per-address", settings.gamesPerAddress, "games one address may host at once")
      ->capture_default_str();
  app.add_option("--connects-per-second", settings.connectsPerSecond,
                 "new connections one address may make a second, after a burst")
      ->capture_default_str();
  app.add_option("--connect-burst", settings.connectBurst,
                 "the burst of new connections one address may make")
      ->capture_default_str();
  int idleMinutes = 15;
  app.add_option("--idle-minutes", idleMinutes, "a game in which nothing was said for this long is dropped")
      ->capture_default_str()
      ->check(CLI::Range(1, 24 * 60));
  std::string redis;
  app.add_option("--redis", redis,
                 "HOST:PORT of a Redis shared with other lobbies, which then serve one code directory "
                 "(docs/network-beyond-the-lan.md); none: this lobby alone");
  app.add_option("--public", settings.publicAddress,
                 "HOST:PORT at which games reach this lobby, named to a game another lobby sends here "
                 "(needed with --redis; its certificate must name HOST)");
  bool quiet = false;
  app.add_flag("--quiet", quiet, "log nothing (load tests)");
  CLI11_PARSE(app, argc, argv);
  settings.idleLimit = std::chrono::minutes(idleMinutes);
  if (!redis.empty()) {
    const auto at = gomoku::net::parseHostAndPort(redis, 6379);
    if (!at) {
      std::cerr << "gomoku-lobby: --redis needs HOST:PORT, not " << redis << '\n';
      return 1;
    }
    settings.redisHost = at->host;
    settings.redisPort = at->port;
  }
  if (!settings.publicAddress.empty() && !gomoku::net::parseHostAndPort(settings.publicAddress)) {
    std::cerr << "gomoku-lobby: --public needs HOST:PORT, not " << settings.publicAddress << '\n';
    return 1;
  }
  if (!quiet) settings.log = [](const std::string& line) { std::cout << now() << ' ' << line << std::endl; };

  auto lobby = Lobby::open(settings);
  if (!lobby) {
    std::cerr << "gomoku-lobby: " << lobby.error() << '\n';
    return 1;
  }
  // Stopped by SIGINT or SIGTERM (systemd): a thread waits for them, the lobby's thread serves.
  sigset_t stopSignals;
  sigemptyset(&stopSignals);
  sigaddset(&stopSignals, SIGINT);
  sigaddset(&stopSignals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
  running = lobby.value().get();
  std::thread waiter([&stopSignals] {
    int signal = 0;
    sigwait(&stopSignals, &signal);
    running->stop();
  });
  waiter.detach();
  lobby.value()->run();
  return 0;
}
