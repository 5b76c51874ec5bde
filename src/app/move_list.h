// Go's move list beside the log (Gomoku's is a tree: app/tree_move_list): the moves numbered in
// pairs as players write them ("12. D4  Q16"), the one whose position is on the board lit; a click
// asks for the position after that move. The list scrolls only as far as it must to show the
// pair on the board (and, following the game, the newest pair), so that a click never moves the
// list under the mouse.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>

#include "app/ui.h"

namespace gomoku::app {

class MoveList {
 public:
  static constexpr std::size_t kRows = 7;

  // `made` moves, of which the position after `shown` is on the board; `lead` is 1 when the first
  // move is White's (its pair starts with an empty place).
  void follow(std::size_t made, std::size_t lead, std::size_t shown);
  // Draws the moves by their `names` in `box` on `panel`; the number of moves of the position
  // clicked, if one was.
  std::optional<std::size_t> draw(Ui& ui, Box box, SDL_Color panel, std::span<const std::string> names,
                                  std::size_t lead, std::size_t shown) const;
  // The first pair shown.
  std::size_t top() const { return top_; }

 private:
  std::size_t top_ = 0;  // the first row shown
};

}  // namespace gomoku::app
