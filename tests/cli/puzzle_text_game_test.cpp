// Puzzles in the terminal game: `puzzle ID` opens one, a wrong first move fails, `hint` names the
// solution, `retry` starts again, the winning line against the engine's defence solves it, `back`
// returns to the game; the record is kept in puzzles.toml; an unknown id or a missing file is said.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../session/puzzle_solver.h"
#include "cli/text_game.h"
#include "core/puzzle.h"

namespace gomoku::cli {
namespace {

namespace fs = std::filesystem;

const fs::path kPuzzles = fs::path(GOMOKU_ASSETS_DIR) / "puzzles" / "gomoku.txt";

std::string run(const TextGameOptions& options, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(runTextGame(options, in, out), 0);
  return out.str();
}

class PuzzleTerminal : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ =
        fs::temp_directory_path() /
        ("puzzle-terminal-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(folder_);
    fs::create_directories(folder_);
    options_.computer = ComputerSide::None;
    options_.puzzles = kPuzzles;
    options_.prefFolder = folder_;
  }
  void TearDown() override { fs::remove_all(folder_); }
  std::string record() {
    std::ifstream in(folder_ / "puzzles.toml");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  fs::path folder_;
  TextGameOptions options_;
};

// The first shipped win by fours in three moves, and the solver's moves against the defence
// (which answers alike every time: its search is bounded by nodes).
std::pair<Puzzle, std::vector<std::string>> aShortWinByFours() {
  std::ifstream in(kPuzzles);
  std::ostringstream text;
  text << in.rdbuf();
  Result<std::vector<Puzzle>> puzzles = readPuzzles(text.str());
  if (!puzzles) ADD_FAILURE() << puzzles.error();
  if (puzzles)
    for (const Puzzle& p : *puzzles) {
      if (p.kind != PuzzleKind::Fours || p.length != 3) continue;
      session::PuzzleSolving solving(p);
      std::vector<std::string> moves;
      for (Point next = p.solution;
           next != kNoPoint && solving.play(next) == session::PuzzleSolving::Move::Played;
           next = session::solversMove(solving)) {
        moves.push_back(toNotation(next, p.size));
        if (solving.state() != session::PuzzleSolving::State::DefenderToMove) break;
        solving.answer(session::defendPuzzle(solving.board(), p.rule));
        if (solving.state() != session::PuzzleSolving::State::SolverToMove) break;
      }
      if (solving.state() == session::PuzzleSolving::State::Solved) return {p, moves};
    }
  ADD_FAILURE() << "no short win by fours solved";
  return {};
}

TEST_F(PuzzleTerminal, FailsHintsRetriesAndSolves) {
  const auto [puzzle, moves] = aShortWinByFours();
  ASSERT_FALSE(moves.empty());
  std::string wrong = "a1";
  if (wrong == toNotation(puzzle.solution, puzzle.size)) wrong = "o15";
  std::string input = "puzzle " + puzzle.id + "\n" + wrong + "\nhint\nretry\n";
  for (const std::string& move : moves) input += move + "\n";
  input += "back\nquit\n";
  const std::string out = run(options_, input);
  const std::string winner(stoneName(puzzle.winner));
  EXPECT_NE(out.find("Puzzle " + puzzle.id + " ("), std::string::npos) << out;
  EXPECT_NE(out.find(winner + " to play and win. A win by fours in 3 moves."), std::string::npos) << out;
  EXPECT_NE(out.find("Failed: that is not the winning first move."), std::string::npos) << out;
  EXPECT_NE(out.find("The winning first move is " + toNotation(puzzle.solution, puzzle.size) + "."),
            std::string::npos)
      << out;
  EXPECT_NE(out.find(std::string(stoneName(opponent(puzzle.winner))) + " defends at "), std::string::npos)
      << out;
  EXPECT_NE(out.find("Solved! " + winner + " made five."), std::string::npos) << out;
  EXPECT_NE(out.find("Back to the game."), std::string::npos) << out;
  EXPECT_NE(record().find(puzzle.id + " = { attempted = 2, solved = 1, failed = 1 }"), std::string::npos)
      << record();
}

TEST_F(PuzzleTerminal, TheHintWaitsForAFailure) {
  const std::string out = run(options_, "puzzle\nhint\nnext\nquit\n");
  EXPECT_NE(out.find(" (1 of "), std::string::npos) << out;
  EXPECT_NE(out.find("The hint comes after a failed try."), std::string::npos) << out;
  EXPECT_NE(out.find(" (2 of "), std::string::npos) << out;
}

TEST_F(PuzzleTerminal, AnUnknownIdOrAMissingFileIsSaid) {
  std::string out = run(options_, "puzzle ZZ999\nquit\n");
  EXPECT_NE(out.find("No puzzle ZZ999"), std::string::npos) << out;
  options_.puzzles = folder_ / "none.txt";
  out = run(options_, "puzzle\nh8\nquit\n");
  EXPECT_NE(out.find("Cannot read the puzzles"), std::string::npos) << out;
  // The game goes on: h8 is the game's move.
  EXPECT_NE(out.find("Move 2: White (O) to play."), std::string::npos) << out;
}

}  // namespace
}  // namespace gomoku::cli
