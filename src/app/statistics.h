// The player's record against the computer: wins, losses and draws against each opponent (a
// level of our engine, later an external engine), kept beside the settings in statistics.toml and
// shown in About. A game counts once, when it ends on the board or on the clock; taking moves
// back after the end does not count it again.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/file_io.h"
#include "core/result.h"

namespace gomoku::app {

struct Tally {
  int wins = 0;
  int losses = 0;
  int draws = 0;
  // The results in a row of late: +3 is three wins running, -2 two losses; a draw ends a run.
  int streak = 0;

  int games() const { return wins + losses + draws; }
  friend bool operator==(const Tally&, const Tally&) = default;
};

enum class GameResult : std::uint8_t { Won, Lost, Drawn };

struct Statistics {
  // By opponent: "gomoku-easy" .. "gomoku-master" for our levels (see opponentKey).
  std::map<std::string, Tally> byOpponent;

  void count(const std::string& opponent, GameResult result);
  // After the player was offered another level: the run counts afresh.
  void restartStreak(const std::string& opponent);
  friend bool operator==(const Statistics&, const Statistics&) = default;
};

// The key of our engine at a level in the statistics ("gomoku-hard").
std::string opponentKey(std::string_view levelName);

// The statistics as the TOML file holds them.
std::string formatStatistics(const Statistics& statistics);
// The file's tallies; an error only when the text is not TOML. Keys that are not opponents' and
// counts that are not small non-negative integers are skipped.
Result<Statistics> parseStatistics(std::string_view toml);

class StatisticsFile {
 public:
  static constexpr std::size_t kMaxSize = 64 * 1024;

  explicit StatisticsFile(std::filesystem::path folder) : folder_(std::move(folder)) {}
  std::filesystem::path path() const { return folder_ / "statistics.toml"; }
  // Where a file that could not be read is moved, so that counting does not write over it.
  std::filesystem::path unreadPath() const { return folder_ / "statistics.unread.toml"; }

  // The statistics kept; none yet when there is no file. What went wrong is added to `problems`.
  Statistics load(std::vector<std::string>& problems) const;
  std::optional<FileProblem> save(const Statistics& statistics) const;

 private:
  std::filesystem::path folder_;
};

}  // namespace gomoku::app
