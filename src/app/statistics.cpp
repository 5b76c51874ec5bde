#include "app/statistics.h"

#include <algorithm>
#include <sstream>

#include "app/toml_text.h"

namespace gomoku::app {

namespace {

// An opponent's key: what opponentKey makes, and what a later engine's name might be.
bool isOpponentKey(std::string_view key) {
  if (key.empty() || key.size() > 64) return false;
  for (char c : key)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.')) return false;
  return true;
}

// Over a million games is no record a person kept: the value is damaged.
constexpr std::int64_t kMostGames = 1'000'000;
// A run is only asked about at three; a longer one is kept short.
constexpr int kLongestStreak = 100;

int countOf(const toml::table& tally, std::string_view key) {
  const auto* value = tally.get_as<std::int64_t>(key);
  if (!value || value->get() < 0 || value->get() > kMostGames) return 0;
  return static_cast<int>(value->get());
}

int streakOf(const toml::table& tally) {
  const auto* value = tally.get_as<std::int64_t>("streak");
  if (!value || value->get() < -kLongestStreak || value->get() > kLongestStreak) return 0;
  return static_cast<int>(value->get());
}

}  // namespace

void Statistics::count(const std::string& opponent, GameResult result) {
  Tally& tally = byOpponent[opponent];
  int& n = result == GameResult::Won ? tally.wins : result == GameResult::Lost ? tally.losses : tally.draws;
  if (n < kMostGames) ++n;
  if (result == GameResult::Drawn)
    tally.streak = 0;
  else if (result == GameResult::Won)
    tally.streak = std::min(std::max(tally.streak, 0) + 1, kLongestStreak);
  else
    tally.streak = std::max(std::min(tally.streak, 0) - 1, -kLongestStreak);
}

void Statistics::restartStreak(const std::string& opponent) {
  if (auto found = byOpponent.find(opponent); found != byOpponent.end()) found->second.streak = 0;
}

std::string opponentKey(std::string_view levelName) {
  return "gomoku-" + std::string(levelName);
}

std::string formatStatistics(const Statistics& statistics) {
  std::ostringstream out;
  out << "# Your games against the computer, counted by the game (TOML): wins, losses, draws.\n";
  for (const auto& [opponent, tally] : statistics.byOpponent) {
    if (!isOpponentKey(opponent) || tally.games() == 0) continue;
    out << '\n'
        << '[' << opponent << "]\n"
        << "wins = " << tally.wins << '\n'
        << "losses = " << tally.losses << '\n'
        << "draws = " << tally.draws << '\n';
    if (tally.streak != 0) out << "streak = " << tally.streak << "  # wins (+) or losses (-) in a row\n";
  }
  return out.str();
}

Result<Statistics> parseStatistics(std::string_view text) {
  Result<toml::table> parsed = parseToml(text);
  if (!parsed) return Error{parsed.error()};
  const toml::table& table = *parsed;
  Statistics statistics;
  for (const auto& [key, node] : table) {
    const auto* tally = node.as_table();
    if (!tally || !isOpponentKey(key.str())) continue;
    Tally t{countOf(*tally, "wins"), countOf(*tally, "losses"), countOf(*tally, "draws"), streakOf(*tally)};
    if (t.games() > 0) statistics.byOpponent[std::string(key.str())] = t;
  }
  return statistics;
}

Statistics StatisticsFile::load(std::vector<std::string>& problems) const {
  FileProblem problem;
  auto bytes = readRegularFile(path(), kMaxSize, &problem);
  if (!bytes) {
    if (problem.kind != FileProblem::Kind::Missing)
      problems.push_back(path().string() + ": " + bytes.error());
    return {};
  }
  auto statistics =
      parseStatistics(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
  if (!statistics) {
    problems.push_back(path().string() + ": " + statistics.error());
    return {};
  }
  return *statistics;
}

std::optional<FileProblem> StatisticsFile::save(const Statistics& statistics) const {
  std::string text = formatStatistics(statistics);
  return writeTextAtomically(path(), text);
}

}  // namespace gomoku::app
