// A game of Go in the save file (docs/save-format.md): format 2, the setup, the setup stones, the
// moves (passes and a resignation among them) and the moves undone, closed by a CRC-32; format 6
// for a game whose moves branch into variations or carry comments or the record's information:
// the setup, the information and the tree (core/save_tree.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "core/go/game.h"
#include "core/result.h"
#include "core/save_tree.h"

namespace gomoku::go {

// Levels of a computer player of Go: the engine's strength (GNU Go's --level), 1..10.
constexpr int kMinEngineLevel = 1;
constexpr int kMaxEngineLevel = 10;

// Format 2's header; a file is at most every list at its longest, or the longest tree format 6
// holds: reading a file stops after this.
constexpr std::size_t kSaveHeaderSize = 26;
constexpr std::size_t kMaxSaveSize = std::max(kSaveHeaderSize + 4 * 2 * 0xFFFF + 4, save_tree::kMaxSaveSize);

std::vector<std::uint8_t> encodeGame(const Game& game);
// The game those bytes describe, or why they describe none (a Gomoku save is named as such).
Result<Game> decodeGame(std::span<const std::uint8_t> bytes);

}  // namespace gomoku::go
