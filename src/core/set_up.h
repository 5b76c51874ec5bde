// A Gomoku position set up stone by stone (the board editor, a record's AB and AW), and why one
// cannot come from play: the stones must be a position some game reaches with the side to move
// chosen, so that the game goes on from it under its rule as from any other.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "core/board.h"
#include "core/rules.h"

namespace gomoku {

struct SetUp {
  Rule rule = Rule::Freestyle;
  int size = kDefaultBoardSize;
  std::span<const Point> black;
  std::span<const Point> white;
  Stone toMove = Stone::Black;
};

// Why a set-up position is refused. Counts: Black must have as many stones as White (Black to
// move) or one more (White to move); `black` and `white` are the counts. Five: a winning line
// already stands, from `at`, of `colour`. Overline: under renju Black's six or more in a row, a
// foul no game can reach. OffBoard and Doubled: a point off the board or given twice.
struct ImpossiblePosition {
  enum class Reason : std::uint8_t { OffBoard, Doubled, Counts, Five, Overline };
  Reason reason;
  Stone colour = Stone::Empty;
  Point at = kNoPoint;
  int black = 0;
  int white = 0;
  // "Black has 4 stones and White 2: Black must have as many as White, or one more", ...
  std::string message(int boardSize) const;
};

std::optional<ImpossiblePosition> whyImpossible(const SetUp& position);

// The set-up stones in an order a game could have played them, Black first and the colours
// alternating (for a position whyImpossible accepts).
std::vector<Point> playingOrder(const SetUp& position);

}  // namespace gomoku
