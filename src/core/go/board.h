// A Go board (围棋): stones on the points of a square grid, chains of one colour joined along the
// lines, their liberties, and captures. It knows no turns or ko; go::Game plays by the rules.
#pragma once

#include <cstdint>
#include <vector>

#include "core/point.h"

namespace gomoku::go {

// 9x9, 13x13 and 19x19 are the sizes people play; the rules hold on any square board up to 19
// (GNU Go's largest, and what a GTP engine is sure to accept).
constexpr int kMinBoardSize = 2;
constexpr int kMaxBoardSize = 19;
constexpr bool isBoardSize(int size) {
  return size >= kMinBoardSize && size <= kMaxBoardSize;
}

class Board {
 public:
  explicit Board(int size = 19);

  int size() const { return size_; }
  bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
  Stone at(Point p) const { return cells_[index(p)]; }
  bool isEmpty(Point p) const { return at(p) == Stone::Empty; }
  int stoneCount(Stone colour) const;
  // A Zobrist hash of the stones alone (who is to move is not part of it), for superko.
  std::uint64_t hash() const { return hash_; }
  friend bool operator==(const Board& a, const Board& b) { return a.cells_ == b.cells_; }

  // The points next to p along the lines: 2 in a corner, 3 on an edge, 4 elsewhere.
  std::vector<Point> neighbours(Point p) const;
  // The chain through the stone on p: every stone of its colour joined to it along the lines.
  std::vector<Point> chain(Point p) const;
  // The empty points next to the chain through the stone on p.
  std::vector<Point> liberties(Point p) const;
  int libertyCount(Point p) const { return static_cast<int>(liberties(p).size()); }
  // The opponent stones a stone of `colour` on the empty point p would capture: every chain
  // next to p whose only liberty is p.
  std::vector<Point> capturesOf(Point p, Stone colour) const;
  // Would a stone of `colour` on the empty point p be left without liberties after its captures?
  bool isSuicide(Point p, Stone colour) const;
  // The hash of the position after a stone of `colour` on the empty point p and its captures.
  std::uint64_t hashAfter(Point p, Stone colour) const;

  // Puts a stone of `colour` on the empty point p and removes what it captures; the points
  // taken off the board. Legality (suicide, ko) is the caller's question.
  std::vector<Point> play(Point p, Stone colour);
  // Sets a point directly: setup stones, dead stones lifted for scoring, undo putting back captures.
  void set(Point p, Stone s);

 private:
  int index(Point p) const { return p.y * size_ + p.x; }

  int size_;
  std::vector<Stone> cells_;
  std::uint64_t hash_ = 0;
};

}  // namespace gomoku::go
