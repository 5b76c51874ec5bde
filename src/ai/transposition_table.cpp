#include "ai/transposition_table.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>

#include "ai/evaluation.h"

namespace gomoku::ai {
namespace {

constexpr std::size_t kSlotBytes = 2 * sizeof(std::uint64_t);

// An entry's fields but the key in one word: score, move, depth, bound from the low bits up.
std::uint64_t pack(const TableEntry& e) {
  return std::uint64_t{static_cast<std::uint16_t>(e.score)} |
         std::uint64_t{static_cast<std::uint16_t>(e.move)} << 16 |
         std::uint64_t{static_cast<std::uint16_t>(e.depth)} << 32 |
         std::uint64_t{static_cast<std::uint8_t>(e.bound)} << 48;
}

TableEntry unpack(std::uint64_t key, std::uint64_t data) {
  return {key, static_cast<std::int16_t>(data & 0xffff), static_cast<std::int16_t>(data >> 16 & 0xffff),
          static_cast<std::int16_t>(data >> 32 & 0xffff), static_cast<Bound>(data >> 48 & 0xff)};
}

std::uint64_t load(const std::uint64_t& word) {
  return std::atomic_ref(const_cast<std::uint64_t&>(word)).load(std::memory_order_relaxed);
}

void save(std::uint64_t& word, std::uint64_t value) {
  std::atomic_ref(word).store(value, std::memory_order_relaxed);
}

}  // namespace

void TranspositionTable::Free::operator()(std::uint64_t* p) const {
  std::free(p);
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes * 1024 * 1024);
}

void TranspositionTable::resize(std::size_t bytes) {
  const std::size_t count = std::bit_floor(std::max<std::size_t>(bytes / kSlotBytes, 1024));
  if (words_ && count == count_) return;
  count_ = count;
  mask_ = count_ - 1;
  words_.reset();  // the old table goes first, so the two never need memory together
  // All-zero words are an empty slot (Bound::None).
  words_.reset(static_cast<std::uint64_t*>(std::calloc(2 * count_, sizeof(std::uint64_t))));
  if (!words_) throw std::bad_alloc();
}

std::optional<TableEntry> TranspositionTable::probe(std::uint64_t key) const {
  const std::uint64_t* slot = &words_[2 * (key & mask_)];
  const std::uint64_t data = load(slot[1]);
  const std::uint64_t check = load(slot[0]);
  if ((check ^ data) != key) return std::nullopt;
  TableEntry e = unpack(key, data);
  if (e.bound == Bound::None) return std::nullopt;
  return e;
}

void TranspositionTable::store(std::uint64_t key, int score, Cell move, int depth, Bound bound, int ply) {
  std::uint64_t* slot = &words_[2 * (key & mask_)];
  const std::optional<TableEntry> old = probe(key);
  // Keep a deeper result of the same position unless this one is exact.
  if (old && old->depth > depth && bound != Bound::Exact) return;
  if (score > kWinBound) score += ply;
  if (score < -kWinBound) score -= ply;
  if (move == kNoCell && old) move = old->move;
  const std::uint64_t data = pack({key, static_cast<std::int16_t>(score), static_cast<std::int16_t>(move),
                                   static_cast<std::int16_t>(std::clamp(depth, -30000, 30000)), bound});
  save(slot[1], data);
  save(slot[0], key ^ data);
}

void TranspositionTable::clear() {
  std::memset(static_cast<void*>(words_.get()), 0, 2 * count_ * sizeof(std::uint64_t));
}

int TranspositionTable::scoreFromTable(int score, int ply) {
  if (score > kWinBound) return score - ply;
  if (score < -kWinBound) return score + ply;
  return score;
}

}  // namespace gomoku::ai
