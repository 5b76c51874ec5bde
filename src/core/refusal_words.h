// The words for a move refused for a reason both games share (off the board, occupied, the game
// over): Gomoku's and Go's IllegalMove::message say them from here, so that a bad move - from a
// peer, the terminal or a save - is refused with the same words in either game.
#pragma once

#include <string_view>

namespace gomoku::refusal {

inline constexpr std::string_view kOffBoard = "off the board";
inline constexpr std::string_view kOccupied = "occupied";
inline constexpr std::string_view kGameOver = "the game is over";

}  // namespace gomoku::refusal
