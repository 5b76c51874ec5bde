#include "core/go/board.h"

#include <algorithm>
#include <cassert>

#include "core/board.h"

namespace gomoku::go {

Board::Board(int size) : size_(size), cells_(static_cast<std::size_t>(size * size), Stone::Empty) {
  assert(isBoardSize(size));
}

int Board::stoneCount(Stone colour) const {
  return static_cast<int>(std::ranges::count(cells_, colour));
}

std::vector<Point> Board::neighbours(Point p) const {
  std::vector<Point> next;
  next.reserve(4);
  for (Point step : {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}}) {
    Point q{p.x + step.x, p.y + step.y};
    if (contains(q)) next.push_back(q);
  }
  return next;
}

std::vector<Point> Board::chain(Point p) const {
  assert(contains(p) && !isEmpty(p));
  const Stone colour = at(p);
  std::vector<char> seen(cells_.size(), 0);
  std::vector<Point> stones{p};
  seen[index(p)] = 1;
  // The list grows as the flood fill finds stones; each stone is looked around once.
  for (std::size_t i = 0; i < stones.size(); ++i) {
    for (Point q : neighbours(stones[i])) {
      if (at(q) != colour || seen[index(q)]) continue;
      seen[index(q)] = 1;
      stones.push_back(q);
    }
  }
  return stones;
}

std::vector<Point> Board::liberties(Point p) const {
  std::vector<char> seen(cells_.size(), 0);
  std::vector<Point> free;
  for (Point stone : chain(p)) {
    for (Point q : neighbours(stone)) {
      if (!isEmpty(q) || seen[index(q)]) continue;
      seen[index(q)] = 1;
      free.push_back(q);
    }
  }
  return free;
}

std::vector<Point> Board::capturesOf(Point p, Stone colour) const {
  assert(contains(p) && isEmpty(p));
  const Stone enemy = opponent(colour);
  std::vector<Point> taken;
  for (Point q : neighbours(p)) {
    // Two sides of p may touch the same chain: it is taken once.
    if (at(q) != enemy || std::ranges::find(taken, q) != taken.end()) continue;
    std::vector<Point> free = liberties(q);
    if (free.size() == 1 && free[0] == p) {
      std::vector<Point> stones = chain(q);
      taken.insert(taken.end(), stones.begin(), stones.end());
    }
  }
  return taken;
}

bool Board::isSuicide(Point p, Stone colour) const {
  assert(contains(p) && isEmpty(p));
  for (Point q : neighbours(p)) {
    if (isEmpty(q)) return false;
  }
  if (!capturesOf(p, colour).empty()) return false;
  // With no empty neighbour and nothing captured, the stone lives only through a friendly chain
  // that has a liberty besides p.
  for (Point q : neighbours(p)) {
    if (at(q) != colour) continue;
    for (Point free : liberties(q))
      if (free != p) return false;
  }
  return true;
}

std::uint64_t Board::hashAfter(Point p, Stone colour) const {
  std::uint64_t after = hash_ ^ zobristKey(p, colour);
  for (Point q : capturesOf(p, colour)) after ^= zobristKey(q, opponent(colour));
  return after;
}

std::vector<Point> Board::play(Point p, Stone colour) {
  std::vector<Point> taken = capturesOf(p, colour);
  set(p, colour);
  for (Point q : taken) set(q, Stone::Empty);
  return taken;
}

void Board::set(Point p, Stone s) {
  assert(contains(p) && (s == Stone::Empty || s == Stone::Black || s == Stone::White));
  Stone& cell = cells_[index(p)];
  if (cell != Stone::Empty) hash_ ^= zobristKey(p, cell);
  cell = s;
  if (cell != Stone::Empty) hash_ ^= zobristKey(p, cell);
}

}  // namespace gomoku::go
