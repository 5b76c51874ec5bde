#include "games.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace gomoku::tuning {
namespace {

std::vector<GameRecord> readGameRecords(const char* path, const char* program) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "%s: cannot read %s\n", program, path);
    std::exit(1);
  }
  std::vector<GameRecord> games;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string ruleName, result, move;
    words >> ruleName >> result;
    const std::optional<Rule> rule = parseRule(ruleName);
    if (!rule || (result != "black" && result != "white" && result != "draw")) {
      std::fprintf(stderr, "%s: skipped a line of %s\n", program, path);
      continue;
    }
    GameRecord game;
    game.rule = *rule;
    game.blackResult = result == "black" ? 1 : result == "white" ? 0 : 0.5;
    Board board;
    while (words >> move) {
      const std::size_t colon = move.find(':');
      const std::optional<Point> p = parseNotation(move.substr(0, colon), board.size());
      if (!p || board.at(*p) != Stone::Empty) break;
      board.place(*p, game.moves.size() % 2 == 0 ? Stone::Black : Stone::White);
      game.moves.push_back(*p);
      game.scores.push_back(colon == std::string::npos
                                ? std::nullopt
                                : std::optional<int>(std::atoi(move.c_str() + colon + 1)));
    }
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace

void forEachPosition(const char* path, const char* program, int skip, int& games,
                     const std::function<void(const GamePosition&, bool heldOut)>& visit) {
  std::vector<ai::ScoredMove> moves;
  for (const GameRecord& game : readGameRecords(path, program)) {
    const bool heldOut = games++ % 10 == 9;
    ai::Position pos(Board(), game.rule);
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
      if (static_cast<int>(ply) >= skip && !ai::settledAtOnce(ai::generateMoves(pos, moves)))
        visit({pos, moves, game, game.moves[ply], game.scores[ply]}, heldOut);
      pos.play(ai::Position::cellOf(game.moves[ply]));
    }
  }
}

}  // namespace gomoku::tuning
