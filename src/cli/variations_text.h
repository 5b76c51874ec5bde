// The terminal's `variations` and `variation N`, the same for Gomoku and Go: the moves that can
// follow where the game stands (the main line's first), and a step into one of them.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

#include "core/game_tree.h"

namespace gomoku::cli {

// A move of the tree as the game writes it ("h8", "D4", "pass").
using MoveName = std::function<std::string(GameTree::Id)>;

// "After 2. h9: 1. i8 (the main line), 2. a1 (3 moves). Type variation N to step into one."; `here`
// names where the game stands ("At the start", "After 2. h9").
void listVariations(const GameTree& tree, const std::string& here, const MoveName& name, std::ostream& out);

// Steps into the variation `variations` numbered `number` by `goTo` (the match's, which keeps the
// players in step), and says so with the comment on the move stepped to; false, saying why, when
// there is no such variation or the game cannot go there.
bool stepIntoVariation(const GameTree& tree, std::size_t number, const MoveName& name,
                       const std::function<bool(GameTree::Id)>& goTo, std::ostream& out);

}  // namespace gomoku::cli
