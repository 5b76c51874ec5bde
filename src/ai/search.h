// The searching engine: iterative deepening over a principal-variation alpha-beta search with a
// transposition table. Threats restrict the moves instead of being proved apart: the threat
// counts decide won and lost nodes at once, an opponent's open three or four-three leaves only
// its exact defences and our fours, and the leaves run a quiescence search of fours. Table-move
// and history ordering, futility and move-count pruning, late move reductions.
#pragma once

#include <array>
#include <chrono>
#include <memory>
#include <random>
#include <thread>
#include <vector>

#include "ai/engine.h"
#include "ai/learned_evaluation.h"
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
  int quiescenceFours = 10;  // how many fours of one side a leaf's quiescence search may play
  std::size_t tableMegabytes = 32;
  // The learned evaluation (issue 43): none by default, so every level is the classical engine.
  NetworkSettings network;
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
  bool searchesOnlyMoves() const override { return true; }
  // Forgets what earlier searches learnt (the table, the history): the next search is the one a
  // new engine would make, move for move and score for score.
  void clear();

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
  // A five to take or block, a straight four or a VCF: moves that need no search.
  bool answerWithoutSearch(Position& pos, const NodeThreats& threats, const std::vector<ScoredMove>& moves,
                           SearchResult& result);
  // One of `moves` that makes five, answered.
  static bool answerFive(const Position& pos, const std::vector<ScoredMove>& moves, SearchResult& result);
  // `depth` is in sixteenths of a ply (search.cpp's kPly), `searchIteration`'s and `searchRoot`'s
  // in plies. With `excluded` a move, the position is searched without it (the singular extension's test).
  int search(Position& pos, int alpha, int beta, int depth, int ply, bool pvNode, bool cutNode,
             Cell excluded = kNoCell);
  // Stand pat on the static value, or play our fours (the opponent's blocks are forced);
  // `lastFour` is our four before the opponent's block, if this is a continuing attack.
  int quiesce(Position& pos, int alpha, int beta, int ply, int foursLeft, Cell lastFour);
  // A node the threat counts decide: a mate score; or the opponent's one five point to block
  // (in `block`), or nothing.
  std::optional<int> decide(const Position& pos, int ply, Cell& block) const;
  // The leaf's value for the side to move: the classical evaluation, or the network's value (mixed
  // with it as the settings say).
  int staticValue(const Position& pos, bool withValue);
  static int classicalValue(const Position& pos);
  // The quiescence search's stand-pat value: with the network, the classical value alone when it
  // is so far outside the window (NetworkSettings::lazyMargin) that the network would not bring it in.
  int standPatValue(const Position& pos, int alpha, int beta);
  // Quiet moves ordered by the network's policy for pos: those it likes less than the best quiet
  // move move down the order.
  void orderByPolicy(const Position& pos, std::vector<ScoredMove>& moves);
  // One iteration of the deepening: the root searched in a window around the last score, widened
  // until the score falls inside it.
  void searchIteration(Position& pos, int depth, SearchResult& result);
  // The root moves searched within (alpha, beta); returns the best score, a bound when outside.
  int searchRoot(Position& pos, int depth, int alpha, int beta, SearchResult& result);
  bool timeToStop();
  // A VCF for the side to move, found within `nodeCap` threat-search nodes.
  bool runVcf(Position& pos, int maxFours, std::uint64_t nodeCap, std::vector<Cell>* line);
  std::uint64_t rootVcfNodes() const;  // the root VCF's budget
  Point anyLegalPoint(const Position& pos) const;
  // Adds to each move's ordering score what the history says (the table move is searched before
  // the others are generated).
  void scoreForOrder(std::vector<ScoredMove>& moves, Stone me) const;
  void rewardQuietMove(Cell c, int depth, Stone me);
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
  std::uint64_t quiescenceNodes_ = 0;
  std::uint64_t vcfNodeCap_ = 0;
  Rule lastRule_ = Rule::Freestyle;
  int lastSize_ = 0;
  bool aborted_ = false;
  std::vector<RootMove> rootMoves_;
  std::vector<std::vector<ScoredMove>> moveStack_;
  std::array<int, 128> staticEvals_{};     // by ply: is the side to move's position improving?
  std::array<Threat, 128> moveThreats_{};  // by ply: what the move played there made for its side
  std::array<std::array<int, Board::kCells>, 2> history_{};
  // The network's judgement, when the settings give one for this rule and the board is 15x15.
  std::unique_ptr<LearnedEvaluation> learned_;
  const Network* learnedNetwork_ = nullptr;
};

}  // namespace gomoku::ai
