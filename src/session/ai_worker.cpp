#include "session/ai_worker.h"

#include <utility>

namespace gomoku::session {

AiWorker::AiWorker(std::function<void()> onDone, EngineFactory makeEngine)
    : makeEngine_(std::move(makeEngine)), worker_(std::move(onDone)) {
  if (!makeEngine_)
    makeEngine_ = [](ai::Level level, std::uint64_t seed) { return ai::makeEngine(level, seed); };
}

ai::Engine& AiWorker::engineFor(ai::Level level, std::uint64_t seed) {
  // An engine keeps its tables between moves; a new one is made only when the level changes.
  if (!engine_ || engineLevel_ != level) {
    engine_ = makeEngine_(level, seed);
    engineLevel_ = level;
  }
  return *engine_;
}

void AiWorker::start(const Board& board, Rule rule, ai::Level level, const ai::SearchLimits& limits,
                     std::uint64_t seed) {
  worker_.cancel();  // before the engine it may be using is replaced
  ai::Engine& engine = engineFor(level, seed);
  worker_.start([&engine, board, rule, limits](std::stop_token stop) {
    ai::SearchLimits stoppable = limits;
    stoppable.stop = stop;
    return engine.think(board, rule, stoppable);
  });
}

}  // namespace gomoku::session
