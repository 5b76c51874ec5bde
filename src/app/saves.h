// The quick-save, the autosave and the named saves of one game, Gomoku's or Go's, all in the
// player's folder in the core's save format (each game's files by their ending: .gomoku, .go).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/go/game.h"
#include "core/result.h"
#include "core/save_file.h"

namespace gomoku::app {

struct SaveEntry {
  std::filesystem::path path;
  std::string name;  // "quicksave", the name typed, or when it was made: "2026-11-22 03:10:05"
  bool quick = false;
};

class SaveFolder {
 public:
  // `ending` is the game's: ".gomoku" (Gomoku's saves) or ".go" (Go's, beside them).
  explicit SaveFolder(std::filesystem::path folder, std::string ending = ".gomoku")
      : folder_(std::move(folder)), ending_(std::move(ending)) {}

  const std::filesystem::path& folder() const { return folder_; }
  std::filesystem::path quickSavePath() const { return folder_ / ("quicksave" + ending_); }
  bool hasQuickSave() const;
  // Each read and write can say why it failed in `why`, for the player's language.
  std::optional<Error> quickSave(const Game& game, SaveFileProblem* why = nullptr) const;
  Result<Game> quickLoad(SaveFileProblem* why = nullptr) const;
  // The game in hand when the player quit, which Continue resumes at the next start.
  std::filesystem::path autoSavePath() const { return folder_ / ("autosave" + ending_); }
  bool hasAutoSave() const;
  std::optional<Error> autoSave(const Game& game, SaveFileProblem* why = nullptr) const;
  Result<Game> autoLoad(SaveFileProblem* why = nullptr) const;
  // The kept game is given up: Continue at the next start must not bring it back.
  void removeAutoSave() const;
  // A new save named `name` (made safe for a file's name), or after the time it was made when
  // `name` is empty or suggestedName(); a name already taken gets "-2", "-3", ... Its name as
  // listed on success.
  Result<std::string> saveNamed(const Game& game, std::string_view name = {},
                                SaveFileProblem* why = nullptr) const;
  Result<std::string> saveNamed(const go::Game& game, std::string_view name = {},
                                SaveFileProblem* why = nullptr) const;
  // The name offered when the player saves: now, as the list shows it ("2026-11-22 03:10:05").
  static std::string suggestedName();
  // The quick-save first, then the named saves, newest written first.
  std::vector<SaveEntry> list() const;
  Result<Game> load(const SaveEntry& entry, SaveFileProblem* why = nullptr) const;
  Result<go::Game> loadGo(const SaveEntry& entry, SaveFileProblem* why = nullptr) const;
  // Deletes a save for good; why not, when it cannot.
  std::optional<Error> remove(const SaveEntry& entry) const;

 private:
  // A new save's path for the name typed, one that no save has yet.
  std::filesystem::path freshPath(std::string_view name) const;

  std::filesystem::path folder_;
  std::string ending_;
};

}  // namespace gomoku::app
