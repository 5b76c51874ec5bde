// The 26 standard openings of renju: the shapes the first three stones make, by which players
// name a game ("a Kagetsu"). Black's first stone is at the centre, White's second touches it:
// along a line (a direct opening, 1 to 13) or corner to corner (an indirect opening, 14 to 26);
// Black's third is anywhere else in the central 5x5, and the board's eight symmetries about the
// centre (rotations and reflections) make the 26 all there are.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "core/game.h"
#include "core/point.h"

namespace gomoku {

struct StandardOpening {
  int number = 0;            // 1 to 26: the direct openings first, each kind in RIF's order
  std::string_view name;     // the romanised Japanese name, as RIF writes it: "Kagetsu"
  std::string_view chinese;  // its Chinese name: "花月"
  bool direct() const { return number <= kDirectOpenings; }
  // The number within its kind, 1 to 13, as RIF numbers them: Hogetsu (20) is the seventh indirect
  // opening, "7I".
  int numberOfItsKind() const { return direct() ? number : number - kDirectOpenings; }

  static constexpr int kDirectOpenings = 13;
};

// All 26, by number.
std::span<const StandardOpening> standardOpenings();

// The standard opening the first three of `moves` make on a board of `boardSize`; nullopt when
// there are fewer than three, the board is not renju's 15x15, the first stone is not at the centre,
// the second does not touch it, or the third is outside the central 5x5.
std::optional<StandardOpening> standardOpening(std::span<const Point> moves, int boardSize);
// The standard opening a game under renju begins with; nullopt under the other rules, whose
// players do not name their openings so.
std::optional<StandardOpening> standardOpening(const Game& game);

}  // namespace gomoku
