#include "ai/transposition_table.h"

#include <algorithm>
#include <bit>

#include "ai/evaluation.h"

namespace gomoku::ai {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  std::size_t count = std::bit_floor(std::max<std::size_t>(megabytes * 1024 * 1024 / sizeof(TableEntry), 1024));
  entries_.resize(count);
  mask_ = count - 1;
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const {
  const TableEntry& e = entries_[key & mask_];
  return e.key == key && e.bound != Bound::None ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, Cell move, int depth, Bound bound, int ply) {
  TableEntry& e = entries_[key & mask_];
  // Keep a deeper result of the same position unless this one is exact.
  if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
  if (score > kWinBound) score += ply;
  if (score < -kWinBound) score -= ply;
  if (move == kNoCell && e.key == key) move = e.move;
  e = {key, static_cast<std::int16_t>(score), static_cast<std::int16_t>(move),
       static_cast<std::int8_t>(std::clamp(depth, -100, 100)), bound};
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), TableEntry{}); }

int TranspositionTable::scoreFromTable(int score, int ply) {
  if (score > kWinBound) return score - ply;
  if (score < -kWinBound) return score + ply;
  return score;
}

}  // namespace gomoku::ai
