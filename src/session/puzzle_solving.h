// A puzzle being solved, the same in the window and in the terminal: the position set up, the
// solver plays the side to win; a first move other than the solution fails at once; the defender
// answers each later move with the engine's best defence, and the solver's move fails when the
// engine then finds no forced win left for them; a five solves the puzzle. After a failure the
// hint shows the first move, and the puzzle can be tried again from the start.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>

#include "core/board.h"
#include "core/game.h"
#include "core/puzzle.h"
#include "session/worker.h"

namespace gomoku::session {

// What the defender's side worked out after a solver's move (on the worker thread in the window).
struct PuzzleDefence {
  Point reply = kNoPoint;
  bool solverStillWins = false;  // after the reply, the solver still has a forced win
};

// The engine's part: the defender's best answer to the position (the side to move defends), then
// whether the solver still wins after it. Deterministic (node budgets); `stop` ends it early.
PuzzleDefence defendPuzzle(const Board& board, Rule rule, std::stop_token stop = {});

class PuzzleSolving {
 public:
  enum class State : std::uint8_t { SolverToMove, DefenderToMove, Solved, Failed };
  // Why the try failed.
  enum class Failure : std::uint8_t { None, WrongFirstMove, WinLost, DefenderWon };
  // What became of a move the solver asked for.
  enum class Move : std::uint8_t { Played, NotYourTurn, Occupied, Forbidden };

  explicit PuzzleSolving(Puzzle puzzle);

  const Puzzle& puzzle() const { return puzzle_; }
  const Board& board() const { return board_; }
  State state() const { return state_; }
  Failure failure() const { return failure_; }
  bool over() const { return state_ == State::Solved || state_ == State::Failed; }
  // The solver's moves so far in this try.
  int solverMoves() const { return solverMoves_; }
  // The moves of this try (the solver's and the defender's), in order.
  const std::vector<Point>& tried() const { return tried_; }
  // The game that reached the puzzle, this try's moves after it: what the board shows.
  Game game() const;

  // The solver's move. Played: the state says what follows (the defender's turn, solved, failed).
  Move play(Point p);
  // The defender's answer as defendPuzzle found it for board(); ignored unless it is its turn.
  void answer(const PuzzleDefence& defence);
  // The hint: the winning first move, once a try has failed.
  std::optional<Point> hint() const;
  // Back to the puzzle's position for another try.
  void retry();

 private:
  Puzzle puzzle_;
  Board board_;
  State state_ = State::SolverToMove;
  Failure failure_ = Failure::None;
  int solverMoves_ = 0;
  std::vector<Point> tried_;
};

// The defender's search off the caller's thread: start() after a solver's move, poll() each
// frame until the answer comes.
class PuzzleDefender {
 public:
  explicit PuzzleDefender(std::function<void()> onDone = {}) : worker_(std::move(onDone)) {}
  void start(const Board& board, Rule rule) {
    worker_.start([board, rule](std::stop_token stop) { return defendPuzzle(board, rule, stop); });
  }
  std::optional<PuzzleDefence> poll() { return worker_.poll(); }
  void wait() { worker_.wait(); }
  void cancel() { worker_.cancel(); }
  bool busy() const { return worker_.busy(); }

 private:
  Worker<PuzzleDefence> worker_;
};

}  // namespace gomoku::session
