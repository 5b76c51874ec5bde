// The engine's best lines (multi-PV): the first is the plain search's move at the same depth, each
// line's score is exact (a new engine's search of that move alone at that depth gives the same),
// the lines are distinct and the others best first, and a forced answer leaves one line. The win chance
// follows the score.
#include "ai/best_lines.h"

#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "ai/evaluation.h"
#include "ai/win_chance.h"
#include "bench_positions.h"
#include "test_positions.h"

namespace gomoku::ai {
namespace {

SearchLimits depthLimits(int depth) {
  SearchLimits limits;
  limits.turnTime = std::chrono::hours(1);
  limits.maxDepth = depth;
  return limits;
}

SearchSettings smallTable() {
  SearchSettings settings;
  settings.tableMegabytes = 4;
  return settings;
}

constexpr int kDepth = 4;

TEST(BestLines, TheFirstIsThePlainSearchAndEachScoreIsExact) {
  for (const test::BenchPosition& position : test::kBenchPositions) {
    const Board board = test::boardOf(position.moves);
    SearchEngine plain(smallTable());
    const SearchResult alone = plain.think(board, position.rule, depthLimits(kDepth));
    SearchEngine analysing(smallTable());
    const std::vector<BestLine> lines = bestLines(analysing, board, position.rule, depthLimits(kDepth), 3);
    ASSERT_EQ(lines.size(), 3u) << position.moves;
    EXPECT_EQ(lines[0].moves.front(), alone.move) << position.moves;
    std::set<std::pair<int, int>> firsts;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      const Point move = lines[k].moves.front();
      firsts.insert({move.x, move.y});
      if (k > 1) {
        EXPECT_LE(lines[k].score, lines[k - 1].score) << position.moves;
      }
      SearchEngine one(smallTable());
      SearchLimits only = depthLimits(kDepth);
      only.onlyMoves = {move};
      EXPECT_EQ(one.think(board, position.rule, only).score, lines[k].score)
          << position.moves << ", line " << k + 1 << " " << toNotation(move, 15);
    }
    EXPECT_EQ(firsts.size(), lines.size()) << position.moves;
  }
}

TEST(BestLines, AFourToBlockLeavesOneLine) {
  const Board board = test::boardFromPicture({"...............", "...............", "..XOOOO........",
                                              "...............", "....X..X.......", "..............."},
                                             Stone::Black);
  SearchEngine engine(smallTable());
  const std::vector<BestLine> lines = bestLines(engine, board, Rule::Freestyle, depthLimits(kDepth), 3);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].moves.front(), (Point{7, 2}));
}

TEST(WinChance, FollowsTheScoreAndAForcedResultIsCertain) {
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    EXPECT_GT(winChance(0, rule), 0.35);
    EXPECT_LT(winChance(0, rule), 0.5);
    EXPECT_LT(winChance(-1000, rule), winChance(0, rule));
    EXPECT_GT(winChance(3000, rule), 0.9);
    EXPECT_EQ(winChance(winIn(5), rule), 1.0);
    EXPECT_EQ(winChance(lossIn(4), rule), 0.0);
  }
}

}  // namespace
}  // namespace gomoku::ai
