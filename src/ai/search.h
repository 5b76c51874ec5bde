// The searching engine: iterative deepening over a principal-variation alpha-beta search with a
// transposition table, threat-aware move generation, killer and history ordering, late move
// reductions, and VCF threat search at the root and at the leaves.
#pragma once

#include <array>
#include <chrono>
#include <memory>
#include <random>
#include <thread>
#include <vector>

#include "ai/engine.h"
#include "ai/move_generation.h"
#include "ai/position.h"
#include "ai/threat_search.h"
#include "ai/time_manager.h"
#include "ai/transposition_table.h"

namespace gomoku::ai {

// How hard a level tries; Master is the engine with no handicap.
struct SearchSettings {
  int maxDepth = 64;
  std::chrono::milliseconds timeCap{std::chrono::hours(24)};
  // Lower levels pick at random among root moves within this many points of the best.
  int randomMargin = 0;
  int rootVcfFours = 40;
  int leafVcfFours = 10;
  int rootVctThreats = 8;  // 0: no VCT at the root
  std::size_t tableMegabytes = 32;
};

// The settings of a level (Medium, Hard, Master).
SearchSettings levelSettings(Level level);

class SearchEngine final : public Engine {
 public:
  explicit SearchEngine(SearchSettings settings = {}, std::uint64_t seed = 0);
  // With resources.threads > 1 the search runs Lazy SMP: helper threads search the same root
  // with the shared table, which the main thread's search then finds filled.
  SearchResult think(const Board& board, Rule rule, const SearchLimits& limits) override;
  void setResources(const EngineResources& resources) override;

 private:
  struct RootMove {
    Cell cell = kNoCell;
    int score = 0;
    int order = 0;
  };

  SearchEngine(SearchSettings settings, std::uint64_t seed, std::shared_ptr<TranspositionTable> table);
  void startThinking(const Board& board, Rule rule, const SearchLimits& limits);
  std::vector<std::jthread> startHelpers(const Board& board, Rule rule, const SearchLimits& limits,
                                         int maxDepth);
  // A helper's search: deepening from `firstDepth` over the main thread's root moves, until stopped.
  void deepen(const Board& board, Rule rule, const SearchLimits& limits, std::vector<RootMove> rootMoves,
              int firstDepth);
  // A five to take or block, a straight four, a VCF or a VCT: moves that need no search.
  bool answerWithoutSearch(Position& pos, const NodeThreats& threats, const std::vector<ScoredMove>& moves,
                           SearchResult& result);
  int search(Position& pos, int alpha, int beta, int depth, int ply, bool pvNode);
  int leaf(Position& pos, const NodeThreats& threats, int ply);
  void searchRoot(Position& pos, int depth, SearchResult& result);
  bool timeToStop();
  // A VCF for the side to move, found within `nodeCap` threat-search nodes.
  bool runVcf(Position& pos, int maxFours, std::uint64_t nodeCap, std::vector<Cell>* line);
  bool runVct(Position& pos, int maxThreats, std::uint64_t nodeCap, Cell* first);
  std::uint64_t rootVctNodes() const;
  std::uint64_t rootThreatNodes(std::uint64_t cap) const;
  // When the opponent could win by threats if we passed, keeps only the root moves that stop it.
  void keepMovesThatStopTheirVct(Position& pos);
  Point anyLegalPoint(const Position& pos) const;
  void orderMoves(std::vector<ScoredMove>& moves, Cell hashMove, int ply, Stone me) const;
  void rewardQuietMove(Cell c, int ply, int depth, Stone me);
  std::vector<Point> principalVariation(Position& pos, Cell first, int depth);
  Point chooseAmongBest();
  void reportIteration(Position& pos, const SearchResult& result, const SearchLimits& limits);

  SearchSettings settings_;
  std::mt19937_64 random_;
  std::shared_ptr<TranspositionTable> table_;
  std::vector<std::unique_ptr<SearchEngine>> helpers_;
  bool helper_ = false;
  ThreatSearch threats_;
  std::unique_ptr<TimeManager> time_;
  std::optional<std::uint64_t> maxNodes_;
  std::stop_token stop_;
  std::uint64_t nodes_ = 0;
  std::uint64_t vcfNodeCap_ = 0;
  Rule lastRule_ = Rule::Freestyle;
  int lastSize_ = 0;
  bool aborted_ = false;
  std::vector<RootMove> rootMoves_;
  std::vector<std::vector<ScoredMove>> moveStack_;
  std::vector<Cell> vcfLine_;  // scratch for the VCF found inside the tree
  std::array<std::array<Cell, 2>, 128> killers_{};
  std::array<std::array<int, Board::kCells>, 2> history_{};
};

}  // namespace gomoku::ai
