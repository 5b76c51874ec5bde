// gomoku-bench: the engine's bench, as Stockfish has one. From fixed positions it reports the
// nodes of a fixed-depth search (a signature that changes only when the search does), nodes per
// second, the depth reached in one second, and the time to solve the VCF puzzle suite.
// Run from a release build: ./build/release/tests/bench/gomoku-bench [depth]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/test_positions.h"
#include "../ai/vcf_puzzles.h"
#include "ai/search.h"
#include "ai/threat_search.h"

namespace {

using namespace gomoku;
using Clock = std::chrono::steady_clock;

struct BenchPosition {
  Rule rule;
  std::string_view moves;  // in notation, black first
};

// Middle-game positions taken from engine games, in every rule and with either side to move.
const std::vector<BenchPosition> kPositions{
    {Rule::Freestyle, "h8 i9 g9 h10 j8 g10"},
    {Rule::Freestyle, "g11 h5 h8 f12 f8 g9 f7 f9 e9 g7 g8"},
    {Rule::Freestyle, "j8 k10 e8 j9 l11 i8 g6 h7 g7 g8 i6 f9"},
    {Rule::Standard, "e5 h8 i5 d6 j5 h5 j6 j4 i6"},
    {Rule::Renju, "f7 k5 k11 j6 i7 k6 k7 l6 i6 i8"},
    {Rule::Renju, "g11 h5 h8 f12 e11 f11 f10 g9 g7 h12 g12"},
    {Rule::Renju, "j8 k10 e8 j11 i12 g9 k11 j6 j10 i7 h8 i9"},
    {Rule::Renju, "e5 h8 i5 j8 i9 h11 i8 i11 g11 j9 j10"},
};

Board boardOf(std::string_view moves) {
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

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int depth = argc > 1 ? std::atoi(argv[1]) : 8;

  std::uint64_t totalNodes = 0;
  double searchSeconds = 0;
  std::printf("fixed depth %d:\n", depth);
  for (const BenchPosition& p : kPositions) {
    ai::SearchEngine engine;
    ai::SearchLimits limits;
    limits.turnTime = std::chrono::hours(1);
    limits.maxDepth = depth;
    auto start = Clock::now();
    ai::SearchResult r = engine.think(boardOf(p.moves), p.rule, limits);
    double seconds = secondsSince(start);
    searchSeconds += seconds;
    totalNodes += r.nodes;
    std::printf("  %-9s %-44s best %-4s score %6d nodes %9llu  %.2f s\n",
                std::string(ruleName(p.rule)).c_str(), std::string(p.moves).c_str(),
                toNotation(r.move, 15).c_str(), r.score, static_cast<unsigned long long>(r.nodes), seconds);
  }

  std::printf("depth in 1 s:\n");
  int depthSum = 0;
  for (const BenchPosition& p : kPositions) {
    ai::SearchEngine engine;
    ai::SearchLimits limits;
    limits.turnTime = std::chrono::milliseconds(1000);
    ai::SearchResult r = engine.think(boardOf(p.moves), p.rule, limits);
    depthSum += r.depth;
    std::printf("  %-9s depth %2d nodes %9llu\n", std::string(ruleName(p.rule)).c_str(), r.depth,
                static_cast<unsigned long long>(r.nodes));
  }

  const auto& puzzles = ai::test::vcfPuzzles();
  constexpr int kRounds = 200;
  std::uint64_t vcfNodes = 0;
  int solved = 0;
  auto vcfStart = Clock::now();
  for (int round = 0; round < kRounds; ++round) {
    for (const auto& puzzle : puzzles) {
      ai::Position pos(ai::test::boardFromPicture(puzzle.picture, puzzle.toMove), puzzle.rule);
      ai::ThreatSearch search;
      solved += search.findVcf(pos, 30);
      vcfNodes += search.nodes();
    }
  }
  double vcfSeconds = secondsSince(vcfStart) / kRounds;

  std::printf("\nbench signature (nodes at depth %d): %llu\n", depth,
              static_cast<unsigned long long>(totalNodes));
  std::printf("nodes/second: %.0f\n", static_cast<double>(totalNodes) / searchSeconds);
  std::printf("mean depth in 1 s: %.1f\n",
              static_cast<double>(depthSum) / static_cast<double>(kPositions.size()));
  std::printf("VCF suite: %d of %zu solved, %.3f ms (set-up included), %llu nodes\n", solved / kRounds,
              puzzles.size(), vcfSeconds * 1000, static_cast<unsigned long long>(vcfNodes / kRounds));
  return 0;
}
