#include "gnugo_games.h"

#include <sstream>

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
    if (move->isResign()) return CountedGame{game, {}, {}, "", "", "", true};
    if (auto illegal = game.play(*move)) {
      return Error{"GNU Go played " + go::moveText(*move, size) + " at move " +
                   std::to_string(game.moveCount() + 1) + ", which our rules refuse: " + illegal->message()};
    }
  }
  Result<std::vector<Point>> dead = (*engine)->deadStones(game);
  if (!dead) return Error{dead.error()};
  Result<std::string> sekiList = (*engine)->command("final_status_list seki", settings.moveLimit);
  if (!sekiList) return Error{sekiList.error()};
  std::vector<Point> seki;
  std::istringstream words(*sekiList);
  for (std::string word; words >> word;) {
    if (std::optional<Point> p = go::parseVertex(word, size)) seki.push_back(*p);
  }
  Result<std::string> score = (*engine)->finalScore(game);
  if (!score) return Error{score.error()};
  return CountedGame{game,
                     *dead,
                     seki,
                     *score,
                     go::scoreGame(game, *dead, go::Scoring::Area).text(),
                     go::scoreGame(game, *dead, go::Scoring::Area, seki).text(),
                     false};
}

}  // namespace gomoku::session
