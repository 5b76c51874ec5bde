// The learned evaluation in the search: the shape sums that follow the search's position lazily
// equal sums computed from nothing, whatever moves and take-backs came between; and with the
// network on, the search still wins by fours where the classical one does, still takes its five
// and blocks the opponent's four, on both of the network's paths.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "ai/evaluation.h"
#include "ai/learned_evaluation.h"
#include "ai/search.h"
#include "test_positions.h"
#include "vcf_puzzles.h"

namespace gomoku::ai {
namespace {

using test::boardFromPicture;

const std::string kFolder = GOMOKU_TEST_DATA "/network/";

// The tests' two small seeded-random networks (tools/network/fixture.py): the search's logic
// must hold whatever the network thinks.
NetworkSettings fixtureNetworks(bool plainPath) {
  NetworkSettings settings;
  Result<Network> freestyle = Network::load(kFolder + "freestyle.bin");
  Result<Network> renju = Network::load(kFolder + "renju.bin");
  EXPECT_TRUE(freestyle.ok() && renju.ok());
  if (freestyle.ok()) settings.freestyle = std::make_shared<const Network>(std::move(*freestyle));
  if (renju.ok()) settings.renju = std::make_shared<const Network>(std::move(*renju));
  settings.plainPath = plainPath;
  return settings;
}

std::vector<SimdPath> paths() {
  std::vector<SimdPath> all{SimdPath::Scalar};
  if (avx2Available()) all.push_back(SimdPath::Avx2);
  return all;
}

void expectSameSums(const ShapeSums& a, const ShapeSums& b, const std::string& where) {
  const Network& n = a.network();
  for (int view = 0; view < n.viewCount(); ++view) {
    for (int line = 0; line < 4; ++line)
      for (int p = 0; p < kNetworkPoints; ++p)
        ASSERT_EQ(a.shape(view, line, p), b.shape(view, line, p))
            << where << " view " << view << " point " << p;
    ASSERT_TRUE(std::equal(a.sums(view), a.sums(view) + kNetworkPoints * n.features, b.sums(view))) << where;
  }
}

TEST(NetworkInSearch, SumsFollowThePositionThroughMovesAndTakeBacks) {
  const NetworkSettings networks = fixtureNetworks(false);
  for (SimdPath path : paths()) {
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
      const Network& network = *networks.forRule(rule);
      std::mt19937 random(static_cast<unsigned>(rule) * 7 + static_cast<unsigned>(path));
      // A board with a stone put without a move and three moves of its own: the search starts there.
      Board board(15);
      board.place({3, 3}, Stone::White);
      for (Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}}) board.play(p);
      Position pos(board, rule);
      LearnedEvaluation learned(network, path);
      learned.start(pos);
      const int rootMoves = static_cast<int>(pos.moves().size());
      for (int step = 0; step < 600; ++step) {
        // Deeper and shallower by turns, as a search goes; read only now and then, as the
        // threat searches play and take back without reading.
        const bool takeBack =
            static_cast<int>(pos.moves().size()) > rootMoves && (random() % 5 < 2 || pos.isFull());
        if (takeBack) {
          pos.undo();
        } else {
          std::vector<Cell> empty;
          for (Cell c : pos.points())
            if (pos.isEmpty(c)) empty.push_back(c);
          pos.play(empty[random() % empty.size()]);
        }
        if (random() % 3 != 0) continue;
        ShapeSums fresh(network, SimdPath::Scalar);
        fresh.setBoard(pos.board());
        expectSameSums(learned.sumsFor(pos), fresh, "step " + std::to_string(step));
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The networks shipped in assets/network load, one a rule family.
TEST(NetworkInSearch, TheShippedNetworksLoad) {
  Result<NetworkSettings> shipped = loadNetworks(GOMOKU_TEST_DATA "/../../../assets/network");
  ASSERT_TRUE(shipped.ok()) << shipped.error();
  EXPECT_EQ(shipped->freestyle->family, NetworkFamily::Freestyle);
  EXPECT_EQ(shipped->renju->family, NetworkFamily::Renju);
}

SearchSettings withNetworks(bool plainPath) {
  SearchSettings settings;
  settings.tableMegabytes = 2;
  settings.network = fixtureNetworks(plainPath);
  return settings;
}

SearchLimits nodeLimits(std::uint64_t nodes, int depth) {
  SearchLimits limits;
  limits.turnTime = std::chrono::milliseconds(600000);
  limits.maxNodes = nodes;
  limits.maxDepth = depth;
  return limits;
}

// SeesAWinByFoursLongerThanItsDepth with the network: no threat search before the tree, so the
// tree, evaluating its leaves by the network, must find the win by fours.
TEST(NetworkInSearch, StillSeesAWinByFoursLongerThanItsDepth) {
  for (bool plain : {true, false}) {
    if (!plain && !avx2Available()) continue;
    SearchSettings settings = withNetworks(plain);
    settings.rootVcfFours = 0;
    for (const test::VcfPuzzle& puzzle : test::vcfPuzzles()) {
      if (puzzle.fours < 3) continue;
      SearchEngine engine(settings);
      Board board = boardFromPicture(puzzle.picture, puzzle.toMove);
      SearchResult result = engine.think(board, puzzle.rule, nodeLimits(200000, 2));
      EXPECT_GT(result.score, kWinBound) << puzzle.name << (plain ? ", plain path" : ", AVX2");
    }
  }
}

TEST(NetworkInSearch, TakesItsFiveAndBlocksTheirFour) {
  for (bool plain : {true, false}) {
    if (!plain && !avx2Available()) continue;
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
      SearchEngine engine(withNetworks(plain));
      Board five =
          boardFromPicture({"...............", "...............", "...............", "...............",
                            "...............", "....XXXX.......", "...OOOO........"},
                           Stone::Black);
      SearchResult r = engine.think(five, rule, nodeLimits(5000, 64));
      EXPECT_TRUE(r.move == (Point{3, 5}) || r.move == (Point{8, 5}));
      EXPECT_GT(r.score, kWinBound);
      // White to move must block black's four, not make an open three of its own.
      Board four =
          boardFromPicture({"...............", "...............", "...............", "...............",
                            "...............", "....XXXX.......", "....OO.....O..."},
                           Stone::White);
      SearchResult block = engine.think(four, rule, nodeLimits(5000, 64));
      EXPECT_TRUE(block.move == (Point{3, 5}) || block.move == (Point{8, 5})) << ruleName(rule);
    }
  }
}

// Where the classical search wins by a deeper plan than fours (a four-three or open threes), the
// search with the network finds a win too, at the same node budget.
TEST(NetworkInSearch, FindsTheForcedWinsTheClassicalSearchFinds) {
  int both = 0, classicalOnly = 0;
  for (const test::VcfPuzzle& puzzle : test::vcfPuzzles()) {
    Board board = boardFromPicture(puzzle.picture, puzzle.toMove);
    SearchSettings classicalSettings;
    classicalSettings.tableMegabytes = 2;
    SearchEngine classical(classicalSettings), learned(withNetworks(false));
    const SearchResult a = classical.think(board, puzzle.rule, nodeLimits(100000, 64));
    const SearchResult b = learned.think(board, puzzle.rule, nodeLimits(100000, 64));
    if (a.score <= kWinBound) continue;
    (b.score > kWinBound ? both : classicalOnly)++;
    EXPECT_GT(b.score, kWinBound) << puzzle.name;
  }
  EXPECT_GT(both, 0);
  EXPECT_EQ(classicalOnly, 0);
}

// Rapfi's policy reduction and policy pruning (off by default: level at 20,000 nodes, docs/engine.md)
// search a quiet position's tree with fewer nodes to the same depth, and keep every forced win the
// classical search finds. The shipped networks: the fixtures' random policy is too flat to prune.
TEST(NetworkInSearch, PolicyReductionAndPruningNarrowTheTreeButKeepTheWins) {
  Result<NetworkSettings> shipped = loadNetworks(GOMOKU_TEST_DATA "/../../../assets/network");
  ASSERT_TRUE(shipped.ok()) << shipped.error();
  SearchSettings wideSettings;
  wideSettings.tableMegabytes = 2;
  wideSettings.network = *shipped;
  SearchSettings narrow = wideSettings;
  narrow.network.policyReduction = 16;
  narrow.network.policyPruning = 3;
  const Board quiet =
      boardFromPicture({"...............", "...............", "...............", "...............",
                        "...............", "...............", "......OX.......", ".......XO......",
                        "........X......", ".......O.......", "..............."},
                       Stone::Black);
  SearchEngine wide(wideSettings), narrowed(narrow);
  const SearchResult all = wide.think(quiet, Rule::Freestyle, nodeLimits(50'000'000, 9));
  const SearchResult fewer = narrowed.think(quiet, Rule::Freestyle, nodeLimits(50'000'000, 9));
  ASSERT_EQ(all.depth, 9);
  ASSERT_EQ(fewer.depth, 9);
  EXPECT_LT(fewer.nodes, all.nodes);

  for (const test::VcfPuzzle& puzzle : test::vcfPuzzles()) {
    Board board = boardFromPicture(puzzle.picture, puzzle.toMove);
    SearchSettings classicalSettings;
    classicalSettings.tableMegabytes = 2;
    SearchEngine classical(classicalSettings), learned(narrow);
    if (classical.think(board, puzzle.rule, nodeLimits(100000, 64)).score <= kWinBound) continue;
    EXPECT_GT(learned.think(board, puzzle.rule, nodeLimits(100000, 64)).score, kWinBound) << puzzle.name;
  }
}

}  // namespace
}  // namespace gomoku::ai
