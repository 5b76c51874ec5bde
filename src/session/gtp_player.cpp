#include "session/gtp_player.h"

#include <utility>

namespace gomoku::session {

GtpPlayer::GtpPlayer(EngineSettings settings, std::function<void()> wake)
    : worker_(std::move(settings), std::move(wake)) {}

void GtpPlayer::startTurn(const go::Game& game) {
  worker_.start([game](GtpEngine& engine) -> Result<EngineAnswer> {
    Result<go::Move> move = engine.genmove(game);
    if (!move) return Error{move.error()};
    return EngineAnswer{*move};
  });
}

std::optional<Result<go::Move>> GtpPlayer::takeMove() {
  std::optional<Result<EngineAnswer>> answer = worker_.poll();
  if (!answer) return std::nullopt;
  if (!*answer) return Result<go::Move>(Error{answer->error()});
  return Result<go::Move>(std::get<go::Move>(answer->value()));
}

}  // namespace gomoku::session
