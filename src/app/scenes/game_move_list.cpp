// The Game scene's move list: the moves in notation, numbered in pairs as a renju player writes
// them ("12. h8  i9"), the one on the board lit; a click shows the position after that move.
#include <algorithm>
#include <string>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"

namespace gomoku::app {

void GameScene::drawMoveList(Ui& ui, Box box) {
  fillRoundedBox(app_.renderer(), box, 12, over(Palette::kPanel, kTable));
  const Game& game = match_->game();
  const auto moves = game.moves();
  const std::size_t shown = shownMoves();
  // A game set up with white to play first leaves black's place in the first pair empty.
  const std::size_t lead = !moves.empty() && game.board().at(moves[0]) == Stone::White ? 1 : 0;
  const std::size_t pairs = (moves.size() + lead + 1) / 2;

  constexpr float kRowH = 26;
  constexpr float kTextSize = 19;
  const auto rowsShown = static_cast<std::size_t>((box.h - 14) / kRowH);
  // The pair on the board stays in view, with the one after it when there is one.
  const std::size_t inView = shown == 0 ? 0 : (shown - 1 + lead) / 2;
  const std::size_t lastFirst = pairs > rowsShown ? pairs - rowsShown : 0;
  const std::size_t first = std::min(inView + 2 > rowsShown ? inView + 2 - rowsShown : 0, lastFirst);

  const float numberW = 48;
  const float moveW = (box.w - numberW - 16) / 2;
  const int size = game.board().size();
  for (std::size_t row = first; row < pairs && row < first + rowsShown; ++row) {
    const float y = box.y + 7 + static_cast<float>(row - first) * kRowH;
    ui.text().draw(std::to_string(row + 1) + ".", kTextSize, {box.x + numberW, y + 2}, Palette::kDimText,
                   Align::Right);
    for (std::size_t column = 0; column < 2; ++column) {
      const std::size_t slot = row * 2 + column;
      if (slot < lead || slot - lead >= moves.size()) continue;
      const std::size_t move = slot - lead;  // from 0; the position after it has move + 1 moves
      const Box cell{box.x + numberW + 6 + static_cast<float>(column) * moveW, y, moveW - 4, kRowH - 2};
      if (ui.entry(toNotation(moves[move], size), cell, kTextSize, move + 1 == shown))
        intents_.add({.kind = Intent::Kind::ShowMoves, .moves = move + 1});
    }
  }
}

}  // namespace gomoku::app
