// The lobby under load: starts the gomoku-lobby program on the loopback with a certificate made
// for the run, opens N games through it at once (a host and a joiner each, over TLS), and has each
// pair play random legal Gomoku moves until M are played. Reports the games completed, the moves
// relayed a second, the relay latency (median, p99), the lobby's memory a game (its RSS from
// /proc), and whether any move was lost, doubled or came out of order. Bounded in time and count;
// the exit status is 0 only when every game completed with every move in order.
//   lobby_load --lobby PATH/gomoku-lobby [--games N] [--moves M] [--think MS] [--ramp G] [--seconds S]
//              [--lobbies L]
// The games start G a second (players arrive over time, and the handshakes of this one client
// process would otherwise pass the lobby's deadline). With L lobbies sharing a redis-server, game
// i is hosted on lobby i mod L and its joiner goes first to the next lobby, which moves it.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <bitset>
#include <chrono>
#include <cstdio>
#include <deque>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "child_process.h"
#include "lobby_program.h"
#include "net/lobby_tls.h"
#include "redis_server.h"

namespace {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;
constexpr int kBoard = 15;

struct Totals {
  std::size_t moves = 0;          // relayed and received in order
  std::size_t faults = 0;         // a move lost, doubled, out of order or illegal; a connection failed
  std::size_t completed = 0;      // games that played all their moves
  std::size_t paired = 0;         // games whose two sides the lobby paired
  std::vector<double> latencies;  // ms, send to receipt, of the moves sent once every game was paired
  long long measureFrom = -1;     // then, in steady-clock microseconds (-1: not yet)
  std::size_t measuredMoves = 0;
  std::string firstFault;
};

struct LoadGame;

// One side of a game: a TLS connection to the lobby, its lines, its own copy of the board.
struct Side : std::enable_shared_from_this<Side> {
  Side(asio::io_context& io, asio::ssl::context& tls, LoadGame& itsGame, bool isHost)
      : stream(io, tls), think(io), game(itsGame), host(isHost) {}
  gomoku::net::TlsStream stream;
  asio::steady_timer think;
  LoadGame& game;
  bool host;
  std::array<char, 4096> buffer{};
  std::string received;
  std::deque<std::string> outbox;
  std::bitset<kBoard * kBoard> board;
  bool done = false;

  void start(std::uint16_t port);
  void send(std::string line);
  void writeNext();
  void read();
  void take(const std::string& line);
  void move(int number);
  void fault(const std::string& why);
};

struct LoadGame {
  std::string code;
  int moves = 0;  // the last move number both have seen in order
  int total = 0;
  int thinkMs = 0;
  std::mt19937 random;
  std::shared_ptr<Side> host, joiner;
  Totals& totals;
  std::uint16_t port = 0;        // its host's lobby
  std::uint16_t joinerPort = 0;  // where its joiner goes first
  bool counted = false;
  asio::io_context& io;
  asio::ssl::context& tls;
  LoadGame(std::string gameCode, int movesToPlay, int think, unsigned seed, Totals& sums,
           asio::io_context& context, asio::ssl::context& trust)
      : code(std::move(gameCode)),
        total(movesToPlay),
        thinkMs(think),
        random(seed),
        totals(sums),
        io(context),
        tls(trust) {}
};

void Side::start(std::uint16_t port) {
  auto self = shared_from_this();
  stream.lowest_layer().async_connect(
      tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), [self](const asio::error_code& ec) {
        if (ec) return self->fault("connect: " + ec.message());
        gomoku::net::expectLobbyName(self->stream, "localhost");
        self->stream.async_handshake(asio::ssl::stream_base::client, [self](const asio::error_code& failed) {
          if (failed) return self->fault(gomoku::net::handshakeFailure(self->stream, failed));
          self->send(self->host ? "HOST " + self->game.code + " new unlisted load"
                                : "JOIN " + self->game.code);
          self->read();
        });
      });
}

void Side::send(std::string line) {
  outbox.push_back(std::move(line) + "\n");
  if (outbox.size() == 1) writeNext();
}

void Side::writeNext() {
  auto self = shared_from_this();
  asio::async_write(stream, asio::buffer(outbox.front()), [self](const asio::error_code& ec, std::size_t) {
    if (ec) return self->fault("send: " + ec.message());
    self->outbox.pop_front();
    if (!self->outbox.empty()) self->writeNext();
  });
}

void Side::read() {
  auto self = shared_from_this();
  stream.async_read_some(asio::buffer(buffer), [self](const asio::error_code& ec, std::size_t size) {
    if (self->done) return;
    if (ec) return self->fault("read: " + ec.message());
    self->received.append(self->buffer.data(), size);
    for (auto newline = self->received.find('\n'); newline != std::string::npos;
         newline = self->received.find('\n')) {
      const std::string line = self->received.substr(0, newline);
      self->received.erase(0, newline + 1);
      self->take(line);
      if (self->done) return;
    }
    self->read();
  });
}

void Side::fault(const std::string& why) {
  if (done) return;
  done = true;
  ++game.totals.faults;
  if (game.totals.firstFault.empty())
    game.totals.firstFault = game.code + (host ? " host: " : " joiner: ") + why;
}

// MOVE <n> <point> <sent, in steady-clock microseconds>
void Side::take(const std::string& line) {
  if (line.rfind("HOSTED", 0) == 0) {
    game.joiner->start(game.joinerPort);  // the game is there: its joiner may come
    return;
  }
  // Another lobby has the game: the joiner goes there, on a connection of its own.
  if (unsigned moved = 0; std::sscanf(line.c_str(), "MOVED localhost:%u", &moved) == 1 && !host) {
    done = true;
    game.joiner = std::make_shared<Side>(game.io, game.tls, game, false);
    game.joiner->start(static_cast<std::uint16_t>(moved));
    return;
  }
  if (line == "WAITING" || line.rfind("JOINED", 0) == 0) return;  // the joiner's seat secret: not kept here
  if (line == "PAIRED") {
    if (host) {
      ++game.totals.paired;
      move(1);  // Black begins
    }
    return;
  }
  int number = 0;
  int point = 0;
  long long sent = 0;
  if (std::sscanf(line.c_str(), "MOVE %d %d %lld", &number, &point, &sent) != 3)
    return fault("an unexpected line: " + line);
  const long long now =
      std::chrono::duration_cast<std::chrono::microseconds>(Clock::now().time_since_epoch()).count();
  if (game.totals.measureFrom >= 0 && sent >= game.totals.measureFrom) {
    game.totals.latencies.push_back(static_cast<double>(now - sent) / 1000.0);
    ++game.totals.measuredMoves;
  }
  if (number != game.moves + 1)
    return fault("move " + std::to_string(number) + " after " + std::to_string(game.moves));
  if (point < 0 || point >= kBoard * kBoard || board[static_cast<std::size_t>(point)])
    return fault("an illegal point " + std::to_string(point));
  board[static_cast<std::size_t>(point)] = true;
  game.moves = number;
  ++game.totals.moves;
  if (number == game.total) {
    if (!game.counted) ++game.totals.completed;
    game.counted = true;
    game.host->done = game.joiner->done = true;
    for (auto& side : {game.host, game.joiner}) {
      asio::error_code ignored;
      side->stream.lowest_layer().close(ignored);
    }
    return;
  }
  auto self = shared_from_this();
  think.expires_after(std::chrono::milliseconds(game.thinkMs));
  think.async_wait([self, number](const asio::error_code& ec) {
    if (!ec && !self->done) self->move(number + 1);
  });
}

// Our move `number`: a random empty point of our board (both boards are the same in a game that
// lost nothing).
void Side::move(int number) {
  std::vector<int> empty;
  for (int p = 0; p < kBoard * kBoard; ++p)
    if (!board[static_cast<std::size_t>(p)]) empty.push_back(p);
  const int point = empty[std::uniform_int_distribution<std::size_t>(0, empty.size() - 1)(game.random)];
  board[static_cast<std::size_t>(point)] = true;
  const long long now =
      std::chrono::duration_cast<std::chrono::microseconds>(Clock::now().time_since_epoch()).count();
  send("MOVE " + std::to_string(number) + " " + std::to_string(point) + " " + std::to_string(now));
}

}  // namespace

int main(int argc, char** argv) {
  std::string lobbyProgram;
  int games = 100;
  int moves = 30;
  int thinkMs = 100;
  int seconds = 60;
  int ramp = 200;
  CLI::App app{"gomoku-lobby under load: N games at once on the loopback"};
  app.add_option("--lobby", lobbyProgram, "the gomoku-lobby program")->required()->check(CLI::ExistingFile);
  app.add_option("--games", games, "games at once")->check(CLI::Range(1, 5000))->capture_default_str();
  app.add_option("--moves", moves, "moves each game plays")->check(CLI::Range(2, 200))->capture_default_str();
  app.add_option("--think", thinkMs, "ms each side waits before its move")
      ->check(CLI::Range(0, 10000))
      ->capture_default_str();
  app.add_option("--ramp", ramp, "games started a second")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_option("--seconds", seconds, "the run's bound")->check(CLI::Range(1, 3600))->capture_default_str();
  int count = 1;
  app.add_option("--lobbies", count, "lobbies sharing a redis-server")
      ->check(CLI::Range(1, 16))
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  const std::string gamesText = std::to_string(games), connections = std::to_string(2 * games + 100);
  std::unique_ptr<gomoku::lobby::RedisServer> redis;
  if (count > 1) {
    redis = std::make_unique<gomoku::lobby::RedisServer>();
    if (!redis->ready()) {
      std::cerr << "lobby_load: redis-server did not start: " << redis->log() << '\n';
      return 1;
    }
  }
  std::vector<std::unique_ptr<gomoku::lobby::LobbyProgram>> lobbies;
  for (int i = 0; i < count; ++i) {
    const std::uint16_t at = gomoku::lobby::freeLoopbackPort();
    std::vector<std::string> arguments{"--quiet",         "--games-per-address", gamesText,
                                       "--connect-burst", connections,           "--connects-per-second",
                                       connections,       "--max-connections",   connections};
    if (redis)
      arguments.insert(arguments.end(),
                       {"--redis", redis->address(), "--public", "localhost:" + std::to_string(at)});
    lobbies.push_back(std::make_unique<gomoku::lobby::LobbyProgram>(
        lobbyProgram, arguments, 0, at, lobbies.empty() ? nullptr : &lobbies[0]->certificate()));
    if (!lobbies.back()->ready()) {
      std::cerr << "lobby_load: a lobby did not start\n";
      return 1;
    }
  }
  const auto& certificate = lobbies[0]->certificate();
  auto rssOfAll = [&] {
    long sum = 0;
    for (const auto& lobby : lobbies) sum += lobby->rssKilobytes();
    return sum;
  };
  usleep(200 * 1000);
  const long idleRss = rssOfAll();
  asio::io_context io;

  auto trust = gomoku::net::lobbyTrust(certificate.certificate.string());
  Totals totals;
  std::vector<std::unique_ptr<LoadGame>> all;
  for (int i = 0; i < games; ++i) {
    auto game = std::make_unique<LoadGame>("L" + std::to_string(i), moves, thinkMs, static_cast<unsigned>(i),
                                           totals, io, *trust.value());
    game->port = lobbies[static_cast<std::size_t>(i % count)]->port();
    game->joinerPort = lobbies[static_cast<std::size_t>((i + 1) % count)]->port();
    game->host = std::make_shared<Side>(io, *trust.value(), *game, true);
    game->joiner = std::make_shared<Side>(io, *trust.value(), *game, false);
    all.push_back(std::move(game));
  }
  const auto started = Clock::now();
  std::size_t begun = 0;
  const auto deadline = started + std::chrono::seconds(seconds);
  long peakRss = idleRss;
  Clock::time_point allPaired{};
  while (Clock::now() < deadline && totals.completed + totals.faults < static_cast<std::size_t>(games)) {
    const double since = std::chrono::duration<double>(Clock::now() - started).count();
    for (; begun < all.size() && static_cast<double>(begun) < since * ramp + 1; ++begun)
      all[begun]->host->start(all[begun]->port);
    io.run_for(std::chrono::milliseconds(20));
    peakRss = std::max(peakRss, rssOfAll());
    if (allPaired == Clock::time_point{} && totals.paired == static_cast<std::size_t>(games)) {
      allPaired = Clock::now();
      totals.measureFrom =
          std::chrono::duration_cast<std::chrono::microseconds>(allPaired.time_since_epoch()).count();
    }
  }
  const auto ended = Clock::now();
  const double elapsed = std::chrono::duration<double>(ended - started).count();
  const double measured =
      allPaired == Clock::time_point{} ? 0.0 : std::chrono::duration<double>(ended - allPaired).count();
  double lobbyCpu = 0;
  for (const auto& lobby : lobbies) lobbyCpu += std::chrono::duration<double>(lobby->cpuTime()).count();

  std::sort(totals.latencies.begin(), totals.latencies.end());
  auto percentile = [&](double p) {
    if (totals.latencies.empty()) return 0.0;
    return totals.latencies[static_cast<std::size_t>(p * static_cast<double>(totals.latencies.size() - 1))];
  };
  std::printf("games %d x %d moves, think %d ms: completed %zu, paired %zu, faults %zu\n", games, moves,
              thinkMs, totals.completed, totals.paired, totals.faults);
  std::printf("moves relayed %zu in %.1f s; once all games were paired %zu in %.1f s: %.0f a second\n",
              totals.moves, elapsed, totals.measuredMoves, measured,
              measured > 0 ? static_cast<double>(totals.measuredMoves) / measured : 0.0);
  std::printf("relay latency then: median %.2f ms, p99 %.2f ms, max %.2f ms\n", percentile(0.5),
              percentile(0.99), totals.latencies.empty() ? 0.0 : totals.latencies.back());
  std::printf("%d lobb%s\n", count, count == 1 ? "y" : "ies sharing a redis-server, their sums:");
  std::printf("lobby memory: %ld kB idle, %ld kB at the peak: %.1f kB a game\n", idleRss, peakRss,
              static_cast<double>(peakRss - idleRss) / games);
  std::printf("lobby CPU: %.2f s in %.1f s (%.0f%% of one core)\n", lobbyCpu, elapsed,
              100 * lobbyCpu / elapsed);
  if (allPaired != Clock::time_point{})
    std::printf("all games paired after %.2f s\n",
                std::chrono::duration<double>(allPaired - started).count());
  if (!totals.firstFault.empty()) std::printf("first fault: %s\n", totals.firstFault.c_str());
  const bool whole = totals.completed == static_cast<std::size_t>(games) && totals.faults == 0;
  std::printf("%s\n", whole ? "every move arrived, once and in order" : "NOT every game completed in order");
  return whole ? 0 : 1;
}
