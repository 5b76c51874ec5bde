// An engine that thinks until it is told to stop, then answers the first empty point: a search
// that never ends by itself, to show that the session stops it.
#pragma once

#include <chrono>
#include <memory>
#include <thread>

#include "ai/engine.h"

namespace gomoku::testing {

class EndlessEngine final : public ai::Engine {
 public:
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits& limits) override {
    while (!limits.stop.stop_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (board.isEmpty({x, y})) {
          ai::SearchResult result;
          result.move = {x, y};
          return result;
        }
    return {};
  }
};

inline std::unique_ptr<ai::Engine> endlessEngine(ai::Level, std::uint64_t) {
  return std::make_unique<EndlessEngine>();
}

}  // namespace gomoku::testing
