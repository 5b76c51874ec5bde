// The network's first layer, kept up to date move by move: for every point the sum of the table
// rows of its four line shapes. A stone changes the shapes of the points within reach of it on
// its four lines and its own (at reach 3, up to 28 of them): each of their sums changes by the
// difference of two rows. Taking the stone back applies the same differences reversed, which in
// 16-bit wrapping sums restores every sum exactly, so undo costs what the move did and nothing
// need be copied per ply. Freestyle keeps two views (black as ours, white as ours), so that the
// mover's is always ready; renju one (black and white).
#pragma once

#include <cstdint>
#include <vector>

#include "ai/network.h"
#include "ai/network_kernels.h"
#include "core/board.h"

namespace gomoku::ai {

class ShapeSums {
 public:
  // An empty 15x15 board.
  ShapeSums(const Network& network, SimdPath path);
  // A copy would share the original's identity while its sums part from them.
  ShapeSums(const ShapeSums&) = delete;
  ShapeSums& operator=(const ShapeSums&) = delete;
  ShapeSums(ShapeSums&&) = default;
  // The sums of `board` (15x15), computed from nothing.
  void setBoard(const Board& board);

  // A stone of colour s put on (or taken off) the point p.
  void place(Point p, Stone s) { change(p, s, +1); }
  void remove(Point p, Stone s) { change(p, s, -1); }

  // The view the network reads for the side to move: freestyle, the mover's; renju, the one.
  int viewFor(Stone mover) const { return network_.viewCount() == 2 && mover == Stone::White ? 1 : 0; }
  // The sums of a view: [point][feature], points in reading order (y * 15 + x).
  const std::int16_t* sums(int view) const { return sums_[static_cast<std::size_t>(view)].data(); }
  // A count per point of a view that moves on whenever its sums change (a reader that kept the
  // counts it saw need compare the sums only where they moved), and on setBoard at every point.
  const std::uint32_t* stamps(int view) const { return stamps_[static_cast<std::size_t>(view)].data(); }
  // Different for every ShapeSums made: stamps are comparable only within one.
  std::uint64_t identity() const { return identity_; }
  // The shape index of a point's line in a view.
  int shape(int view, int line, int point) const {
    return shapes_[static_cast<std::size_t>(view)][static_cast<std::size_t>(line * kNetworkPoints + point)];
  }
  const Network& network() const { return network_; }

 private:
  void change(Point p, Stone s, int sign);
  const std::int16_t* row(int line, int shape) const;
  // What a stone of colour s is in a view: 1 (ours, or black) or 2.
  int stateOf(int view, Stone s) const { return (s == Stone::Black) == (view == 0) ? 1 : 2; }

  const Network& network_;
  const NetworkKernels& kernels_;
  std::vector<std::vector<std::uint16_t>> shapes_;  // [view][line * 225 + point]
  std::vector<std::vector<std::int16_t>> sums_;     // [view][point * features + feature]
  std::vector<std::vector<std::uint32_t>> stamps_;  // [view][point]
  std::uint64_t identity_;
  std::vector<int> digits_;  // the weight in a shape of each offset along a line
};

}  // namespace gomoku::ai
