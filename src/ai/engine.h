// The computer player's interface: give it a position and limits, get a move back.
// Everything the game, the terminal game and the Gomocup brain ask of an AI goes through here.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

#include "ai/level.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::ai {

std::string_view levelName(Level level);  // "beginner", "easy", "medium", "hard", "master"
std::optional<Level> parseLevel(std::string_view name);

// What a search has found when it finishes an iteration of its deepening.
struct SearchProgress {
  int depth = 0;
  int score = 0;  // from the mover's view
  std::uint64_t nodes = 0;
  std::chrono::milliseconds elapsed{0};
  std::vector<Point> principalVariation;
};

struct SearchLimits {
  // The time this move may take; the engine answers before it runs out.
  std::chrono::milliseconds turnTime{1000};
  // What is left of a whole-game budget, if there is one (Gomocup's time_left).
  std::optional<std::chrono::milliseconds> timeLeft;
  std::optional<std::uint64_t> maxNodes;  // for reproducible tests and benchmarks
  std::optional<int> maxDepth;
  // The caller's way to end this search early (the engine then answers its best move so far).
  // A stop requested before think() begins is kept: that think() returns at once.
  std::stop_token stop;
  // Called on the searching thread after each completed iteration (the Gomocup brain prints it).
  std::function<void(const SearchProgress&)> onIteration;
  // Only these moves are searched at the root, as UCI's searchmoves: the review asks so how good
  // the move played was. Empty: every move. Engines whose searchesOnlyMoves() is false ignore it.
  std::vector<Point> onlyMoves;
};

// What the host lets an engine use. Engines without a table or threads have nothing to size.
struct EngineResources {
  std::size_t tableBytes = 0;  // 0: the level's own size
  int threads = 1;
};

struct SearchResult {
  Point move = kNoPoint;  // always a legal move when the board has an empty point
  int score = 0;          // from the mover's view; larger is better
  int depth = 0;
  std::uint64_t nodes = 0;
  std::uint64_t threatNodes = 0;  // of `nodes`, those of the quiescence and threat searches
  std::vector<Point> principalVariation;
};

class Engine {
 public:
  virtual ~Engine() = default;
  // The move for the side to move on `board` under `rule`. Never returns a move renju forbids.
  virtual SearchResult think(const Board& board, Rule rule, const SearchLimits& limits) = 0;
  virtual void setResources(const EngineResources&) {}
  // True when think() keeps to SearchLimits::onlyMoves.
  virtual bool searchesOnlyMoves() const { return false; }
};

// Builds the pattern tables every engine reads, which are otherwise built on first use: a brain
// calls this before the first move's clock starts.
void prepareTables();

// The engine for a level; `seed` chooses among near-best moves at the lower levels.
std::unique_ptr<Engine> makeEngine(Level level, std::uint64_t seed = 0);

}  // namespace gomoku::ai
