// The bench's positions and its signature: the nodes of a fixed-depth search over them. The
// count changes only when the search does, so gomoku-bench prints it and a test pins it.
#pragma once

#include <chrono>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ai/search.h"
#include "core/board.h"

namespace gomoku::ai::test {

struct BenchPosition {
  Rule rule;
  std::string_view moves;  // in notation, black first
};

// Middle-game positions taken from engine games, in every rule and with either side to move.
inline const std::vector<BenchPosition> kBenchPositions{
    {Rule::Freestyle, "h8 i9 g9 h10 j8 g10"},
    {Rule::Freestyle, "g11 h5 h8 f12 f8 g9 f7 f9 e9 g7 g8"},
    {Rule::Freestyle, "j8 k10 e8 j9 l11 i8 g6 h7 g7 g8 i6 f9"},
    {Rule::Standard, "e5 h8 i5 d6 j5 h5 j6 j4 i6"},
    {Rule::Renju, "f7 k5 k11 j6 i7 k6 k7 l6 i6 i8"},
    {Rule::Renju, "g11 h5 h8 f12 e11 f11 f10 g9 g7 h12 g12"},
    {Rule::Renju, "j8 k10 e8 j11 i12 g9 k11 j6 j10 i7 h8 i9"},
    {Rule::Renju, "e5 h8 i5 j8 i9 h11 i8 i11 g11 j9 j10"},
};

inline Board boardOf(std::string_view moves) {
  Board board(15);
  std::size_t at = 0;
  while (at < moves.size()) {
    std::size_t end = moves.find(' ', at);
    if (end == std::string_view::npos) end = moves.size();
    board.play(*parseNotation(moves.substr(at, end - at), 15));
    at = end + 1;
  }
  return board;
}

// A fresh Master engine's search of `p` to `depth`, with no clock to end it early.
inline SearchResult benchSearch(const BenchPosition& p, int depth, const SearchSettings& settings = {}) {
  SearchEngine engine(settings);
  SearchLimits limits;
  limits.turnTime = std::chrono::hours(1);
  limits.maxDepth = depth;
  return engine.think(boardOf(p.moves), p.rule, limits);
}

}  // namespace gomoku::ai::test
