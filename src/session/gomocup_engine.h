// Another program's Gomocup engine behind the engine interface, so that it can review a game as
// our own engine does (session/game_analysis): each position is sent whole, the engine's move is
// its best move, and the evaluation it printed while thinking, if any, is the score. An engine
// that fails (missing, crashed, late, illegal) makes think() throw with the reason.
#pragma once

#include <stdexcept>
#include <string>

#include "ai/engine.h"
#include "session/gomocup_player.h"

namespace gomoku::session {

class EngineFailed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GomocupEngine final : public ai::Engine {
 public:
  explicit GomocupEngine(std::string program);
  // The move for `board` within limits.turnTime (a stop ends the wait and answers no move);
  // throws EngineFailed with the reason when the engine fails.
  ai::SearchResult think(const Board& board, Rule rule, const ai::SearchLimits& limits) override;

 private:
  GomocupPlayer player_;
};

}  // namespace gomoku::session
