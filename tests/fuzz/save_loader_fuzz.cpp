// libFuzzer target for the save loader: any bytes are either refused with a message, or describe a
// game that saves back to exactly those bytes and loads again to the same game.
#include <zlib.h>

#include <algorithm>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/save_file.h"

namespace gomoku {
namespace {

// From docs/save-format.md: the header up to the counts of moves and undone moves.
constexpr std::size_t kHeaderSize = 17;
constexpr std::size_t kChecksumSize = 4;

// Nearly every mutated input fails the checksum, and the field and move checks behind it would
// never run. So each input is also tried with the checksum that its own header calls for written
// where the header puts it.
std::vector<std::uint8_t> withChecksumRepaired(std::span<const std::uint8_t> bytes) {
  std::vector<std::uint8_t> repaired(bytes.begin(), bytes.end());
  if (repaired.size() < kHeaderSize + kChecksumSize) return repaired;
  std::size_t moves = repaired[13] | repaired[14] << 8;
  std::size_t undone = repaired[15] | repaired[16] << 8;
  std::size_t checked = kHeaderSize + 2 * (moves + undone);
  if (checked + kChecksumSize > repaired.size()) return repaired;
  auto crc = static_cast<std::uint32_t>(crc32(0, repaired.data(), static_cast<uInt>(checked)));
  for (std::size_t i = 0; i < kChecksumSize; ++i)
    repaired[checked + i] = static_cast<std::uint8_t>(crc >> (8 * i));
  return repaired;
}

bool sameGame(const Game& a, const Game& b) {
  return a.rule() == b.rule() && a.board().size() == b.board().size() && a.players() == b.players() &&
         std::ranges::equal(a.moves(), b.moves()) && std::ranges::equal(a.redoMoves(), b.redoMoves()) &&
         a.outcome() == b.outcome() && a.board().hash() == b.board().hash();
}

void checkLoad(std::span<const std::uint8_t> bytes) {
  Result<Game> game = decodeGame(bytes);
  if (!game) {
    // A refusal must say why, in words a person can read.
    const std::string& why = game.error();
    if (why.empty() || !std::ranges::all_of(why, [](char c) { return c >= ' ' && c <= '~'; })) std::abort();
    return;
  }
  // Every byte of a save is determined by the game, and the loader accepts nothing else.
  std::vector<std::uint8_t> saved = encodeGame(*game);
  if (!std::ranges::equal(saved, bytes)) std::abort();
  Result<Game> again = decodeGame(saved);
  if (!again || !sameGame(*again, *game)) std::abort();
}

}  // namespace
}  // namespace gomoku

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::span<const std::uint8_t> bytes(data, size);
  gomoku::checkLoad(bytes);
  gomoku::checkLoad(gomoku::withChecksumRepaired(bytes));
  return 0;
}
