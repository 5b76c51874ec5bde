// Puzzles in the terminal: `puzzle [ID|next]` in the text game opens one (the first not solved
// without a word), and from then on a move is the solver's, the engine answers for the defender,
// `hint` shows the winning first move after a failure, `retry`, `next`, `previous`, `puzzle ID`,
// `back` returns to the game. The record is the window's (puzzles.toml beside the settings).
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/turn_loop.h"
#include "core/puzzle.h"
#include "session/puzzle_progress.h"
#include "session/puzzle_solving.h"

namespace gomoku::cli {

class PuzzleTextGame {
 public:
  // The puzzles of `puzzleFile`; the record in `progressFile` (none kept when it is empty).
  PuzzleTextGame(const std::filesystem::path& puzzleFile, std::filesystem::path progressFile,
                 std::ostream& out);

  // False, having said why, when the puzzles could not be read.
  bool ready() const { return !puzzles_.empty(); }
  // Opens the puzzle `which` names: an id, "next" (the one after the last shown), or "" (the first
  // not solved). False, having said why, when there is none such.
  bool open(std::string_view which);
  // A line typed while puzzles are open. Quit for `quit`; `left()` is then true after `back`.
  LineTold handleLine(const std::string& line);
  bool left() const { return left_; }

 private:
  void show();
  void play(Point p, const std::string& typed);
  void saveProgress();
  std::string notation(Point p) const;
  const Puzzle& puzzle() const { return puzzles_[index_]; }

  std::ostream& out_;
  std::vector<Puzzle> puzzles_;
  std::filesystem::path progressFile_;
  session::PuzzleProgress progress_;
  std::size_t index_ = 0;
  std::optional<session::PuzzleSolving> solving_;
  bool left_ = false;
};

}  // namespace gomoku::cli
