// How often our area count of a finished game of Go agrees with GNU Go's own: GNU Go plays games
// against itself to two passes (a seed for each game, every move checked by our rules), then both
// count the position with GNU Go's dead stones, ours with go::scoreGame, GNU Go with final_score.
// Our count is Chinese rules' (an eye in seki is its owner's); GNU Go gives no territory in seki,
// so the count is also made its way, with its seki stones, to show where the two differ.
// Usage: go-score-agreement [--games N] [--size 9|13|19] [--level 1..10] [--komi K] [--first-seed S]
//                           [--keep FOLDER]   (the SGF records of games that disagree)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

#include "core/go/sgf.h"
#include "session/gnugo_games.h"

namespace {

struct Options {
  int games = 20;
  int size = 9;
  int level = 1;
  double komi = 7.5;
  int firstSeed = 1;
  std::string keep;
};

bool parse(int argc, char** argv, Options& options) {
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string name = argv[i];
    const char* value = argv[i + 1];
    if (name == "--games") {
      options.games = std::atoi(value);
    } else if (name == "--size") {
      options.size = std::atoi(value);
    } else if (name == "--level") {
      options.level = std::atoi(value);
    } else if (name == "--komi") {
      options.komi = std::atof(value);
    } else if (name == "--first-seed") {
      options.firstSeed = std::atoi(value);
    } else if (name == "--keep") {
      options.keep = value;
    } else {
      return false;
    }
  }
  return argc % 2 == 1 && options.games > 0;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gomoku;
  Options options;
  if (!parse(argc, argv, options)) {
    std::fprintf(stderr,
                 "usage: %s [--games N] [--size 9|13|19] [--level 1..10] [--komi K] [--first-seed S] [--keep "
                 "FOLDER]\n",
                 argv[0]);
    return 2;
  }
  int counted = 0, agreed = 0, agreedWithoutSekiTerritory = 0, withSeki = 0, resigned = 0, failed = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int seed = options.firstSeed; seed < options.firstSeed + options.games; ++seed) {
    Result<session::CountedGame> game = session::playAndCount(options.size, options.level, seed, options.komi,
                                                              options.size * options.size * 3);
    if (!game) {
      ++failed;
      std::printf("seed %d: %s\n", seed, game.error().c_str());
      continue;
    }
    if (game->resigned) {
      ++resigned;
      std::printf("seed %d: resigned after %zu moves\n", seed, game->game.moveCount());
      continue;
    }
    ++counted;
    // GNU Go gives no territory next to stones in seki; our Chinese area count gives an eye in
    // seki to its owner, so that count may differ, and only where there is seki.
    const bool same = game->ourScoreWithoutSekiTerritory == game->gnuGoScore;
    agreedWithoutSekiTerritory += same;
    agreed += game->ourScore == game->gnuGoScore;
    withSeki += !game->seki.empty();
    std::printf(
        "seed %d: %zu moves, %d+%d captured, %zu dead, %zu in seki, GNU Go %s, ours %s (Chinese %s)%s\n",
        seed, game->game.moveCount(), game->game.captures(Stone::Black), game->game.captures(Stone::White),
        game->dead.size(), game->seki.size(), game->gnuGoScore.c_str(),
        game->ourScoreWithoutSekiTerritory.c_str(), game->ourScore.c_str(), same ? "" : "  DIFFERENT");
    if (!same && !options.keep.empty()) {
      std::filesystem::create_directories(options.keep);
      const auto path = std::filesystem::path(options.keep) / ("seed-" + std::to_string(seed) + ".sgf");
      if (auto error = go::writeSgfFile(game->game, {"GNU Go", "GNU Go", game->gnuGoScore}, path))
        std::printf("  %s\n", error->message.c_str());
    }
    std::fflush(stdout);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "%dx%d, GNU Go level %d, komi %g: %d of %d counted games agree (%.1f%%), %d under Chinese rules "
      "(%d with seki); %d resigned, %d failed; %.0f s\n",
      options.size, options.size, options.level, options.komi, agreedWithoutSekiTerritory, counted,
      counted ? 100.0 * agreedWithoutSekiTerritory / counted : 0.0, agreed, withSeki, resigned, failed,
      seconds);
  return failed == 0 && agreedWithoutSekiTerritory == counted ? 0 : 1;
}
