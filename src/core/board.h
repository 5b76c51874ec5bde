// The stones on the board, the moves that put them there, and a Zobrist hash.
// Moving and undoing are O(1): one cell write, one hash update, one push or pop.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <vector>

#include "core/point.h"

namespace gomoku {

class Board {
 public:
  // Cells live in a grid with a wall kPad deep on every side, so that a look up to kPad points
  // along any line from a point on the board never needs a bounds check.
  static constexpr int kPad = 5;
  static constexpr int kStride = kMaxBoardSize + 2 * kPad;
  static constexpr int kCells = kStride * kStride;

  explicit Board(int size = kDefaultBoardSize);

  int size() const { return size_; }
  bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
  Stone at(Point p) const { return cells_[index(p)]; }
  bool isEmpty(Point p) const { return at(p) == Stone::Empty; }
  bool isFull() const { return stoneCount_ == size_ * size_; }
  int stoneCount() const { return stoneCount_; }

  Stone sideToMove() const { return sideToMove_; }
  void setSideToMove(Stone s) { sideToMove_ = s; }
  std::span<const Point> moves() const { return moves_; }
  Point lastMove() const { return moves_.empty() ? kNoPoint : moves_.back(); }
  std::uint64_t hash() const { return hash_; }

  // Puts the side to move's stone on the empty point p and passes the turn.
  void play(Point p);
  // Takes back the last move played.
  void undo();
  // Sets up a position stone by stone, outside the move history (test positions, puzzles).
  void place(Point p, Stone s);

  // The padded grid, for code that walks lines quickly (rules, engine).
  static constexpr int index(Point p) { return (p.y + kPad) * kStride + p.x + kPad; }
  static constexpr Point pointAt(int index) { return {index % kStride - kPad, index / kStride - kPad}; }
  const std::array<Stone, kCells>& cells() const { return cells_; }

 private:
  int size_;
  Stone sideToMove_ = Stone::Black;
  int stoneCount_ = 0;
  std::uint64_t hash_ = 0;
  std::array<Stone, kCells> cells_;
  std::vector<Point> moves_;
};

// The four line directions as steps in the padded grid: across, down, and the two diagonals.
inline constexpr std::array<int, 4> kLineSteps{1, Board::kStride, Board::kStride + 1, Board::kStride - 1};
inline constexpr std::array<Point, 4> kLineDirections{Point{1, 0}, Point{0, 1}, Point{1, 1}, Point{-1, 1}};

// The Zobrist key of a stone of colour s (Black or White) on the point p.
std::uint64_t zobristKey(Point p, Stone s);

}  // namespace gomoku
