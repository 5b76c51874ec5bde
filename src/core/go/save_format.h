// A game of Go in the save file's format 2 (docs/save-format.md): the setup, the setup stones,
// the moves (passes and a resignation among them) and the moves undone, closed by a CRC-32.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/go/game.h"
#include "core/result.h"

namespace gomoku::go {

// Levels of a computer player of Go: the engine's strength (GNU Go's --level), 1..10.
constexpr int kMinEngineLevel = 1;
constexpr int kMaxEngineLevel = 10;

// The header, every list at its longest, and the checksum: reading a file stops after this.
constexpr std::size_t kSaveHeaderSize = 26;
constexpr std::size_t kMaxSaveSize = kSaveHeaderSize + 4 * 2 * 0xFFFF + 4;

std::vector<std::uint8_t> encodeGame(const Game& game);
// The game those bytes describe, or why they describe none (a Gomoku save is named as such).
Result<Game> decodeGame(std::span<const std::uint8_t> bytes);

}  // namespace gomoku::go
