#include "session/puzzle_solving.h"

#include <chrono>

#include "ai/evaluation.h"
#include "ai/puzzle_check.h"

namespace gomoku::session {
namespace {

// The defender resists with a modest search; the judge of the solver's move has more nodes than
// the check that proved the puzzle, so a win it proved is not missed later in the same line.
constexpr std::uint64_t kDefenceNodes = 30'000;
constexpr std::uint64_t kJudgeNodes = 2 * ai::kPuzzleProofNodes;

}  // namespace

PuzzleDefence defendPuzzle(const Board& board, Rule rule, std::stop_token stop) {
  ai::SearchEngine engine(ai::puzzleEngineSettings());
  ai::SearchLimits limits;
  limits.turnTime = std::chrono::hours(24);
  limits.maxNodes = kDefenceNodes;
  limits.stop = stop;
  PuzzleDefence defence;
  defence.reply = engine.think(board, rule, limits).move;
  if (defence.reply == kNoPoint || stop.stop_requested()) return defence;
  Board after = board;
  const Stone defender = after.sideToMove();
  after.play(defence.reply);
  if (isWin(after, defence.reply, defender, rule)) return defence;
  defence.solverStillWins = ai::hasForcedWin(after, rule, kJudgeNodes);
  return defence;
}

PuzzleSolving::PuzzleSolving(Puzzle puzzle) : puzzle_(std::move(puzzle)), board_(puzzle_.position()) {}

PuzzleSolving::Move PuzzleSolving::play(Point p) {
  if (state_ != State::SolverToMove) return Move::NotYourTurn;
  if (!board_.contains(p) || !board_.isEmpty(p)) return Move::Occupied;
  if (!isLegalMove(board_, puzzle_.rule, p)) return Move::Forbidden;
  const bool first = solverMoves_ == 0;
  board_.play(p);
  tried_.push_back(p);
  ++solverMoves_;
  if (isWin(board_, p, puzzle_.winner, puzzle_.rule)) {
    state_ = State::Solved;
  } else if (first && p != puzzle_.solution) {
    state_ = State::Failed;
    failure_ = Failure::WrongFirstMove;
  } else if (board_.isFull()) {
    state_ = State::Failed;
    failure_ = Failure::WinLost;
  } else {
    state_ = State::DefenderToMove;
  }
  return Move::Played;
}

void PuzzleSolving::answer(const PuzzleDefence& defence) {
  if (state_ != State::DefenderToMove || defence.reply == kNoPoint || !board_.isEmpty(defence.reply)) return;
  board_.play(defence.reply);
  tried_.push_back(defence.reply);
  if (isWin(board_, defence.reply, opponent(puzzle_.winner), puzzle_.rule)) {
    state_ = State::Failed;
    failure_ = Failure::DefenderWon;
  } else if (!defence.solverStillWins) {
    state_ = State::Failed;
    failure_ = Failure::WinLost;
  } else {
    state_ = State::SolverToMove;
  }
}

Game PuzzleSolving::game() const {
  Game game(puzzle_.rule, puzzle_.size);
  for (Point p : puzzle_.moves) (void)game.play(p);
  for (Point p : tried_) (void)game.play(p);
  return game;
}

std::optional<Point> PuzzleSolving::hint() const {
  if (state_ != State::Failed) return std::nullopt;
  return puzzle_.solution;
}

void PuzzleSolving::retry() {
  board_ = puzzle_.position();
  state_ = State::SolverToMove;
  failure_ = Failure::None;
  solverMoves_ = 0;
  tried_.clear();
}

}  // namespace gomoku::session
