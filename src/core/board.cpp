#include "core/board.h"

namespace gomoku {
namespace {

// Fixed keys (splitmix64 from a constant seed) so that hashes are the same in every run.
struct ZobristTable {
  std::array<std::array<std::uint64_t, 2>, kMaxBoardSize * kMaxBoardSize> keys{};
  ZobristTable() {
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    for (auto& pair : keys) {
      for (auto& key : pair) {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        key = z ^ (z >> 31);
      }
    }
  }
};

const ZobristTable kZobrist;

}  // namespace

std::uint64_t zobristKey(Point p, Stone s) {
  return kZobrist.keys[p.y * kMaxBoardSize + p.x][s == Stone::Black ? 0 : 1];
}

Board::Board(int size) : size_(size) {
  assert(size >= kMinBoardSize && size <= kMaxBoardSize);
  cells_.fill(Stone::Wall);
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) cells_[index({x, y})] = Stone::Empty;
  moves_.reserve(size_ * size_);
}

void Board::play(Point p) {
  assert(contains(p) && isEmpty(p));
  cells_[index(p)] = sideToMove_;
  hash_ ^= zobristKey(p, sideToMove_);
  ++stoneCount_;
  moves_.push_back(p);
  sideToMove_ = opponent(sideToMove_);
}

void Board::undo() {
  assert(!moves_.empty());
  Point p = moves_.back();
  moves_.pop_back();
  sideToMove_ = opponent(sideToMove_);
  cells_[index(p)] = Stone::Empty;
  hash_ ^= zobristKey(p, sideToMove_);
  --stoneCount_;
}

void Board::place(Point p, Stone s) {
  assert(contains(p));
  Stone& cell = cells_[index(p)];
  if (cell != Stone::Empty) {
    hash_ ^= zobristKey(p, cell);
    --stoneCount_;
  }
  cell = s;
  if (s != Stone::Empty) {
    hash_ ^= zobristKey(p, s);
    ++stoneCount_;
  }
}

}  // namespace gomoku
