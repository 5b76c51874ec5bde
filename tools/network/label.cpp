// gomoku-nn-label: the network's data from the games gomoku-selfplay wrote. Every position the
// tuning programs fit to (after the first moves, and none that a five, a four or a winning three
// settles at once) is searched again, deeper than in the game, and written as a PositionRecord:
// the stones, the game's result for the side to move, the deeper search's score and move, the
// game's own move and score, and today's static value and move ordering.
//
// Usage: gomoku-nn-label [--nodes N] [--skip N] GAMES_FILE > POSITIONS_FILE
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "ai/search.h"
#include "position_record.h"
#include "tuning/games.h"

namespace {

using namespace gomoku;

[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr, "gomoku-nn-label: %s\nusage: gomoku-nn-label [--nodes N] [--skip N] GAMES_FILE\n",
               why);
  std::exit(2);
}

std::int8_t moverResult(const tuning::GameRecord& game, Stone mover) {
  const double black = game.blackResult;
  const double mine = mover == Stone::Black ? black : 1 - black;
  return static_cast<std::int8_t>(mine > 0.5 ? 1 : mine < 0.5 ? -1 : 0);
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t nodes = 40000;
  int skip = 4;
  const char* path = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--nodes" && i + 1 < argc)
      nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (arg == "--skip" && i + 1 < argc)
      skip = std::atoi(argv[++i]);
    else if (!path && !arg.starts_with("--"))
      path = argv[i];
    else
      usage("unknown option");
  }
  if (!path || nodes < 100) usage("a games file and at least 100 nodes are needed");

  ai::SearchLimits limits;
  limits.turnTime = std::chrono::hours(1);
  limits.maxNodes = nodes;
  // One engine a game, its table kept from move to move as in play; the run repeats exactly.
  ai::SearchSettings settings = ai::levelSettings(ai::Level::Master);
  settings.tableMegabytes = 16;
  std::optional<ai::SearchEngine> engine;
  int games = 0, engineGame = -1;
  long positions = 0;
  tuning::forEachPosition(path, "gomoku-nn-label", skip, games, [&](const tuning::GamePosition& p, bool) {
    const int game = games - 1;  // forEachPosition counts a game before visiting its positions
    if (game != engineGame) engine.emplace(settings, static_cast<std::uint64_t>(game)), engineGame = game;
    network::PositionRecord record = network::describe(p.position, p.moves);
    const ai::SearchResult deep = engine->think(p.position.board(), p.position.rule(), limits);
    record.result = moverResult(p.game, p.position.sideToMove());
    record.deepMove =
        deep.move == kNoPoint ? network::kNoMove : network::pointIndex(ai::Position::cellOf(deep.move));
    record.deepScore = deep.score;
    record.gameMove = network::pointIndex(ai::Position::cellOf(p.played));
    record.gameScore = p.score ? *p.score : network::kNoScore;
    record.game = static_cast<std::uint32_t>(game);
    network::write(std::cout, record);
    if (++positions % 1000 == 0)
      std::fprintf(stderr, "gomoku-nn-label: %ld positions, %d games\n", positions, games);
  });
  std::cout.flush();
  std::fprintf(stderr, "gomoku-nn-label: %ld positions from %d games\n", positions, games);
  return std::cout ? 0 : 1;
}
