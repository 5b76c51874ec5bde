#include "cli/puzzle_text_game.h"

#include <ostream>

#include "cli/board_printer.h"
#include "cli/move_input.h"
#include "core/file_io.h"

namespace gomoku::cli {
namespace {

constexpr std::size_t kLargestPuzzleFile = 8 << 20;

std::string_view difficultyName(PuzzleDifficulty difficulty) {
  switch (difficulty) {
    case PuzzleDifficulty::Easy:
      return "easy";
    case PuzzleDifficulty::Medium:
      return "medium";
    case PuzzleDifficulty::Hard:
      return "hard";
  }
  return "";
}

std::string_view failureWords(session::PuzzleSolving::Failure failure) {
  using Failure = session::PuzzleSolving::Failure;
  switch (failure) {
    case Failure::WrongFirstMove:
      return "that is not the winning first move";
    case Failure::DefenderWon:
      return "the defender made five";
    default:
      return "after that move the win is gone";
  }
}

std::string trimmed(const std::string& line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  const std::size_t last = line.find_last_not_of(" \t\r");
  return line.substr(first, last - first + 1);
}

}  // namespace

PuzzleTextGame::PuzzleTextGame(const std::filesystem::path& puzzleFile, std::filesystem::path progressFile,
                               std::ostream& out)
    : out_(out), progressFile_(std::move(progressFile)) {
  FileProblem problem;
  const Result<std::vector<std::uint8_t>> bytes = readRegularFile(puzzleFile, kLargestPuzzleFile, &problem);
  if (!bytes) {
    out_ << "Cannot read the puzzles (" << puzzleFile.string() << "): " << problem.message() << ".\n";
    return;
  }
  Result<std::vector<Puzzle>> puzzles = readPuzzles(std::string(bytes->begin(), bytes->end()));
  if (!puzzles) {
    out_ << "Cannot read the puzzles (" << puzzleFile.string() << "): " << puzzles.error() << ".\n";
    return;
  }
  puzzles_ = std::move(*puzzles);
  if (!progressFile_.empty()) {
    std::optional<std::string> why;
    progress_ = session::loadPuzzleProgress(progressFile_, why);
    if (why) out_ << "Your puzzle record: " << *why << ".\n";
  }
}

bool PuzzleTextGame::open(std::string_view which) {
  if (!ready()) return false;
  std::size_t index = 0;
  if (which.empty()) {
    while (index < puzzles_.size() && progress_.record(puzzles_[index].id).solved > 0) ++index;
    if (index == puzzles_.size()) index = 0;
  } else if (which == "next") {
    index = solving_ ? (index_ + 1) % puzzles_.size() : 0;
  } else {
    while (index < puzzles_.size() && puzzles_[index].id != which) ++index;
    if (index == puzzles_.size()) {
      out_ << "No puzzle " << which << ": the ids are like " << puzzles_.front().id << " (" << puzzles_.size()
           << " puzzles).\n";
      return false;
    }
  }
  index_ = index;
  solving_.emplace(puzzles_[index_]);
  show();
  return true;
}

std::string PuzzleTextGame::notation(Point p) const {
  return toNotation(p, puzzle().size);
}

void PuzzleTextGame::show() {
  const Puzzle& p = puzzle();
  const session::PuzzleRecord record = progress_.record(p.id);
  out_ << "Puzzle " << p.id << " (" << index_ + 1 << " of " << puzzles_.size() << ", "
       << difficultyName(p.difficulty()) << ", " << ruleName(p.rule) << "): " << stoneName(p.winner)
       << " to play and win. A win by " << puzzleKindName(p.kind) << " in " << p.length << " moves."
       << (record.solved > 0   ? " You have solved it before."
           : record.failed > 0 ? " Tried before."
                               : "")
       << '\n';
  out_ << drawBoard(solving_->game());
  out_ << "Your move as " << stoneName(p.winner) << " (" << (p.winner == Stone::Black ? 'X' : 'O')
       << "). Commands: hint (after a failure), retry, next, previous, puzzle ID, back.\n";
}

void PuzzleTextGame::saveProgress() {
  if (progressFile_.empty()) return;
  if (auto problem = session::savePuzzleProgress(progressFile_, progress_))
    out_ << "Your puzzle record could not be kept: " << *problem << ".\n";
}

void PuzzleTextGame::play(Point p, const std::string& typed) {
  using Move = session::PuzzleSolving::Move;
  using State = session::PuzzleSolving::State;
  const bool first = solving_->solverMoves() == 0;
  switch (solving_->play(p)) {
    case Move::NotYourTurn:
      out_ << "This try is over: type retry, hint or next.\n";
      return;
    case Move::Occupied:
      out_ << typed << ": not an empty point of the board.\n";
      return;
    case Move::Forbidden:
      out_ << typed << ": a renju foul; Black may not play there.\n";
      return;
    case Move::Played:
      break;
  }
  if (first) progress_.attempt(puzzle().id);
  if (solving_->state() == State::DefenderToMove) {
    const session::PuzzleDefence defence = session::defendPuzzle(solving_->board(), puzzle().rule);
    solving_->answer(defence);
    out_ << stoneName(opponent(puzzle().winner)) << " defends at " << notation(defence.reply) << ".\n";
  }
  out_ << drawBoard(solving_->game());
  if (solving_->state() == State::Solved) {
    progress_.solve(puzzle().id);
    out_ << "Solved! " << stoneName(puzzle().winner) << " made five. Type next for the next puzzle.\n";
  } else if (solving_->state() == State::Failed) {
    progress_.fail(puzzle().id);
    out_ << "Failed: " << failureWords(solving_->failure())
         << ". Type hint for the winning first move, retry to try again, or next.\n";
  } else {
    out_ << "Your move.\n";
  }
  if (first || solving_->over()) saveProgress();
}

LineTold PuzzleTextGame::handleLine(const std::string& line) {
  const std::string typed = trimmed(line);
  if (typed.empty()) return LineTold::Unchanged;
  if (typed == "quit" || typed == "exit") return LineTold::Quit;
  if (typed == "back") {
    left_ = true;
    out_ << "Back to the game.\n";
    return LineTold::Changed;
  }
  if (typed == "hint") {
    if (const std::optional<Point> hint = solving_->hint())
      out_ << "The winning first move is " << notation(*hint) << ".\n";
    else
      out_ << "The hint comes after a failed try.\n";
    return LineTold::Unchanged;
  }
  if (typed == "retry") {
    solving_->retry();
    show();
    return LineTold::Unchanged;
  }
  if (typed == "next" || typed == "previous") {
    index_ = (index_ + (typed == "next" ? 1 : puzzles_.size() - 1)) % puzzles_.size();
    solving_.emplace(puzzles_[index_]);
    show();
    return LineTold::Unchanged;
  }
  if (typed.starts_with("puzzle")) {
    open(trimmed(typed.substr(6)));
    return LineTold::Unchanged;
  }
  const Command command = readCommand(typed, puzzle().size);
  if (command.kind == Command::Kind::Move) {
    play(command.point, typed);
    return LineTold::Unchanged;
  }
  out_ << "In a puzzle: a move, hint, retry, next, previous, puzzle ID, back or quit.\n";
  return LineTold::Unchanged;
}

}  // namespace gomoku::cli
