#include "app/saves.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <system_error>

#include "core/save_file.h"

namespace gomoku::app {

namespace {
constexpr std::string_view kExtension = ".gomoku";
constexpr std::string_view kNamedPrefix = "save-";

// "save-20261122-031005" -> "2026-11-22 03:10:05"
std::string displayName(const std::string& stem) {
  std::string digits = stem.substr(kNamedPrefix.size());
  if (digits.size() < 15) return digits;
  return digits.substr(0, 4) + "-" + digits.substr(4, 2) + "-" + digits.substr(6, 2) + " " +
         digits.substr(9, 2) + ":" + digits.substr(11, 2) + ":" + digits.substr(13, 2) + digits.substr(15);
}
}  // namespace

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

Result<Game> SaveFolder::autoLoad(SaveFileProblem* why) const {
  return readSaveFile(autoSavePath(), why);
}

Result<std::string> SaveFolder::saveNamed(const Game& game, SaveFileProblem* why) const {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  std::string stem = std::string(kNamedPrefix) + stamp;
  // Two saves in the same second get -2, -3, ... rather than overwrite each other.
  std::filesystem::path path = folder_ / (stem + std::string(kExtension));
  // The non-throwing exists(): a folder that cannot be looked into must fail the save with a
  // message, not end the game with an exception.
  std::error_code looked;
  for (int n = 2; std::filesystem::exists(path, looked) && n < 1000; ++n) {
    path = folder_ / (stem + "-" + std::to_string(n) + std::string(kExtension));
  }
  if (auto error = writeSaveFile(game, path, why)) return *error;
  return displayName(path.stem().string());
}

std::vector<SaveEntry> SaveFolder::list() const {
  std::vector<SaveEntry> named;
  std::error_code error;
  for (const auto& file : std::filesystem::directory_iterator(folder_, error)) {
    const auto& path = file.path();
    std::string stem = path.stem().string();
    if (path.extension() != kExtension || !stem.starts_with(kNamedPrefix)) continue;
    named.push_back({path, displayName(stem), false});
  }
  std::sort(named.begin(), named.end(),
            [](const SaveEntry& a, const SaveEntry& b) { return a.path.filename() > b.path.filename(); });
  std::vector<SaveEntry> entries;
  if (hasQuickSave()) entries.push_back({quickSavePath(), "quicksave", true});
  entries.insert(entries.end(), named.begin(), named.end());
  return entries;
}

Result<Game> SaveFolder::load(const SaveEntry& entry, SaveFileProblem* why) const {
  return readSaveFile(entry.path, why);
}

std::optional<Error> SaveFolder::remove(const SaveEntry& entry) const {
  std::error_code error;
  if (!std::filesystem::remove(entry.path, error) || error)
    return Error{"cannot delete \"" + entry.path.string() +
                 "\": " + (error ? error.message() : "it is gone")};
  return std::nullopt;
}

}  // namespace gomoku::app
