#include "app/saves.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <system_error>

#include "core/save_file.h"

namespace gomoku::app {

namespace {
constexpr std::string_view kNamedPrefix = "save-";

bool isTimeStamp(std::string_view s) {
  if (s.size() < 15 || s[8] != '-') return false;
  for (std::size_t i = 0; i < 15; ++i)
    if (i != 8 && (s[i] < '0' || s[i] > '9')) return false;
  return true;
}

// "save-20261122-031005" -> "2026-11-22 03:10:05"; "save-renju lesson" -> "renju lesson".
std::string displayName(const std::string& stem) {
  std::string name = stem.substr(kNamedPrefix.size());
  if (!isTimeStamp(name)) return name;
  return name.substr(0, 4) + "-" + name.substr(4, 2) + "-" + name.substr(6, 2) + " " + name.substr(9, 2) +
         ":" + name.substr(11, 2) + ":" + name.substr(13, 2) + name.substr(15);
}

// A typed name as a file's name: no folder separators or characters other systems refuse, no
// control characters, no leading dot (a hidden file) or trailing dot and space.
std::string fileSafe(std::string_view name) {
  std::string safe;
  for (char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    const bool refused =
        byte < 0x20 || byte == 0x7f || std::string_view("/\\:*?\"<>|").find(c) != std::string_view::npos;
    safe += refused ? '-' : c;
  }
  while (!safe.empty() && (safe.front() == '.' || safe.front() == ' ')) safe.erase(0, 1);
  while (!safe.empty() && (safe.back() == '.' || safe.back() == ' ')) safe.pop_back();
  return safe;
}

std::string timeStamp() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  return stamp;
}
}  // namespace

std::string SaveFolder::suggestedName() {
  return displayName(std::string(kNamedPrefix) + timeStamp());
}

bool SaveFolder::hasQuickSave() const {
  std::error_code error;
  return std::filesystem::is_regular_file(quickSavePath(), error);
}

std::optional<Error> SaveFolder::quickSave(const Game& game, SaveFileProblem* why) const {
  return writeSaveFile(game, quickSavePath(), why);
}

Result<Game> SaveFolder::quickLoad(SaveFileProblem* why) const {
  return readSaveFile(quickSavePath(), why);
}

bool SaveFolder::hasAutoSave() const {
  std::error_code error;
  return std::filesystem::is_regular_file(autoSavePath(), error);
}

std::optional<Error> SaveFolder::autoSave(const Game& game, SaveFileProblem* why) const {
  return writeSaveFile(game, autoSavePath(), why);
}

void SaveFolder::removeAutoSave() const {
  std::error_code ignored;
  std::filesystem::remove(autoSavePath(), ignored);
}

Result<Game> SaveFolder::autoLoad(SaveFileProblem* why) const {
  return readSaveFile(autoSavePath(), why);
}

std::filesystem::path SaveFolder::freshPath(std::string_view name) const {
  std::string safe = fileSafe(name);
  // The suggested name as shown ("2026-11-22 03:10:05") is kept as its stamp, which sorts and
  // shows the same as before.
  if (safe.empty() || name == suggestedName()) safe = timeStamp();
  std::string stem = std::string(kNamedPrefix) + safe;
  // Two saves of one name get -2, -3, ... rather than overwrite each other.
  std::filesystem::path path = folder_ / (stem + ending_);
  // The non-throwing exists(): a folder that cannot be looked into must fail the save with a
  // message, not end the game with an exception.
  std::error_code looked;
  for (int n = 2; std::filesystem::exists(path, looked) && n < 1000; ++n) {
    path = folder_ / (stem + "-" + std::to_string(n) + ending_);
  }
  return path;
}

Result<std::string> SaveFolder::saveNamed(const Game& game, std::string_view name,
                                          SaveFileProblem* why) const {
  const std::filesystem::path path = freshPath(name);
  if (auto error = writeSaveFile(game, path, why)) return *error;
  return displayName(path.stem().string());
}

Result<std::string> SaveFolder::saveNamed(const go::Game& game, std::string_view name,
                                          SaveFileProblem* why) const {
  const std::filesystem::path path = freshPath(name);
  if (auto error = writeSaveFile(game, path, why)) return *error;
  return displayName(path.stem().string());
}

std::vector<SaveEntry> SaveFolder::list() const {
  struct Found {
    SaveEntry entry;
    std::filesystem::file_time_type written;
  };
  std::vector<Found> named;
  std::error_code error;
  for (const auto& file : std::filesystem::directory_iterator(folder_, error)) {
    const auto& path = file.path();
    std::string stem = path.stem().string();
    if (path.extension() != ending_ || !stem.starts_with(kNamedPrefix)) continue;
    std::error_code unknown;
    named.push_back({{path, displayName(stem), false}, file.last_write_time(unknown)});
  }
  // Newest first, whatever their names; saves of the same instant by name, newest stamp first.
  std::sort(named.begin(), named.end(), [](const Found& a, const Found& b) {
    if (a.written != b.written) return a.written > b.written;
    return a.entry.path.filename() > b.entry.path.filename();
  });
  std::vector<SaveEntry> entries;
  if (hasQuickSave()) entries.push_back({quickSavePath(), "quicksave", true});
  for (Found& found : named) entries.push_back(std::move(found.entry));
  return entries;
}

Result<Game> SaveFolder::load(const SaveEntry& entry, SaveFileProblem* why) const {
  return readSaveFile(entry.path, why);
}

Result<go::Game> SaveFolder::loadGo(const SaveEntry& entry, SaveFileProblem* why) const {
  return readGoSaveFile(entry.path, why);
}

std::optional<Error> SaveFolder::remove(const SaveEntry& entry) const {
  std::error_code error;
  if (!std::filesystem::remove(entry.path, error) || error)
    return Error{"cannot delete \"" + entry.path.string() +
                 "\": " + (error ? error.message() : "it is gone")};
  return std::nullopt;
}

}  // namespace gomoku::app
