// The transposition table: what an earlier search learned about a position, found by its
// Zobrist key, so that a position reached by another move order is not searched again. Search
// threads share one table: each slot is two 64-bit words read and written atomically, the key
// kept XORed with the data, so a slot torn by two writers reads as a miss, never as a wrong entry.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "ai/position.h"

namespace gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
  std::uint64_t key = 0;
  std::int16_t score = 0;
  std::int16_t move = kNoCell;
  std::int16_t depth = 0;  // in the search's units (sixteenths of a ply)
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes);
  // Makes the table the largest power-of-two number of entries within `bytes`; a table whose
  // size changes starts empty, one whose size stays keeps what it knows.
  void resize(std::size_t bytes);
  // The entry for `key`, if the table has one.
  std::optional<TableEntry> probe(std::uint64_t key) const;
  void store(std::uint64_t key, int score, Cell move, int depth, Bound bound, int ply);
  // Not while another thread searches.
  void clear();

  // Win scores are stored as distances from this node, not from the root.
  static int scoreFromTable(int score, int ply);

 private:
  // Zeroed memory straight from the system (calloc): a large table costs nothing until used.
  struct Free {
    void operator()(std::uint64_t* p) const;
  };
  std::unique_ptr<std::uint64_t[], Free> words_;  // two a slot: key ^ data, then data
  std::size_t count_ = 0;
  std::uint64_t mask_ = 0;
};

}  // namespace gomoku::ai
