// The Game scene's move list: the moves in notation, numbered in pairs as a renju player writes
// them ("12. h8  i9"), after a review with a reviewer's marks ("k9?"), under the name of the
// standard opening a renju game begins with; a click shows the position after that move. The list
// itself is the one Go's scene draws too (app/move_list).
#include <string>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"
#include "core/renju_openings.h"

namespace gomoku::app {

void GameScene::scrollMoveList() {
  const Game& game = match_->game();
  moveList_.follow(game.moves().size(), pairLead(game), shownMoves(), standardOpening(game).has_value());
}

void GameScene::drawMoveList(Ui& ui, Box box) {
  const Game& game = match_->game();
  const auto moves = game.moves();
  const int size = game.board().size();
  // After a review, a mistake is written as a reviewer would: "k9?", "k9??".
  std::vector<session::MoveJudgement> judged;
  if (const session::GameAnalysis* reviewed = analysis())
    judged = session::judgeMoves(reviewed->game(), reviewed->verdicts());
  std::vector<std::string> names;
  for (std::size_t move = 0; move < moves.size(); ++move)
    names.push_back(toNotation(moves[move], size) +
                    (move < judged.size() ? std::string(session::markText(judged[move].mark)) : ""));
  const std::optional<StandardOpening> opening = standardOpening(game);
  const std::string heading = opening ? standardOpeningText(app_.language(), *opening) : "";
  if (std::optional<std::size_t> clicked = moveList_.draw(ui, box, over(Palette::kPanel, Palette::kTable),
                                                          names, pairLead(game), shownMoves(), heading))
    intents_.add({.kind = Intent::Kind::Step, .step = {session::Review::Step::Kind::Show, *clicked}});
}

}  // namespace gomoku::app
