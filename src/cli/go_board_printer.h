// A Go board as text: columns A..T without I, rows counted from the bottom (as GTP and most Go
// programs write them), X Black, O White, + the star points, # the ko point, the last stone in [ ].
#pragma once

#include <string>

#include "core/go/game.h"

namespace gomoku::cli {

constexpr char kKoMark = '#';

std::string drawGoBoard(const go::Game& game);

}  // namespace gomoku::cli
