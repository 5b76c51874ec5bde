// A GTP engine as a player of Go: each turn, on its EngineWorker's thread, the engine's board is
// brought to the game and asked for its move.
#pragma once

#include <functional>

#include "session/engine_worker.h"
#include "session/go_agent.h"

namespace gomoku::session {

class GtpPlayer final : public GoAgent {
 public:
  // `wake` runs on the engine's thread when it has answered.
  explicit GtpPlayer(EngineSettings settings, std::function<void()> wake = {});

  void startTurn(const go::Game& game) override;
  std::optional<Result<go::Move>> takeMove() override;
  void waitForMove() override { worker_.wait(); }
  bool deciding() const override { return worker_.busy(); }
  void cancelTurn() override { worker_.cancel(); }
  std::optional<std::chrono::milliseconds> moveLimit() const override { return worker_.settings().moveLimit; }

 private:
  EngineWorker worker_;
};

}  // namespace gomoku::session
