// The transposition table: what an earlier search learned about a position, found by its
// Zobrist key, so that a position reached by another move order is not searched again.
#pragma once

#include <cstdint>
#include <memory>

#include "ai/position.h"

namespace gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
  std::uint64_t key = 0;
  std::int16_t score = 0;
  std::int16_t move = kNoCell;
  std::int8_t depth = 0;
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes);
  // Makes the table the largest power-of-two number of entries within `bytes`; a table whose
  // size changes starts empty, one whose size stays keeps what it knows.
  void resize(std::size_t bytes);
  // The entry for `key`, or nullptr.
  const TableEntry* probe(std::uint64_t key) const;
  void store(std::uint64_t key, int score, Cell move, int depth, Bound bound, int ply);
  void clear();

  // Win scores are stored as distances from this node, not from the root.
  static int scoreFromTable(int score, int ply);

 private:
  // Zeroed memory straight from the system (calloc): a large table costs nothing until used.
  struct Free {
    void operator()(TableEntry* p) const;
  };
  std::unique_ptr<TableEntry[], Free> entries_;
  std::size_t count_ = 0;
  std::uint64_t mask_ = 0;
};

}  // namespace gomoku::ai
