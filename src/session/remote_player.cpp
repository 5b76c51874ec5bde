#include "session/remote_player.h"

namespace gomoku::session {

void RemotePlayer::deliver(std::size_t number, Point p) {
  deliveredNumber_ = number;
  delivered_ = p;
}

void RemotePlayer::startTurn(const Game& game) {
  awaited_ = game.moves().size() + 1;
  // A move that arrived before its turn was started (a quick reply) is kept; any other is stale.
  if (deliveredNumber_ != awaited_) deliveredNumber_ = 0;
}

std::optional<Point> RemotePlayer::takeMove() {
  if (awaited_ == 0 || deliveredNumber_ != awaited_) return std::nullopt;
  awaited_ = 0;
  deliveredNumber_ = 0;
  return delivered_;
}

void RemotePlayer::waitForMove() {
  while (awaited_ != 0 && deliveredNumber_ != awaited_) pump_();
}

void RemotePlayer::cancelTurn() {
  awaited_ = 0;
}

}  // namespace gomoku::session
