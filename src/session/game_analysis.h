// Review with the engine: every position of a game searched in turn, on a thread of its own, so
// that the window keeps drawing and the player can stop it at once. What it finds (the evaluation
// of each position, the engine's best move and line) grows as it goes and can be read at any time;
// judgeMoves() then says which moves lost the most. No SDL.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "core/game.h"
#include "session/ai_worker.h"

namespace gomoku::session {

// The engine's view of the position after some moves of the game.
struct PositionVerdict {
  int blackScore = 0;       // from Black's view, in the engine's units; beyond ai::kWinBound a forced win
  Point best = kNoPoint;    // kNoPoint where the game was already over
  std::vector<Point> line;  // the best move and the replies the engine expects, from `best`
  int depth = 0;
  bool blackToMove = true;
  bool searched = false;  // the engine's verdict, not the board's: its score leans with the mover
  // The game's move from here searched alone (SearchLimits::onlyMoves), from Black's view: what the
  // move is judged by, against blackScore, a score of the same position with the same side to move.
  // None where the move was the engine's best, no move followed, or the engine cannot do so.
  std::optional<int> playedScore;
};

// Black's chances in a position the engine scored so, from 0 (lost) to 1 (won): what the graph
// draws and what a mistake is measured in, since a point of evaluation means more near even.
double blackChance(int blackScore);

// How much a move lost, as a reviewer marks it: "?" a mistake, "??" a blunder.
enum class MoveMark : std::uint8_t { None, Mistake, Blunder };
std::string_view markText(MoveMark mark);  // "", "?", "??"

struct MoveJudgement {
  MoveMark mark = MoveMark::None;
  double lost = 0;  // the mover's chances before the move less after it, 0 when it lost none
};

// The marks of the moves of `game` whose positions before and after have verdicts: verdicts[k] is
// the position after k moves, nullopt where it is not analysed yet. A move whose verdict before it
// has its playedScore is judged by that alone. Returns one judgement a move.
std::vector<MoveJudgement> judgeMoves(const Game& game,
                                      const std::vector<std::optional<PositionVerdict>>& verdicts);

class GameAnalysis {
 public:
  // `onProgress` runs on the analysis thread after each position (the app wakes its main loop
  // with it); `makeEngine` is ai::makeEngine unless a test brings its own engine.
  explicit GameAnalysis(std::function<void()> onProgress = {}, AiWorker::EngineFactory makeEngine = {});
  ~GameAnalysis();
  GameAnalysis(const GameAnalysis&) = delete;
  GameAnalysis& operator=(const GameAnalysis&) = delete;

  // Analyses every position of `game` (copied), from the start to the end, `perPosition` each, at
  // the strongest level; stops any analysis under way first and forgets it.
  void start(const Game& game, std::chrono::milliseconds perPosition);
  // Stops at once (the position being searched is left out) and keeps what was found.
  void stop();
  bool running() const;

  // The game analysed, as it was when it started.
  const Game& game() const { return game_; }
  // True when `game` goes on from the game analysed (the same moves, perhaps more after them).
  bool covers(const Game& game) const;
  // Why the engine could not go on (another program's engine that failed), "" when it did.
  std::string failure() const;
  // The positions analysed so far, and how many there are: the game's moves plus the start.
  std::size_t done() const;
  std::size_t total() const { return started_ ? game_.moves().size() + 1 : 0; }
  // verdicts()[k]: the position after k moves; nullopt until it is analysed. The scores are
  // evened out for the side to move (see the .cpp).
  std::vector<std::optional<PositionVerdict>> verdicts() const;

 private:
  void run(std::stop_token stop, std::chrono::milliseconds perPosition);
  void analyse(std::stop_token stop, std::chrono::milliseconds perPosition);

  std::function<void()> onProgress_;
  AiWorker::EngineFactory makeEngine_;
  Game game_;
  bool started_ = false;
  mutable std::mutex mutex_;
  std::vector<std::optional<PositionVerdict>> verdicts_;  // guarded by mutex_
  std::size_t done_ = 0;                                  // guarded by mutex_
  bool running_ = false;                                  // guarded by mutex_
  std::string failure_;                                   // guarded by mutex_
  std::jthread thread_;
};

}  // namespace gomoku::session
