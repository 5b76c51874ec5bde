// gomoku-bench: the engine's bench, as Stockfish has one. From fixed positions it reports the
// nodes of a fixed-depth search (a signature that changes only when the search does), nodes per
// second, the depth reached in one second, and the time to solve the VCF puzzle suite.
// Run from a release build: ./build/release/tests/bench/gomoku-bench [--summary] [depth]; with
// --summary the last line sums it up: nodes/s, the mean depth reached in 300 ms and in 1 s, the
// effective branching factor, the share of nodes spent in quiescence and threat search (in the
// 1 s searches), and the mean depths and the branching again over the searches that ended without
// a proof (and how many of the 300 ms and 1 s searches had one): a search that proves a win or a
// loss stops there, at whatever depth the proof took.
// With --fixed it runs the fixed-depth searches only: their work does not depend on the machine's
// load, so `perf stat -e instructions:u gomoku-bench --fixed` compares two builds' speed on a busy
// machine. With --networks FOLDER the search uses the learned evaluation of the folder's
// freestyle.nn and renju.nn (and --value-percent, --value-depth, --policy-scale, --policy-depth,
// --lazy-margin N as pbrain-gomoku takes them). With --network FILE it measures the learned evaluation
// instead (network_bench.cpp).
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
#include "ai/evaluation.h"
#include "ai/search.h"
#include "ai/threat_search.h"
#include "network_bench.h"

namespace {

using namespace gomoku;
using Clock = std::chrono::steady_clock;

using ai::test::boardOf;
using ai::test::kBenchPositions;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Each bench position searched for a fixed time by a fresh engine.
struct TimedRuns {
  double meanDepth = 0;
  // The mean depth and the branching (below) over the searches that did not prove a win or a
  // loss, and how many did.
  double meanUnsolvedDepth = 0;
  double unsolvedBranching = 0;
  int solved = 0;
  double meanUsedMs = 0;
  double mostUsedMs = 0;
  // The effective branching factor: nodes(d) / nodes(d-1) of an iteration to the one before,
  // averaged over the last five completed iterations of each search.
  double branching = 0;
  // The share of all nodes spent in quiescence and threat search, as a game's timed move spends
  // them (a fixed-depth search, with no clock, gives the root's threat search its largest budget).
  double threatShare = 0;
};

// The engine's settings: Master's, with the learned evaluation when --networks gives its folder.
ai::SearchSettings settings;

// How the search uses the network, as pbrain-gomoku takes it: --value-percent N and the like.
int* networkOption(std::string_view word) {
  ai::NetworkSettings& n = settings.network;
  return word == "--value-percent"  ? &n.valuePercent
         : word == "--value-depth"  ? &n.valueDepth
         : word == "--policy-scale" ? &n.policyScale
         : word == "--policy-depth" ? &n.policyDepth
         : word == "--lazy-margin"  ? &n.lazyMargin
                                    : nullptr;
}

TimedRuns timedRuns(int milliseconds) {
  std::printf("depth in %d ms:\n", milliseconds);
  TimedRuns runs;
  int depthSum = 0, ratios = 0, unsolvedRatios = 0;
  double ratioSum = 0, unsolvedRatioSum = 0;
  std::uint64_t nodes = 0, threatNodes = 0;
  for (const ai::test::BenchPosition& p : kBenchPositions) {
    ai::SearchEngine engine(settings);
    ai::SearchLimits limits;
    limits.turnTime = std::chrono::milliseconds(milliseconds);
    std::vector<std::uint64_t> iterationNodes;
    std::uint64_t before = 0;
    limits.onIteration = [&](const ai::SearchProgress& progress) {
      iterationNodes.push_back(progress.nodes - before);
      before = progress.nodes;
    };
    auto start = Clock::now();
    ai::SearchResult r = engine.think(boardOf(p.moves), p.rule, limits);
    double used = secondsSince(start) * 1000;
    runs.meanUsedMs += used;
    runs.mostUsedMs = std::max(runs.mostUsedMs, used);
    depthSum += r.depth;
    const bool solved = ai::isDecisive(r.score);
    if (solved)
      ++runs.solved;
    else
      runs.meanUnsolvedDepth += r.depth;
    nodes += r.nodes;
    threatNodes += r.threatNodes;
    for (std::size_t d = iterationNodes.size() >= 6 ? iterationNodes.size() - 5 : 1;
         d < iterationNodes.size(); ++d) {
      if (iterationNodes[d - 1] == 0) continue;
      const double ratio =
          static_cast<double>(iterationNodes[d]) / static_cast<double>(iterationNodes[d - 1]);
      ratioSum += ratio;
      ++ratios;
      if (!solved) {
        unsolvedRatioSum += ratio;
        ++unsolvedRatios;
      }
    }
    std::printf("  %-9s depth %2d nodes %9llu  %4.0f ms%s\n", std::string(ruleName(p.rule)).c_str(), r.depth,
                static_cast<unsigned long long>(r.nodes), used, solved ? "  (solved)" : "");
  }
  const double n = static_cast<double>(kBenchPositions.size());
  runs.meanDepth = depthSum / n;
  if (runs.solved < static_cast<int>(kBenchPositions.size())) runs.meanUnsolvedDepth /= n - runs.solved;
  runs.meanUsedMs /= n;
  runs.branching = ratios > 0 ? ratioSum / ratios : 0;
  runs.unsolvedBranching = unsolvedRatios > 0 ? unsolvedRatioSum / unsolvedRatios : 0;
  runs.threatShare = nodes > 0 ? 100.0 * static_cast<double>(threatNodes) / static_cast<double>(nodes) : 0;
  return runs;
}

}  // namespace

int main(int argc, char** argv) {
  // gomoku-bench [--summary] [--fixed] [--networks FOLDER [--value-percent N ...]] [depth], or
  // gomoku-bench --network FILE
  if (argc == 3 && std::string_view(argv[1]) == "--network") return ai::test::networkBench(argv[2]);
  bool summary = false, fixedOnly = false;
  int depth = 8;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--summary")
      summary = true;
    else if (std::string_view(argv[i]) == "--fixed")
      fixedOnly = true;
    else if (std::string_view(argv[i]) == "--networks" && i + 1 < argc) {
      Result<ai::NetworkSettings> networks = ai::loadNetworks(argv[++i]);
      if (!networks) {
        std::fprintf(stderr, "gomoku-bench: %s\n", networks.error().c_str());
        return 1;
      }
      settings.network = *networks;
    } else if (int* option = networkOption(argv[i]); option != nullptr && i + 1 < argc) {
      *option = std::atoi(argv[++i]);
    } else
      depth = std::atoi(argv[i]);
  }

  std::uint64_t totalNodes = 0;
  double searchSeconds = 0;
  std::printf("fixed depth %d:\n", depth);
  for (const ai::test::BenchPosition& p : kBenchPositions) {
    auto start = Clock::now();
    ai::SearchResult r = ai::test::benchSearch(p, depth, settings);
    double seconds = secondsSince(start);
    searchSeconds += seconds;
    totalNodes += r.nodes;
    std::printf("  %-9s %-44s best %-4s score %6d nodes %9llu  %.2f s\n",
                std::string(ruleName(p.rule)).c_str(), std::string(p.moves).c_str(),
                toNotation(r.move, 15).c_str(), r.score, static_cast<unsigned long long>(r.nodes), seconds);
  }

  if (fixedOnly) {
    std::printf("\nbench signature (nodes at depth %d): %llu\n", depth,
                static_cast<unsigned long long>(totalNodes));
    return 0;
  }
  const TimedRuns at300 = timedRuns(300);
  const TimedRuns at1000 = timedRuns(1000);

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
  std::printf("mean depth in 300 ms: %.1f, in 1 s: %.1f\n", at300.meanDepth, at1000.meanDepth);
  std::printf("time used of a 1000 ms turn: mean %.0f ms, most %.0f ms\n", at1000.meanUsedMs,
              at1000.mostUsedMs);
  std::printf("VCF suite: %d of %zu solved, %.3f ms (set-up included), %llu nodes\n", solved / kRounds,
              puzzles.size(), vcfSeconds * 1000, static_cast<unsigned long long>(vcfNodes / kRounds));
  if (summary) {
    const double nps = static_cast<double>(totalNodes) / searchSeconds;
    std::printf(
        "summary: nps %.0f depth300 %.1f depth1000 %.1f branching %.2f threat-share %.0f%% "
        "unsolved-depth300 %.1f unsolved-depth1000 %.1f unsolved-branching %.2f solved %d+%d\n",
        nps, at300.meanDepth, at1000.meanDepth, at1000.branching, at1000.threatShare, at300.meanUnsolvedDepth,
        at1000.meanUnsolvedDepth, at1000.unsolvedBranching, at300.solved, at1000.solved);
  }
  return 0;
}
