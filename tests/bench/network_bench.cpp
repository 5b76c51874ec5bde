// gomoku-bench --network FILE: what the learned evaluation costs beside the classical one, on the
// bench's positions. For each: a stone put on every candidate point and taken back (the shape
// sums' update against Position's play and undo), and each of those positions evaluated as a leaf
// is, a stone away from the last (the network by each path, its planes kept from one evaluation
// to the next, against Position::evaluate()), timed by the thread's processor time.
#include "network_bench.h"

#include <time.h>

#include <cstdio>
#include <vector>

#include "../ai/bench_positions.h"
#include "ai/network.h"
#include "ai/network_evaluator.h"
#include "ai/network_shape_sums.h"
#include "ai/position.h"

namespace gomoku::ai::test {

namespace {

// The thread's processor time, not the wall clock's: the figures hold on a machine shared with
// other work (a thread that waits for a core is not charged).
struct Clock {
  using time_point = double;
  static double now() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
  }
};

double nanosecondsSince(double start, double count) {
  return (Clock::now() - start) / count;
}

constexpr int kRounds = 200;        // of moves and take-backs on every candidate
constexpr int kEvaluations = 3000;  // of each position by the classical evaluation
constexpr int kLeafRounds = 20;     // of the network's evaluations of every candidate

struct Costs {
  double update = 0, evaluate = 0;  // nanoseconds: a stone put and taken back; an evaluation
};

Costs classicalCosts() {
  Costs costs;
  long long sink = 0;
  for (const BenchPosition& p : kBenchPositions) {
    Position pos(boardOf(p.moves), p.rule);
    std::vector<Cell> candidates;
    for (Cell c : pos.candidates()) candidates.push_back(c);
    auto start = Clock::now();
    for (int round = 0; round < kRounds; ++round) {
      for (Cell c : candidates) {
        pos.play(c);
        pos.undo();
      }
    }
    costs.update += nanosecondsSince(start, kRounds * static_cast<double>(candidates.size()));
    start = Clock::now();
    for (int i = 0; i < kEvaluations; ++i) {
      sink += pos.evaluate();
      asm volatile("" : : : "memory");  // evaluated every time, not once
    }
    costs.evaluate += nanosecondsSince(start, kEvaluations);
  }
  if (sink == 1) std::printf(" ");
  costs.update /= static_cast<double>(kBenchPositions.size());
  costs.evaluate /= static_cast<double>(kBenchPositions.size());
  return costs;
}

Costs networkCosts(const Network& network, SimdPath path) {
  Costs costs;
  float sink = 0;
  NetworkEvaluator evaluator(network, path);
  for (const BenchPosition& p : kBenchPositions) {
    const Board board = boardOf(p.moves);
    Position pos(board, p.rule);
    ShapeSums sums(network, path);
    sums.setBoard(board);
    const Stone mover = board.sideToMove();
    std::vector<Point> candidates;
    for (Cell c : pos.candidates()) candidates.push_back(Position::pointOf(c));
    auto start = Clock::now();
    for (int round = 0; round < kRounds; ++round) {
      for (Point q : candidates) {
        sums.place(q, mover);
        sums.remove(q, mover);
      }
    }
    const double update = nanosecondsSince(start, kRounds * static_cast<double>(candidates.size()));
    costs.update += update;
    // The leaf's stone put and taken back is the update measured above: taken off here.
    NetworkEvaluation e;
    start = Clock::now();
    for (int round = 0; round < kLeafRounds; ++round) {
      for (Point q : candidates) {
        sums.place(q, mover);
        evaluator.evaluateValue(sums, opponent(mover), e);
        sink += e.value[0];
        sums.remove(q, mover);
      }
    }
    costs.evaluate += nanosecondsSince(start, kLeafRounds * static_cast<double>(candidates.size())) - update;
  }
  if (sink == 1) std::printf(" ");
  costs.update /= static_cast<double>(kBenchPositions.size());
  costs.evaluate /= static_cast<double>(kBenchPositions.size());
  return costs;
}

void report(const char* name, const Costs& c) {
  std::printf("  %-22s move + take-back %7.0f ns   evaluation %7.0f ns   %9.0f evaluations/s\n", name,
              c.update, c.evaluate, 1e9 / c.evaluate);
}

}  // namespace

int networkBench(const char* path) {
  Result<Network> network = Network::load(path);
  if (!network) {
    std::fprintf(stderr, "gomoku-bench: %s\n", network.error().c_str());
    return 1;
  }
  std::printf("network %s: reach %d, %d features, value head %d wide, %s\n", path, network->reach,
              network->features, network->hidden,
              network->family == NetworkFamily::Renju ? "renju" : "freestyle");
  std::printf("mean over the %zu bench positions, one thread:\n", kBenchPositions.size());
  report("classical (Position)", classicalCosts());
  report("network, plain C++", networkCosts(*network, SimdPath::Scalar));
  if (avx2Available()) report("network, AVX2", networkCosts(*network, SimdPath::Avx2));
  return 0;
}

}  // namespace gomoku::ai::test
