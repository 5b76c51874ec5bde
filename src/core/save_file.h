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
#include "core/go/game.h"
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

// A game of Go, in format 2 of the same file (go/save_format.h), written and read the same way.
std::optional<Error> writeSaveFile(const go::Game& game, const std::filesystem::path& path,
                                   SaveFileProblem* why = nullptr);
Result<go::Game> readGoSaveFile(const std::filesystem::path& path, SaveFileProblem* why = nullptr);

// The atomic write under writeSaveFile, for other files a person keeps (SGF records).
std::optional<Error> writeFileAtomically(std::span<const std::uint8_t> bytes,
                                         const std::filesystem::path& path);
// The whole of the regular file at `path` if it is at most `limit` bytes long, or why it cannot
// be read (core/file_io.h's readRegularFile, with the file named in the message).
Result<std::vector<std::uint8_t>> readFileBytes(const std::filesystem::path& path, std::size_t limit,
                                                SaveFileProblem* why = nullptr);

}  // namespace gomoku
