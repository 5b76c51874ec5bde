// The move list of a game of Gomoku or Go as a tree: the main line numbered in pairs as players
// write it ("12. h8  i9", a pass in Go among the moves), each variation indented under the move it
// stands beside, its first row led by a marker that folds it ("-") or unfolds it ("+"); a move that
// carries a comment has a dot at its corner. A click on
// a move asks for its position, a click on a marker folds or unfolds. It scrolls only as far as it
// must to show the move on the board.
#pragma once

#include <SDL.h>

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/ui.h"
#include "core/game_tree.h"

namespace gomoku::app {

class TreeMoveList {
 public:
  static constexpr std::size_t kRows = 7;

  struct Row {
    int indent = 0;          // 0 on the main line, 1 in a variation, 2 in one inside it...
    std::size_t number = 0;  // the pair's number, from 1
    std::array<GameTree::Id, 2> moves{GameTree::kNone, GameTree::kNone};  // Black's column, White's
    GameTree::Id fold = GameTree::kNone;          // on a variation's first row: its first move
    std::array<bool, 2> commented{false, false};  // which of the two moves carries a comment
  };
  // The rows of `tree`; `lead` is 1 when the first move is White's; a variation whose first move is
  // in `folded` shows that move alone.
  static std::vector<Row> layOut(const GameTree& tree, std::size_t lead,
                                 const std::set<GameTree::Id>& folded);

  struct Click {
    enum class Kind : std::uint8_t { Move, Fold };
    Kind kind;
    GameTree::Id node;
  };
  // Scrolls to show the row of `shown`, `visible` rows at a time (the heading one of them).
  void follow(const std::vector<Row>& rows, GameTree::Id shown, std::size_t visible, bool headed);
  // Draws `visible` rows in `box` on `panel` under `heading` unless it is empty, the moves by
  // `name`; what was clicked, if anything was.
  std::optional<Click> draw(Ui& ui, Box box, SDL_Color panel, const std::vector<Row>& rows,
                            const std::function<std::string(GameTree::Id)>& name, GameTree::Id shown,
                            const std::set<GameTree::Id>& folded, std::size_t visible,
                            std::string_view heading = {}) const;
  std::size_t top() const { return top_; }

 private:
  std::size_t top_ = 0;  // the first row shown (the heading is row 0 when there is one)
};

}  // namespace gomoku::app
