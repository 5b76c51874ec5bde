#include "session/gomocup_engine.h"

#include <chrono>
#include <thread>
#include <utility>

#include "ai/evaluation.h"

namespace gomoku::session {

GomocupEngine::GomocupEngine(std::string program)
    : player_(std::move(program), std::chrono::milliseconds(1000)) {}

ai::SearchResult GomocupEngine::think(const Board& board, Rule rule, const ai::SearchLimits& limits) {
  // The position as a game: the engine is given its moves in order, as in a turn of play.
  Game game(rule, board.size());
  for (Point p : board.moves())
    if (game.play(p)) throw EngineFailed("the position cannot be played under its rule");
  player_.setTurnTime(limits.turnTime);
  player_.setNodeLimit(limits.maxNodes.value_or(0));
  player_.startTurn(game);
  // The player ends its turn by itself (a move, or a failure once the engine is late); a stop
  // cancels it at once.
  while (player_.deciding() && !limits.stop.stop_requested()) {
    std::optional<Point> move = player_.takeMove();
    if (move) {
      ai::SearchResult result;
      result.move = *move;
      result.score = player_.lastEval().value_or(0);
      // An engine that takes a five at once often says nothing of it.
      if (!player_.lastEval() && !game.play(*move) && !game.winningLine().empty())
        result.score = ai::winIn(1);
      result.principalVariation = {*move};
      return result;
    }
    if (std::optional<std::string> failure = player_.takeFailure()) throw EngineFailed(*failure);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  player_.cancelTurn();
  return {};
}

}  // namespace gomoku::session
