// The game being played in the window: the core's Game, plus who moves next and how. It asks the
// computer for its moves on an AiWorker, takes back a computer's reply together with the move it
// answered, and keeps the engine's hint. No SDL: the Game scene draws it and feeds it input.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "app/ai_worker.h"
#include "core/game.h"

namespace gomoku::app {

// What the computer's search may spend on a move at each level, so that it answers promptly.
ai::SearchLimits turnLimits(ai::Level level);

// Something that happened in the match that the player should see or hear.
struct MatchEvent {
  enum class Kind : std::uint8_t { StonePlayed, GameOver, HintReady };
  Kind kind;
  Point point = kNoPoint;
};

class Match {
 public:
  using Clock = std::chrono::steady_clock;

  // `computerPause` is the least time between a person's move and the computer's reply, so the
  // reply does not land in the same instant as the click.
  // `wake` is called from the search's thread when it ends; `makeEngine` as for AiWorker.
  explicit Match(Game game, std::chrono::milliseconds computerPause = std::chrono::milliseconds(350),
                 std::function<void()> wake = {}, AiWorker::EngineFactory makeEngine = {});

  const Game& game() const { return game_; }
  bool vsComputer() const;
  bool computerToMove() const;
  bool thinking() const { return computer_.busy() || pendingReply_.has_value(); }
  bool hinting() const { return hinter_.busy(); }
  std::optional<Point> hint() const { return hint_; }

  enum class PlayResult : std::uint8_t { Played, NotYourTurn, Illegal };
  struct Attempt {
    PlayResult result;
    std::optional<IllegalMove> illegal;
  };
  // A person plays p.
  Attempt play(Point p);
  // Takes back one move, and against the computer also its reply, so the person is to move again.
  bool undo();
  bool redo();
  // Asks the engine for the best move for the person to move.
  bool requestHint();
  // Stops any search (leaving the board, quitting); update() starts it again when needed.
  void pause();

  // Starts the computer's search when it is to move and plays its answer when it comes.
  std::vector<MatchEvent> update();

 private:
  void stopSearches();
  std::uint64_t nextSeed();

  Game game_;
  std::chrono::milliseconds computerPause_;
  AiWorker computer_;
  AiWorker hinter_;
  std::optional<Point> hint_;
  std::optional<ai::SearchResult> pendingReply_;
  Clock::time_point searchStarted_;
  std::uint64_t seed_;
};

}  // namespace gomoku::app
