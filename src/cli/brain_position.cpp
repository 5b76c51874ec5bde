#include "cli/brain_position.h"

#include <algorithm>
#include <cassert>

namespace gomoku::cli {

bool BrainPosition::isEmpty(Point p) const {
  return std::none_of(stones_.begin(), stones_.end(), [p](const Placed& s) { return s.point == p; });
}

void BrainPosition::clear(int size) {
  assert(size >= kMinBoardSize && size <= kMaxBoardSize);
  size_ = size;
  stones_.clear();
}

void BrainPosition::add(Point p, Owner owner) {
  assert(contains(p) && isEmpty(p));
  stones_.push_back({p, owner});
}

bool BrainPosition::remove(Point p) {
  auto it = std::find_if(stones_.begin(), stones_.end(), [p](const Placed& s) { return s.point == p; });
  if (it == stones_.end()) return false;
  stones_.erase(it);
  return true;
}

Stone BrainPosition::ownColour() const {
  auto count = [this](Owner owner) {
    return std::count_if(stones_.begin(), stones_.end(),
                         [owner](const Placed& s) { return s.owner == owner; });
  };
  return count(Owner::Opponent) > count(Owner::Own) ? Stone::White : Stone::Black;
}

Board BrainPosition::board() const {
  const Stone own = ownColour();
  auto colourOf = [own](Owner owner) { return owner == Owner::Own ? own : opponent(own); };
  Board board(size_);
  bool alternates = true;
  Stone next = Stone::Black;
  for (const Placed& s : stones_) {
    if (s.owner == Owner::Nobody) {
      board.place(s.point, Stone::Wall);
      continue;
    }
    alternates = alternates && colourOf(s.owner) == next;
    next = opponent(next);
  }
  for (const Placed& s : stones_) {
    if (s.owner == Owner::Nobody) continue;
    if (alternates) {
      board.play(s.point);
    } else {
      board.place(s.point, colourOf(s.owner));
    }
  }
  board.setSideToMove(own);
  return board;
}

}  // namespace gomoku::cli
