#include "gnugo_games.h"

#include "core/go/scoring.h"
#include "core/go/vertex.h"
#include "session/gtp_engine.h"

namespace gomoku::session {

Result<CountedGame> playAndCount(int size, int level, int seed, double komi, int longest) {
  EngineSettings settings = gnuGo(level);
  settings.command += " --seed " + std::to_string(seed);
  Interrupter interrupter;
  Result<std::unique_ptr<GtpEngine>> engine = GtpEngine::start(settings, interrupter);
  if (!engine) return Error{engine.error()};
  go::Game game(go::GameSetup{.boardSize = size, .komi = komi});
  while (!game.isOver() && static_cast<int>(game.moveCount()) < longest) {
    Result<go::Move> move = (*engine)->genmove(game);
    if (!move) return Error{move.error()};
    if (move->isResign()) return CountedGame{game, {}, "", "", true};
    if (auto illegal = game.play(*move)) {
      return Error{"GNU Go played " + go::moveText(*move, size) + " at move " +
                   std::to_string(game.moveCount() + 1) + ", which our rules refuse: " + illegal->message()};
    }
  }
  Result<std::vector<Point>> dead = (*engine)->deadStones(game);
  if (!dead) return Error{dead.error()};
  Result<std::string> score = (*engine)->finalScore(game);
  if (!score) return Error{score.error()};
  const std::string ours = go::scoreGame(game, *dead, go::Scoring::Area).text();
  return CountedGame{game, *dead, *score, ours, false};
}

}  // namespace gomoku::session
