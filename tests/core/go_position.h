// Go positions for tests, drawn as they look: rows from the top, X Black, O White, . empty.
#pragma once

#include <initializer_list>
#include <string_view>

#include "core/go/game.h"

namespace gomoku::go {

// The game whose setup stones are the diagram's, `toMove` first, under `setup` (its board size is
// the diagram's). Fails the test when the diagram is not a position.
Game goPosition(std::initializer_list<std::string_view> rows, Stone toMove = Stone::Black,
                GameSetup setup = {});

// The point a GTP vertex names ("C3") on a board of `size`; fails the test when it names none.
Point vertex(std::string_view text, int size);

}  // namespace gomoku::go
