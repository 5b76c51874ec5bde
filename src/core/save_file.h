// Save files: a small, versioned, little-endian binary format with a CRC-32 (docs/save-format.md).
// Writing is atomic; reading a damaged, truncated, foreign, newer or impossible file fails with a
// message that says which, and touches nothing.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <vector>

#include "core/file_io.h"
#include "core/game.h"
#include "core/result.h"

namespace gomoku {

// The whole file's bytes for `game`: rule, size, players, the moves played and the moves that can
// still be redone.
std::vector<std::uint8_t> encodeGame(const Game& game);

// The game those bytes describe, or why they describe none.
Result<Game> decodeGame(std::span<const std::uint8_t> bytes);

// Why a save could not be read or written, for a front end to say in the player's language.
struct SaveFileProblem {
  enum class Kind : std::uint8_t { File, NotASave, Newer, Damaged };
  Kind kind = Kind::File;
  FileProblem file;    // for File
  std::string detail;  // decodeGame's words, for the others
  static Kind classify(const std::string& decodeError);
};

// Writes `game` to `path` through a temporary file in the same folder, flushed, then renamed
// over the old file: a crash mid-save never damages an existing save. nullopt on success.
std::optional<Error> writeSaveFile(const Game& game, const std::filesystem::path& path,
                                   SaveFileProblem* why = nullptr);

// Reads the game saved at `path`, or why it cannot (missing, not a regular file such as a FIFO,
// unreadable, or as decodeGame). Never blocks.
Result<Game> readSaveFile(const std::filesystem::path& path, SaveFileProblem* why = nullptr);

}  // namespace gomoku
