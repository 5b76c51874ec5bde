// gomoku-selfplay: games of the engine against itself, for the evaluation's tuning program.
// Each game starts from 2 to N random stones near the centre (so that the games differ, and either
// side may be to move), then both sides search a fixed number of nodes a move (so that a run
// repeats exactly). One line per game: the rule, the result (black, white or draw) and the moves
// in notation, each searched one followed by ":" and its search's score from the mover's view
// (the tuning can fit the evaluation to those as well as to the result).
//
// Usage: gomoku-selfplay [--games N] [--rule R] [--nodes N] [--opening-stones N] [--seed S]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "ai/search.h"
#include "core/rules.h"

namespace {

using namespace gomoku;

struct Options {
  int games = 100;
  Rule rule = Rule::Freestyle;
  std::uint64_t nodes = 8000;
  int openingStones = 6;  // the most
  std::uint64_t seed = 1;
};

[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr,
               "gomoku-selfplay: %s\nusage: gomoku-selfplay [--games N] [--rule freestyle|standard|renju] "
               "[--nodes N] [--opening-stones N] [--seed S]\n",
               why);
  std::exit(2);
}

Options readOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string_view name = argv[i];
    if (i + 1 >= argc) usage("every option needs a value");
    const std::string value = argv[++i];
    if (name == "--games") {
      options.games = std::atoi(value.c_str());
    } else if (name == "--rule") {
      const std::optional<Rule> rule = parseRule(value);
      if (!rule) usage("unknown rule");
      options.rule = *rule;
    } else if (name == "--nodes") {
      options.nodes = std::strtoull(value.c_str(), nullptr, 10);
    } else if (name == "--opening-stones") {
      options.openingStones = std::atoi(value.c_str());
    } else if (name == "--seed") {
      options.seed = std::strtoull(value.c_str(), nullptr, 10);
    } else {
      usage("unknown option");
    }
  }
  if (options.games < 1 || options.nodes < 100 || options.openingStones < 0 || options.openingStones > 20)
    usage("a value is out of range");
  return options;
}

// Random stones, alternately black and white, in the central 7x7 (none can be a foul so early,
// nor make five).
void playOpening(Board& board, Rule rule, int stones, std::mt19937_64& random) {
  const int middle = board.size() / 2;
  std::uniform_int_distribution<int> offset(-3, 3);
  while (board.stoneCount() < stones) {
    const Point p{middle + offset(random), middle + offset(random)};
    if (board.isEmpty(p) && isLegalMove(board, rule, p)) board.play(p);
  }
}

// Plays one game on, adding each move and its score to `line`; returns "black", "white" or "draw".
std::string_view playOut(Board& board, Rule rule, std::uint64_t nodes, std::uint64_t seed,
                         std::string& line) {
  ai::SearchEngine black(ai::levelSettings(ai::Level::Master), seed);
  ai::SearchEngine white(ai::levelSettings(ai::Level::Master), seed + 1);
  ai::SearchLimits limits;
  limits.turnTime = std::chrono::hours(1);
  limits.maxNodes = nodes;
  while (!board.isFull()) {
    const Stone mover = board.sideToMove();
    const ai::SearchResult searched = (mover == Stone::Black ? black : white).think(board, rule, limits);
    const Point p = searched.move;
    if (p == kNoPoint || !board.isEmpty(p)) return "draw";
    // A move the rule forbids loses (the engine never plays one; a guard, not a case).
    if (!isLegalMove(board, rule, p)) return mover == Stone::Black ? "white" : "black";
    line += " " + toNotation(p, board.size()) + ":" + std::to_string(searched.score);
    board.play(p);
    if (isWin(board, p, mover, rule)) return mover == Stone::Black ? "black" : "white";
  }
  return "draw";
}

}  // namespace

int main(int argc, char** argv) {
  const Options options = readOptions(argc, argv);
  std::mt19937_64 random(options.seed);
  for (int game = 0; game < options.games; ++game) {
    Board board;
    std::uniform_int_distribution<int> stones(std::min(2, options.openingStones), options.openingStones);
    playOpening(board, options.rule, stones(random), random);
    std::string opening;
    for (Point p : board.moves()) opening += " " + toNotation(p, board.size());
    std::string searched;
    const std::string_view result = playOut(board, options.rule, options.nodes, random(), searched);
    std::printf("%s %s%s%s\n", std::string(ruleName(options.rule)).c_str(), std::string(result).c_str(),
                opening.c_str(), searched.c_str());
    std::fflush(stdout);
  }
  return 0;
}
