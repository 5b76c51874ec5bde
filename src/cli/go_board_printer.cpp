#include "cli/go_board_printer.h"

#include <algorithm>
#include <cctype>

#include "cli/terminal_words.h"
#include "cli/text_grid.h"
#include "core/go/handicap.h"
#include "core/go/scoring.h"
#include "core/go/vertex.h"

namespace gomoku::cli {

std::string drawGoBoard(const go::Game& game, const std::vector<Point>& dead) {
  const go::Board& board = game.board();
  const int n = board.size();
  const Point last = game.lastStone();
  const std::vector<Point> stars = go::starPoints(n);
  const std::optional<Point> ko = game.koPoint();
  const std::vector<Point> deadStones = dead.empty() ? dead : go::wholeChains(board, dead);

  std::string letters;
  for (int x = 0; x < n; ++x) letters += go::toVertex({x, 0}, n).front();
  return printGrid(letters, last, [&](Point p) {
    if (board.at(p) == Stone::Black || board.at(p) == Stone::White) {
      const char mark = stoneMark(board.at(p));
      const bool isDead = std::ranges::find(deadStones, p) != deadStones.end();
      return isDead ? static_cast<char>(std::tolower(static_cast<unsigned char>(mark))) : mark;
    }
    if (ko == p) return kKoMark;
    return std::ranges::find(stars, p) != stars.end() ? '+' : '.';
  });
}

}  // namespace gomoku::cli
