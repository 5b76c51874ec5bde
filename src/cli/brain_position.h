// The position a Gomocup manager has told the brain about: its stones marked as the brain's own
// or the opponent's (the protocol never says black or white), in the order they came.
#pragma once

#include <cstdint>
#include <vector>

#include "core/board.h"

namespace gomoku::cli {

enum class Owner : std::uint8_t {
  Own = 1,       // field 1 in BOARD
  Opponent = 2,  // field 2
  Nobody = 3,    // field 3: a stone of a continuous game's winning line, out of play
};

class BrainPosition {
 public:
  explicit BrainPosition(int size = kDefaultBoardSize) : size_(size) {}

  int size() const { return size_; }
  bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
  bool isEmpty(Point p) const;
  bool isFull() const { return static_cast<int>(stones_.size()) == size_ * size_; }

  // Empties the board, at a new size (5 to 22).
  void clear(int size);
  // Puts a stone on an empty point of the board.
  void add(Point p, Owner owner);
  // Takes the stone on p off; false if there is none.
  bool remove(Point p);

  // The brain is to move. Black moves first, so with as many stones as the opponent the brain is
  // black, and with one fewer it is white.
  Stone ownColour() const;
  // The position as a Board with the brain to move. When the stones came in an order that
  // alternates from black, they are played in that order, so the board knows the move history.
  Board board() const;

 private:
  struct Placed {
    Point point;
    Owner owner;
  };
  int size_;
  std::vector<Placed> stones_;
};

}  // namespace gomoku::cli
