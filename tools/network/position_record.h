// One labelled position of the network's data, as gomoku-nn-label writes it and the trainer reads
// it: the stones, whose move it is, the game's result for that side, a deeper search's score and
// move, and what today's evaluation and move ordering say of it (so that the network's figures are
// set beside the engine's own). A fixed-size little-endian record (README.md gives the layout).
#pragma once

#include <array>
#include <climits>
#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>
#include <vector>

#include "ai/move_generation.h"
#include "ai/position.h"

namespace gomoku::network {

constexpr int kBoardSize = 15;
constexpr int kPoints = kBoardSize * kBoardSize;
constexpr std::uint8_t kNoMove = 255;
constexpr std::int32_t kNoScore = INT32_MIN;  // the game's own move was not searched (the opening)

struct PositionRecord {
  std::array<std::uint8_t, kPoints> stones{};  // reading order (y * 15 + x): 0 empty, 1 black, 2 white
  std::uint8_t rule = 0;                       // Rule: 0 freestyle, 1 standard, 2 renju
  std::uint8_t mover = 1;                      // 1 black, 2 white
  std::int8_t result = 0;                      // the game's end for the mover: 1 won, 0 drawn, -1 lost
  std::uint8_t deepMove = kNoMove;             // the deeper search's move
  std::uint8_t gameMove = kNoMove;             // the move played in the game
  std::array<std::uint8_t, 3> orderFirst{kNoMove, kNoMove, kNoMove};  // today's ordering's three best
  std::uint16_t ply = 0;
  std::uint32_t game = 0;  // the game's number in its file: games are held out whole
  std::int32_t deepScore = 0;
  std::int32_t gameScore = kNoScore;  // the game's own search, at its node limit
  std::int32_t staticValue = 0;       // today's static evaluation (the search's leaf value)
  std::array<std::uint8_t, (kPoints + 7) / 8> candidates{};  // generateMoves()' moves, a bit per point
};
constexpr int kRecordBytes = kPoints + 5 + 3 + 2 + 4 + 3 * 4 + (kPoints + 7) / 8;

// The point index of a cell (kNoMove for kNoCell).
std::uint8_t pointIndex(ai::Cell c);

// The stones, the mover, today's static value, ordering and candidates of `pos` (whose moves
// generateMoves() gave as `moves`); the labels are the caller's.
PositionRecord describe(const ai::Position& pos, const std::vector<ai::ScoredMove>& moves);

// Today's static evaluation for the side to move: the search's leaf value.
int staticValue(const ai::Position& pos);

void write(std::ostream& out, const PositionRecord& record);
std::optional<PositionRecord> read(std::istream& in);

}  // namespace gomoku::network
