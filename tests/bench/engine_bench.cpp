// gomoku-bench: the engine's bench, as Stockfish has one. From fixed positions it reports the
// nodes of a fixed-depth search (a signature that changes only when the search does), nodes per
// second, the depth reached in one second, and the time to solve the VCF puzzle suite.
// Run from a release build: ./build/release/tests/bench/gomoku-bench [depth]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/bench_positions.h"
#include "../ai/test_positions.h"
#include "../ai/vcf_puzzles.h"
#include "ai/search.h"
#include "ai/threat_search.h"

namespace {

using namespace gomoku;
using Clock = std::chrono::steady_clock;

using ai::test::boardOf;
using ai::test::kBenchPositions;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int depth = argc > 1 ? std::atoi(argv[1]) : 8;

  std::uint64_t totalNodes = 0;
  double searchSeconds = 0;
  std::printf("fixed depth %d:\n", depth);
  for (const ai::test::BenchPosition& p : kBenchPositions) {
    auto start = Clock::now();
    ai::SearchResult r = ai::test::benchSearch(p, depth);
    double seconds = secondsSince(start);
    searchSeconds += seconds;
    totalNodes += r.nodes;
    std::printf("  %-9s %-44s best %-4s score %6d nodes %9llu  %.2f s\n",
                std::string(ruleName(p.rule)).c_str(), std::string(p.moves).c_str(),
                toNotation(r.move, 15).c_str(), r.score, static_cast<unsigned long long>(r.nodes), seconds);
  }

  std::printf("depth in 1 s:\n");
  int depthSum = 0;
  double usedSum = 0, usedMost = 0;
  for (const ai::test::BenchPosition& p : kBenchPositions) {
    ai::SearchEngine engine;
    ai::SearchLimits limits;
    limits.turnTime = std::chrono::milliseconds(1000);
    auto start = Clock::now();
    ai::SearchResult r = engine.think(boardOf(p.moves), p.rule, limits);
    double used = secondsSince(start) * 1000;
    usedSum += used;
    usedMost = std::max(usedMost, used);
    depthSum += r.depth;
    std::printf("  %-9s depth %2d nodes %9llu  %4.0f ms\n", std::string(ruleName(p.rule)).c_str(), r.depth,
                static_cast<unsigned long long>(r.nodes), used);
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
              static_cast<double>(depthSum) / static_cast<double>(kBenchPositions.size()));
  std::printf("time used of a 1000 ms turn: mean %.0f ms, most %.0f ms\n",
              usedSum / static_cast<double>(kBenchPositions.size()), usedMost);
  std::printf("VCF suite: %d of %zu solved, %.3f ms (set-up included), %llu nodes\n", solved / kRounds,
              puzzles.size(), vcfSeconds * 1000, static_cast<unsigned long long>(vcfNodes / kRounds));
  return 0;
}
