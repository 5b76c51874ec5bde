// Our engine held to a number of nodes instead of a time: what it finds is then the same on a
// fast machine, a loaded one and under the sanitizers (tests that need a depth, not a speed).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>

#include "ai/engine.h"
#include "session/ai_worker.h"

namespace gomoku::testing {

class NodeLimitedEngine final : public ai::Engine {
 public:
  NodeLimitedEngine(std::unique_ptr<ai::Engine> engine, std::uint64_t nodes)
      : engine_(std::move(engine)), nodes_(nodes) {}
  ai::SearchResult think(const Board& board, Rule rule, const ai::SearchLimits& limits) override {
    ai::SearchLimits held = limits;
    held.maxNodes = nodes_;
    held.turnTime = std::chrono::hours(1);  // the nodes end the search, or the caller's stop
    held.timeLeft.reset();
    return engine_->think(board, rule, held);
  }
  void setResources(const ai::EngineResources& resources) override { engine_->setResources(resources); }
  bool searchesOnlyMoves() const override { return engine_->searchesOnlyMoves(); }

 private:
  std::unique_ptr<ai::Engine> engine_;
  std::uint64_t nodes_;
};

// Our engine at the level asked, held to `nodes` a search.
inline session::AiWorker::EngineFactory nodeLimited(std::uint64_t nodes) {
  return [nodes](ai::Level level, std::uint64_t seed) {
    return std::make_unique<NodeLimitedEngine>(ai::makeEngine(level, seed), nodes);
  };
}

}  // namespace gomoku::testing
