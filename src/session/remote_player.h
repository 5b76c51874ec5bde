// A player at another copy of the game, on the network. Their moves reach it through the online
// match (session/online_match.h), which reads the network and checks each move with the rules
// core before handing it over; the Match asks this agent in turn as it asks our engine.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

#include "session/agent.h"

namespace gomoku::session {

class RemotePlayer final : public Agent {
 public:
  // `pump` reads the network once, briefly (waitForMove calls it until the move comes).
  explicit RemotePlayer(std::function<void()> pump) : pump_(std::move(pump)) {}

  // The peer's move number `number` (from 1) is `p`: kept until the turn it belongs to asks.
  void deliver(std::size_t number, Point p);
  // The move number the turn under way waits for; 0 when no turn is under way.
  std::size_t awaited() const { return awaited_; }

  void startTurn(const Game& game) override;
  std::optional<Point> takeMove() override;
  void waitForMove() override;
  bool deciding() const override { return awaited_ != 0; }
  void cancelTurn() override;

 private:
  std::function<void()> pump_;
  std::size_t awaited_ = 0;
  std::size_t deliveredNumber_ = 0;
  Point delivered_ = kNoPoint;
};

}  // namespace gomoku::session
