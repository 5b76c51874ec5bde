// What a player did with each puzzle - tried, solved, failed - kept beside the settings in
// puzzles.toml, one line a puzzle: `FV001 = { attempted = 2, solved = 1, failed = 1 }`. A damaged
// file is read as far as it can be (each good line kept), and said so; the window and the
// terminal share it.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku::session {

struct PuzzleRecord {
  int attempted = 0;  // tries begun (a first move played)
  int solved = 0;
  int failed = 0;
};

class PuzzleProgress {
 public:
  // The progress in `text`; `damaged` counts the lines that could not be read (and were left out).
  static PuzzleProgress read(std::string_view text, int* damaged = nullptr);
  std::string write() const;

  PuzzleRecord record(const std::string& id) const;
  void attempt(const std::string& id) { ++records_[id].attempted; }
  void solve(const std::string& id) { ++records_[id].solved; }
  void fail(const std::string& id) { ++records_[id].failed; }
  const std::map<std::string, PuzzleRecord>& records() const { return records_; }

 private:
  std::map<std::string, PuzzleRecord> records_;
};

// puzzles.toml in the player's folder.
std::filesystem::path puzzleProgressFile(const std::filesystem::path& prefFolder);

// The progress kept in `file`: nothing kept yet is an empty progress; a damaged file gives what
// could be read, and `problem` says so (the file is then copied aside, to FILE.damaged, before it
// is written again).
PuzzleProgress loadPuzzleProgress(const std::filesystem::path& file, std::optional<std::string>& problem);
// Writes the progress atomically; the reason when it could not.
std::optional<std::string> savePuzzleProgress(const std::filesystem::path& file,
                                              const PuzzleProgress& progress);

}  // namespace gomoku::session
