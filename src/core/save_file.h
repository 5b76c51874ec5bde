// Save files: a small, versioned, little-endian binary format with a CRC-32 (docs/save-format.md).
// Writing is atomic; reading a damaged, truncated, foreign, newer or impossible file fails with a
// message that says which, and touches nothing.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <vector>

#include "core/game.h"
#include "core/go/game.h"
#include "core/result.h"

namespace gomoku {

// The whole file's bytes for `game`: rule, size, players, the moves played and the moves that can
// still be redone.
std::vector<std::uint8_t> encodeGame(const Game& game);

// The game those bytes describe, or why they describe none.
Result<Game> decodeGame(std::span<const std::uint8_t> bytes);

// Writes `game` to `path` through a temporary file in the same folder, flushed, then renamed
// over the old file: a crash mid-save never damages an existing save. nullopt on success.
std::optional<Error> writeSaveFile(const Game& game, const std::filesystem::path& path);

// Reads the game saved at `path`, or why it cannot (missing, unreadable, or as decodeGame).
Result<Game> readSaveFile(const std::filesystem::path& path);

// A game of Go, in format 2 of the same file (go/save_format.h), written and read the same way.
std::optional<Error> writeSaveFile(const go::Game& game, const std::filesystem::path& path);
Result<go::Game> readGoSaveFile(const std::filesystem::path& path);

// The atomic write under writeSaveFile, for other files a person keeps (SGF records).
std::optional<Error> writeFileAtomically(std::span<const std::uint8_t> bytes,
                                         const std::filesystem::path& path);
// The first limit + 1 bytes of the file at `path` (all of a shorter one: one byte more than
// `limit` tells a file that is too long), or why it cannot be read.
Result<std::vector<std::uint8_t>> readFileBytes(const std::filesystem::path& path, std::size_t limit);

}  // namespace gomoku
