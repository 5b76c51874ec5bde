// A Go board as text: columns A..T without I, rows counted from the bottom (as GTP and most Go
// programs write them), X Black, O White, + the star points, # the ko point, the last stone in [ ];
// after the count, the stones agreed dead in small letters (x, o).
#pragma once

#include <string>
#include <vector>

#include "core/go/game.h"

namespace gomoku::cli {

constexpr char kKoMark = '#';
// Said under a board that shows dead stones.
inline constexpr const char* kDeadStonesLegend = "x, o: dead Black and White stones, taken off in the count.";

// `dead`: stones to show dead (every stone of their chains is meant, as the count takes them).
std::string drawGoBoard(const go::Game& game, const std::vector<Point>& dead = {});

}  // namespace gomoku::cli
