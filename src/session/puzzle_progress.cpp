#include "session/puzzle_progress.h"

#include <charconv>
#include <sstream>
#include <system_error>
#include <vector>

#include "core/file_io.h"

namespace gomoku::session {
namespace {

constexpr std::size_t kLargestFile = 4 << 20;

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool isIdCharacter(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

// `ID = { attempted = N, solved = N, failed = N }` (any order, any of the three).
std::optional<std::pair<std::string, PuzzleRecord>> readLine(std::string_view line) {
  const std::size_t equals = line.find('=');
  if (equals == std::string_view::npos) return std::nullopt;
  const std::string_view id = trimmed(line.substr(0, equals));
  if (id.empty()) return std::nullopt;
  for (char c : id)
    if (!isIdCharacter(c)) return std::nullopt;
  std::string_view table = trimmed(line.substr(equals + 1));
  if (table.size() < 2 || table.front() != '{' || table.back() != '}') return std::nullopt;
  table = table.substr(1, table.size() - 2);
  PuzzleRecord record;
  while (!trimmed(table).empty()) {
    const std::size_t comma = table.find(',');
    const std::string_view field = table.substr(0, comma);
    table = comma == std::string_view::npos ? std::string_view{} : table.substr(comma + 1);
    const std::size_t eq = field.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    const std::string_view name = trimmed(field.substr(0, eq));
    const std::string_view value = trimmed(field.substr(eq + 1));
    int n = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (error != std::errc{} || end != value.data() + value.size() || n < 0) return std::nullopt;
    if (name == "attempted")
      record.attempted = n;
    else if (name == "solved")
      record.solved = n;
    else if (name == "failed")
      record.failed = n;
    else
      return std::nullopt;
  }
  return std::pair{std::string(id), record};
}

}  // namespace

PuzzleProgress PuzzleProgress::read(std::string_view text, int* damaged) {
  PuzzleProgress progress;
  int bad = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = trimmed(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    if (line.empty() || line.front() == '#' || line == "[puzzles]") continue;
    if (auto entry = readLine(line))
      progress.records_[entry->first] = entry->second;
    else
      ++bad;
  }
  if (damaged) *damaged = bad;
  return progress;
}

std::string PuzzleProgress::write() const {
  std::ostringstream out;
  out << "# Gomoku puzzles: the tries begun, solved and failed of each (docs/puzzles.md).\n[puzzles]\n";
  for (const auto& [id, r] : records_)
    out << id << " = { attempted = " << r.attempted << ", solved = " << r.solved << ", failed = " << r.failed
        << " }\n";
  return out.str();
}

PuzzleRecord PuzzleProgress::record(const std::string& id) const {
  const auto found = records_.find(id);
  return found == records_.end() ? PuzzleRecord{} : found->second;
}

std::filesystem::path puzzleProgressFile(const std::filesystem::path& prefFolder) {
  return prefFolder / "puzzles.toml";
}

PuzzleProgress loadPuzzleProgress(const std::filesystem::path& file, std::optional<std::string>& problem) {
  problem.reset();
  FileProblem why;
  const Result<std::vector<std::uint8_t>> bytes = readRegularFile(file, kLargestFile, &why);
  if (!bytes) {
    if (why.kind != FileProblem::Kind::Missing)
      problem = "puzzles.toml could not be read (" + why.message() + "): progress starts afresh";
    return {};
  }
  const std::string text(bytes->begin(), bytes->end());
  int damaged = 0;
  PuzzleProgress progress = PuzzleProgress::read(text, &damaged);
  if (damaged > 0) {
    std::error_code ignored;
    std::filesystem::path aside = file;
    aside += ".damaged";
    std::filesystem::copy_file(file, aside, std::filesystem::copy_options::overwrite_existing, ignored);
    problem = "puzzles.toml is damaged: " + std::to_string(damaged) + " line" + (damaged == 1 ? "" : "s") +
              " could not be read and " + (damaged == 1 ? "was" : "were") +
              " left out (the file is kept as " + aside.filename().string() + ")";
  }
  return progress;
}

std::optional<std::string> savePuzzleProgress(const std::filesystem::path& file,
                                              const PuzzleProgress& progress) {
  if (auto problem = writeTextAtomically(file, progress.write())) return problem->message();
  return std::nullopt;
}

}  // namespace gomoku::session
