#include "cli/board_printer.h"

#include <algorithm>

#include "cli/terminal_words.h"
#include "cli/text_grid.h"

namespace gomoku::cli {

std::string drawBoard(const Game& game) {
  const Board& board = game.board();
  const std::vector<Point> forbidden = game.forbiddenPoints();
  const std::span<const Point> offers = game.proposals();
  std::string letters;
  for (int x = 0; x < board.size(); ++x) letters += static_cast<char>('a' + x);
  return printGrid(letters, board.lastMove(), [&](Point p) {
    if (std::find(offers.begin(), offers.end(), p) != offers.end()) return kOfferMark;
    if (board.isEmpty(p) && std::find(forbidden.begin(), forbidden.end(), p) != forbidden.end())
      return kForbiddenMark;
    return stoneMark(board.at(p));
  });
}

}  // namespace gomoku::cli
