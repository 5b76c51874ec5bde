// How fast the rules answer the questions the game and the engine ask on every move.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/rules.h"

namespace gomoku {
namespace {

// A real mid-game renju position (40 moves, black to move), with threes and fours about.
Board midGame() {
  static const char* kMoves[] = {"h8", "i9",  "i7", "g9", "j6", "k5",  "h6",  "g6",  "j8",  "j7",
                                 "k9", "l10", "h7", "h9", "f9", "j9",  "k8",  "l8",  "g7",  "f7",
                                 "e8", "g8",  "f6", "e5", "d9", "c10", "l7",  "m6",  "k10", "j11",
                                 "k7", "k6",  "i6", "l6", "n6", "j10", "k11", "i10", "h10", "h11"};
  Board board;
  for (const char* m : kMoves) board.play(*parseNotation(m, 15));
  return board;
}

std::vector<Point> emptyPoints(const Board& board) {
  std::vector<Point> empty;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x)
      if (board.isEmpty({x, y})) empty.push_back({x, y});
  return empty;
}

void BM_WinCheck(benchmark::State& state) {
  Board board = midGame();
  std::vector<Point> empty = emptyPoints(board);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(isWin(board, empty[i], Stone::Black, Rule::Renju));
    i = (i + 1) % empty.size();
  }
}
BENCHMARK(BM_WinCheck);

// One legality check, averaged over every empty point of the mid-game board.
void BM_RenjuLegalityOfOneMove(benchmark::State& state) {
  Board board = midGame();
  std::vector<Point> empty = emptyPoints(board);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(renjuFoul(board, empty[i]));
    i = (i + 1) % empty.size();
  }
}
BENCHMARK(BM_RenjuLegalityOfOneMove);

void BM_ForbiddenSetOfMidGameBoard(benchmark::State& state) {
  Board board = midGame();
  for (auto _ : state) benchmark::DoNotOptimize(forbiddenPoints(board));
  state.counters["forbidden"] = static_cast<double>(forbiddenPoints(board).size());
}
BENCHMARK(BM_ForbiddenSetOfMidGameBoard)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace gomoku
