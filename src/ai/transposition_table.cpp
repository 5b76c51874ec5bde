#include "ai/transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

#include "ai/evaluation.h"

namespace gomoku::ai {

static_assert(std::is_trivially_copyable_v<TableEntry> && std::is_aggregate_v<TableEntry>);

void TranspositionTable::Free::operator()(TableEntry* p) const {
  std::free(p);
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes * 1024 * 1024);
}

void TranspositionTable::resize(std::size_t bytes) {
  const std::size_t count = std::bit_floor(std::max<std::size_t>(bytes / sizeof(TableEntry), 1024));
  if (entries_ && count == count_) return;
  count_ = count;
  mask_ = count_ - 1;
  entries_.reset();  // the old table goes first, so the two never need memory together
  // All-zero bytes are an empty entry (Bound::None).
  entries_.reset(static_cast<TableEntry*>(std::calloc(count_, sizeof(TableEntry))));
  if (!entries_) throw std::bad_alloc();
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

void TranspositionTable::clear() {
  std::memset(static_cast<void*>(entries_.get()), 0, count_ * sizeof(TableEntry));
}

int TranspositionTable::scoreFromTable(int score, int ply) {
  if (score > kWinBound) return score - ply;
  if (score < -kWinBound) return score + ply;
  return score;
}

}  // namespace gomoku::ai
