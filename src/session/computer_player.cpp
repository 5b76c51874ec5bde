#include "session/computer_player.h"

#include <algorithm>

namespace gomoku::session {

ai::Level levelOf(const Player& player) {
  if (player.level == static_cast<int>(ai::Level::Beginner)) return ai::Level::Beginner;
  int level =
      std::clamp<int>(player.level, static_cast<int>(ai::Level::Easy), static_cast<int>(ai::Level::Master));
  return static_cast<ai::Level>(level);
}

ai::SearchLimits turnLimits(ai::Level level) {
  using std::chrono::milliseconds;
  ai::SearchLimits limits;
  switch (level) {
    case ai::Level::Beginner:  // a person takes a moment too
    case ai::Level::Easy:
      limits.turnTime = milliseconds(200);
      break;
    case ai::Level::Medium:
      limits.turnTime = milliseconds(600);
      break;
    case ai::Level::Hard:
      limits.turnTime = milliseconds(1200);
      break;
    case ai::Level::Master:
      limits.turnTime = milliseconds(2500);
      break;
  }
  return limits;
}

ComputerPlayer::ComputerPlayer(ai::Level level, std::uint64_t seed, std::function<void()> wake,
                               AiWorker::EngineFactory makeEngine)
    : level_(level),
      limits_(turnLimits(level)),
      seed_(seed),
      worker_(std::move(wake), std::move(makeEngine)) {}

void ComputerPlayer::startTurn(const Game& game) {
  // Each move gets its own seed, so the lower levels vary their choices through a game.
  seed_ = seed_ * 6364136223846793005ULL + 1442695040888963407ULL;
  worker_.start(game.board(), game.rule(), level_, limits_, seed_);
}

std::optional<Point> ComputerPlayer::takeMove() {
  if (auto result = worker_.poll()) return result->move;
  return std::nullopt;
}

void ComputerPlayer::waitForMove() {
  worker_.wait();
}

}  // namespace gomoku::session
