// The bench signature: a change to the search (or to anything it reads) changes the node count of
// a fixed-depth search, so a refactoring that means to change nothing shows when it does. When a
// change to the search is meant, run gomoku-bench and put its new signature here.
#include <gtest/gtest.h>

#include <cstdint>

#include "bench_positions.h"

namespace gomoku::ai::test {
namespace {

// gomoku-bench's default depth is 8; the test uses a shallower one to stay quick in a debug build.
constexpr int kSignatureDepth = 6;
constexpr std::uint64_t kSignature = 11831;

TEST(Bench, SignatureIsUnchanged) {
  std::uint64_t nodes = 0;
  for (const BenchPosition& p : kBenchPositions) nodes += benchSearch(p, kSignatureDepth).nodes;
  EXPECT_EQ(nodes, kSignature) << "the search changed: if that was meant, update kSignature ("
                               << "./build/release/tests/bench/gomoku-bench " << kSignatureDepth << ")";
}

}  // namespace
}  // namespace gomoku::ai::test
