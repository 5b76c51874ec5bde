// A set of the board's cells, one bit a cell, read in reading order: the engine's candidate
// moves, kept up to date on every move and undo instead of found by scanning the board.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/board.h"

namespace gomoku::ai {

// Points are cells of the padded grid (Board::index), so that neighbours are one addition away.
using Cell = int;
constexpr Cell kNoCell = -1;

class CellSet {
 public:
  void insert(Cell c) { words_[c >> 6] |= bit(c); }
  void erase(Cell c) { words_[c >> 6] &= ~bit(c); }
  bool contains(Cell c) const { return (words_[c >> 6] & bit(c)) != 0; }
  bool operator==(const CellSet&) const = default;

  class Iterator {
   public:
    Iterator(const CellSet* set, int word) : set_(set), word_(word) {
      if (word_ < kWords) bits_ = set_->words_[word_];
      skipEmptyWords();
    }
    Cell operator*() const { return word_ * 64 + std::countr_zero(bits_); }
    Iterator& operator++() {
      bits_ &= bits_ - 1;
      skipEmptyWords();
      return *this;
    }
    bool operator==(const Iterator& other) const { return word_ == other.word_ && bits_ == other.bits_; }

   private:
    void skipEmptyWords() {
      while (bits_ == 0 && ++word_ < kWords) bits_ = set_->words_[word_];
      if (word_ >= kWords) word_ = kWords;
    }
    const CellSet* set_;
    int word_;
    std::uint64_t bits_ = 0;
  };
  Iterator begin() const { return {this, 0}; }
  Iterator end() const { return {this, kWords}; }

 private:
  static constexpr int kWords = Board::kCells / 64;
  static_assert(Board::kCells % 64 == 0);
  static std::uint64_t bit(Cell c) { return std::uint64_t{1} << (c & 63); }
  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace gomoku::ai
