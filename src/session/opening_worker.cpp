#include "session/opening_worker.h"

#include <utility>

namespace gomoku::session {

namespace {
// Each position weighed in a decision gets this long: a decision takes a second or two.
constexpr std::chrono::milliseconds kJudgeTime{120};
}  // namespace

OpeningWorker::OpeningWorker(std::function<void()> onDone, AiWorker::EngineFactory makeEngine)
    : makeEngine_(std::move(makeEngine)), worker_(std::move(onDone)) {}

void OpeningWorker::start(const Game& game, std::uint64_t seed) {
  worker_.start([this, game, seed](std::stop_token stop) {
    auto engine = makeEngine_ ? makeEngine_(ai::Level::Hard, seed) : ai::makeEngine(ai::Level::Hard, seed);
    return ai::decideOpening(game, ai::engineJudge(std::move(engine), kJudgeTime, stop), seed, stop);
  });
}

}  // namespace gomoku::session
