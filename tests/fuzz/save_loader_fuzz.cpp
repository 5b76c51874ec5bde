// libFuzzer target for the save loaders of both games: any bytes are either refused with a
// message, or describe a game that saves back to exactly those bytes and loads again to the same
// game.
#include <zlib.h>

#include <algorithm>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "core/go/save_format.h"
#include "core/save_bytes.h"
#include "core/save_file.h"
#include "core/save_tree.h"
#include "readable.h"

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
  // Format 5: the opening and its choices, the count of set-up stones and the stones, then the
  // tree, whose nodes say how long they are.
  if (repaired[5] == save_bytes::kGomokuTreeFormat && repaired[6] == 0) {
    const std::size_t stones = 15 + std::size_t{repaired[14]};
    if (stones + 2 > repaired.size()) return repaired;
    const std::size_t count = repaired[stones] | repaired[stones + 1] << 8;
    checked = save_tree::length(repaired, stones + 2 + 2 * count) - kChecksumSize;
  }
  // Formats 3 and 4: the opening rule, the count of choices and the choices follow the moves; in
  // format 4 the count of fifth moves offered and the offers follow them.
  const bool offers = repaired[5] == save_bytes::kGomokuOfferFormat && repaired[6] == 0;
  if ((repaired[5] == save_bytes::kGomokuOpeningFormat && repaired[6] == 0) || offers) {
    if (checked + 2 > repaired.size()) return repaired;
    checked += 2 + repaired[checked + 1];
  }
  if (offers) {
    if (checked + 1 > repaired.size()) return repaired;
    checked += 1 + 2 * std::size_t{repaired[checked]};
  }
  if (checked + kChecksumSize > repaired.size()) return repaired;
  auto crc = static_cast<std::uint32_t>(crc32(0, repaired.data(), static_cast<uInt>(checked)));
  for (std::size_t i = 0; i < kChecksumSize; ++i)
    repaired[checked + i] = static_cast<std::uint8_t>(crc >> (8 * i));
  return repaired;
}

bool sameGame(const Game& a, const Game& b) {
  return a.rule() == b.rule() && a.board().size() == b.board().size() && a.players() == b.players() &&
         a.opening() == b.opening() && a.setUpStones() == b.setUpStones() &&
         std::ranges::equal(a.openingChoices(), b.openingChoices()) &&
         std::ranges::equal(a.proposals(), b.proposals()) &&
         std::ranges::equal(a.offeredFifths(), b.offeredFifths()) &&
         std::ranges::equal(a.moves(), b.moves()) && std::ranges::equal(a.redoMoves(), b.redoMoves()) &&
         a.tree().size() == b.tree().size() && a.outcome() == b.outcome() &&
         a.board().hash() == b.board().hash();
}

// Format 6's length before its checksum: a 30-byte header whose counts of setup stones (at 18 and
// 20) and of the record's fields (at 28) say what follows, each field with its two lengths, then the
// tree.
std::size_t goTreeChecked(std::span<const std::uint8_t> bytes) {
  constexpr std::size_t kTreeHeaderSize = 30;
  if (bytes.size() < kTreeHeaderSize) return bytes.size();
  auto u16 = [&](std::size_t at) { return std::size_t{bytes[at]} | std::size_t{bytes[at + 1]} << 8; };
  std::size_t at = kTreeHeaderSize + 2 * (u16(18) + u16(20));
  for (std::size_t i = 0, fields = u16(28); i < fields; ++i) {
    if (at + 1 > bytes.size()) return bytes.size();
    at += 1 + bytes[at];
    if (at + 2 > bytes.size()) return bytes.size();
    at += 2 + u16(at);
  }
  return save_tree::length(bytes, at) - kChecksumSize;
}

// The same for a save of Go: format 2, whose four counts of setup stones, moves and undone moves
// end a 26-byte header, and format 6.
std::vector<std::uint8_t> withGoChecksumRepaired(std::span<const std::uint8_t> bytes) {
  std::vector<std::uint8_t> repaired(bytes.begin(), bytes.end());
  if (repaired.size() < go::kSaveHeaderSize + kChecksumSize) return repaired;
  std::size_t listed = 0;
  for (std::size_t at = 18; at < go::kSaveHeaderSize; at += 2) listed += repaired[at] | repaired[at + 1] << 8;
  std::size_t checked = go::kSaveHeaderSize + 2 * listed;
  if (repaired[5] == save_bytes::kGoTreeFormat && repaired[6] == 0) checked = goTreeChecked(repaired);
  if (checked + kChecksumSize > repaired.size()) return repaired;
  const std::uint32_t crc = save_bytes::checksum(std::span(repaired).first(checked));
  for (std::size_t i = 0; i < kChecksumSize; ++i)
    repaired[checked + i] = static_cast<std::uint8_t>(crc >> (8 * i));
  return repaired;
}

void checkGoLoad(std::span<const std::uint8_t> bytes) {
  Result<go::Game> game = go::decodeGame(bytes);
  if (!game) {
    if (!readable(game.error())) std::abort();
    return;
  }
  std::vector<std::uint8_t> saved = go::encodeGame(*game);
  if (!std::ranges::equal(saved, bytes)) std::abort();
  Result<go::Game> again = go::decodeGame(saved);
  if (!again || again->board() != game->board() || again->moveCount() != game->moveCount() ||
      again->redoTurns().size() != game->redoTurns().size() || again->sideToMove() != game->sideToMove() ||
      again->tree().size() != game->tree().size() || again->recordInfo() != game->recordInfo()) {
    std::abort();
  }
}

void checkLoad(std::span<const std::uint8_t> bytes) {
  Result<Game> game = decodeGame(bytes);
  if (!game) {
    // A refusal must say why, in words a person can read.
    if (!readable(game.error())) std::abort();
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
  gomoku::checkGoLoad(bytes);
  gomoku::checkGoLoad(gomoku::withGoChecksumRepaired(bytes));
  return 0;
}
