// The Game scene's move list: the moves in notation, numbered in pairs as a renju player writes
// them ("12. h8  i9"), the one on the board lit; a click shows the position after that move.
#include <algorithm>
#include <string>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"

namespace gomoku::app {

namespace {

constexpr std::size_t kRows = 7;
constexpr float kRowH = 26;
constexpr float kTextSize = 19;

}  // namespace

// The list scrolls only as far as it must to show the pair on the board (and, following the game,
// the newest pair), so that a click in the list never moves the list under the mouse.
void GameScene::scrollMoveList() {
  const Game& game = match_->game();
  const std::size_t lead = pairLead(game);
  const std::size_t pairs = (game.moves().size() + lead + 1) / 2;
  const std::size_t shown = shownMoves();
  const std::size_t inView = shown == 0 ? 0 : (shown - 1 + lead) / 2;
  if (inView < moveListTop_) moveListTop_ = inView;
  if (inView >= moveListTop_ + kRows) moveListTop_ = inView + 1 - kRows;
  moveListTop_ = std::min(moveListTop_, pairs > kRows ? pairs - kRows : 0);
}

void GameScene::drawMoveList(Ui& ui, Box box) {
  fillRoundedBox(app_.renderer(), box, 12, over(Palette::kPanel, Palette::kTable));
  const Game& game = match_->game();
  const auto moves = game.moves();
  const std::size_t shown = shownMoves();
  const std::size_t lead = pairLead(game);
  const std::size_t pairs = (moves.size() + lead + 1) / 2;

  const float numberW = 48;
  const float moveW = (box.w - numberW - 16) / 2;
  const int size = game.board().size();
  // After a review, a mistake is written as a reviewer would: "k9?", "k9??".
  std::vector<session::MoveJudgement> judged;
  if (const session::GameAnalysis* reviewed = analysis())
    judged = session::judgeMoves(reviewed->game(), reviewed->verdicts());
  for (std::size_t row = moveListTop_; row < pairs && row < moveListTop_ + kRows; ++row) {
    const float y = box.y + 7 + static_cast<float>(row - moveListTop_) * kRowH;
    ui.text().draw(std::to_string(row + 1) + ".", kTextSize, {box.x + numberW, y + 2}, Palette::kDimText,
                   Align::Right);
    for (std::size_t column = 0; column < 2; ++column) {
      const std::size_t slot = row * 2 + column;
      if (slot < lead || slot - lead >= moves.size()) continue;
      const std::size_t move = slot - lead;  // from 0; the position after it has move + 1 moves
      const Box cell{box.x + numberW + 6 + static_cast<float>(column) * moveW, y, moveW - 4, kRowH - 2};
      const std::string mark = move < judged.size() ? std::string(session::markText(judged[move].mark)) : "";
      if (ui.entry(toNotation(moves[move], size) + mark, cell, kTextSize, move + 1 == shown))
        intents_.add({.kind = Intent::Kind::ShowMoves, .moves = move + 1});
    }
  }
}

}  // namespace gomoku::app
