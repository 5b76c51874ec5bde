// Solving a puzzle as the window and the terminal play it (session::PuzzleSolving): the first
// move must be the solution, the engine defends, a move that lets the win go fails, a five solves.
#include "session/puzzle_solving.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "ai/puzzle_check.h"
#include "puzzle_solver.h"

namespace gomoku::session {
namespace {

// The first shipped puzzle of this kind and length.
Puzzle shippedPuzzle(PuzzleKind kind, int length) {
  std::ifstream in(std::string(GOMOKU_ASSETS_DIR) + "/puzzles/gomoku.txt");
  std::ostringstream text;
  text << in.rdbuf();
  Result<std::vector<Puzzle>> puzzles = readPuzzles(text.str());
  if (!puzzles) ADD_FAILURE() << puzzles.error();
  if (puzzles)
    for (const Puzzle& p : *puzzles)
      if (p.kind == kind && p.length == length) return p;
  ADD_FAILURE() << "no shipped puzzle of that kind and length";
  return {};
}

// The defender's turn, as the window's worker and the terminal take it.
void defend(PuzzleSolving& solving) {
  ASSERT_EQ(solving.state(), PuzzleSolving::State::DefenderToMove);
  solving.answer(defendPuzzle(solving.board(), solving.puzzle().rule));
}

// Plays the puzzle out as a solver who knows the way: the solution, then each time the engine's
// winning move.
void solve(PuzzleSolving& solving) {
  ASSERT_EQ(solving.play(solving.puzzle().solution), PuzzleSolving::Move::Played);
  for (int move = 1; move < 20 && solving.state() == PuzzleSolving::State::DefenderToMove; ++move) {
    defend(solving);
    if (solving.state() != PuzzleSolving::State::SolverToMove) return;
    const Point next = solversMove(solving);
    ASSERT_NE(next, kNoPoint) << "the solver's win is gone after " << move << " moves";
    ASSERT_EQ(solving.play(next), PuzzleSolving::Move::Played);
  }
}

TEST(PuzzleSolving, AFirstMoveOtherThanTheSolutionFailsAtOnce) {
  PuzzleSolving solving(shippedPuzzle(PuzzleKind::Fours, 4));
  const Point corner{0, 0};
  ASSERT_NE(corner, solving.puzzle().solution);
  EXPECT_FALSE(solving.hint());
  ASSERT_EQ(solving.play(corner), PuzzleSolving::Move::Played);
  EXPECT_EQ(solving.state(), PuzzleSolving::State::Failed);
  EXPECT_EQ(solving.failure(), PuzzleSolving::Failure::WrongFirstMove);
  EXPECT_EQ(solving.hint(), solving.puzzle().solution);
  EXPECT_EQ(solving.play({1, 0}), PuzzleSolving::Move::NotYourTurn);
}

TEST(PuzzleSolving, TheWinByFoursEndsInFiveAgainstTheBestDefence) {
  PuzzleSolving solving(shippedPuzzle(PuzzleKind::Fours, 5));
  solve(solving);
  EXPECT_EQ(solving.state(), PuzzleSolving::State::Solved);
  EXPECT_LE(solving.solverMoves(), solving.puzzle().length);
  EXPECT_FALSE(solving.hint());
}

TEST(PuzzleSolving, TheWinWithThreesEndsInFiveAgainstTheBestDefence) {
  PuzzleSolving solving(shippedPuzzle(PuzzleKind::Threes, 5));
  solve(solving);
  EXPECT_EQ(solving.state(), PuzzleSolving::State::Solved);
}

TEST(PuzzleSolving, AMoveThatLetsTheWinGoFails) {
  PuzzleSolving solving(shippedPuzzle(PuzzleKind::Fours, 5));
  ASSERT_EQ(solving.play(solving.puzzle().solution), PuzzleSolving::Move::Played);
  defend(solving);
  ASSERT_EQ(solving.state(), PuzzleSolving::State::SolverToMove);
  // A stone in a far corner answers nothing and makes nothing.
  const int last = solving.puzzle().size - 1;
  Point far = kNoPoint;
  for (Point p : {Point{0, 0}, Point{last, 0}, Point{0, last}, Point{last, last}})
    if (far == kNoPoint && solving.board().isEmpty(p)) far = p;
  ASSERT_EQ(solving.play(far), PuzzleSolving::Move::Played);
  defend(solving);
  EXPECT_EQ(solving.state(), PuzzleSolving::State::Failed);
  EXPECT_NE(solving.failure(), PuzzleSolving::Failure::WrongFirstMove);
  EXPECT_EQ(solving.hint(), solving.puzzle().solution);
}

TEST(PuzzleSolving, RetryStartsFromThePuzzlesPosition) {
  PuzzleSolving solving(shippedPuzzle(PuzzleKind::Fours, 3));
  const Board start = solving.puzzle().position();
  ASSERT_EQ(solving.play({0, 0}), PuzzleSolving::Move::Played);
  EXPECT_EQ(solving.game().moves().size(), solving.puzzle().moves.size() + 1);
  solving.retry();
  EXPECT_EQ(solving.state(), PuzzleSolving::State::SolverToMove);
  EXPECT_EQ(solving.board().hash(), start.hash());
  EXPECT_EQ(solving.solverMoves(), 0);
  EXPECT_TRUE(solving.tried().empty());
  EXPECT_EQ(solving.play(solving.board().moves().front()), PuzzleSolving::Move::Occupied);
}

}  // namespace
}  // namespace gomoku::session
