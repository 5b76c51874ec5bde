// Our engine as a player: the level a core Player asks for, the time each level may think, and
// an Agent that runs the search on an AiWorker.
#pragma once

#include <cstdint>

#include "ai/engine.h"
#include "core/game.h"
#include "session/agent.h"
#include "session/ai_worker.h"

namespace gomoku::session {

// The engine level of a computer player; a level out of range (an old or foreign save) is the
// nearest one.
ai::Level levelOf(const Player& player);

// What the computer's search may spend on a move at each level, so that it answers promptly.
ai::SearchLimits turnLimits(ai::Level level);

class ComputerPlayer final : public Agent {
 public:
  // `wake` runs on the search's thread when it ends; `makeEngine` as for AiWorker.
  ComputerPlayer(ai::Level level, std::uint64_t seed, std::function<void()> wake = {},
                 AiWorker::EngineFactory makeEngine = {});

  void startTurn(const Game& game) override;
  std::optional<Point> takeMove() override;
  void waitForMove() override;
  bool deciding() const override { return worker_.busy(); }
  void cancelTurn() override { worker_.cancel(); }

  ai::Level level() const { return level_; }
  // A time for each move other than the level's own (the terminal game's --think-ms).
  void setTurnTime(std::chrono::milliseconds time) override { limits_.turnTime = time; }

 private:
  ai::Level level_;
  ai::SearchLimits limits_;
  std::uint64_t seed_;
  AiWorker worker_;
};

}  // namespace gomoku::session
