// libFuzzer target for the SGF reader: any text is either refused with a readable message, or is
// a game that writeSgf writes out and readSgf reads back to the same game, which writes out the
// same text again.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/go/sgf.h"

namespace gomoku::go {
namespace {

bool sameGame(const Game& a, const Game& b) {
  return a.board() == b.board() && a.komi() == b.komi() && a.setup().handicap == b.setup().handicap &&
         a.firstToMove() == b.firstToMove() && a.endReason() == b.endReason() &&
         std::ranges::equal(a.turns(), b.turns(), [](const Game::Turn& s, const Game::Turn& t) {
           return s.move == t.move && s.colour == t.colour;
         });
}

void check(std::string_view text) {
  Result<Record> record = readSgf(text);
  if (!record) {
    const std::string& why = record.error();
    if (why.empty() || !std::ranges::all_of(why, [](char c) { return c >= ' ' && c <= '~'; })) std::abort();
    return;
  }
  const std::string written = writeSgf(record->game, record->info);
  Result<Record> again = readSgf(written);
  if (!again || !sameGame(again->game, record->game)) std::abort();
  if (again->info.blackName != record->info.blackName || again->info.result != record->info.result)
    std::abort();
  if (writeSgf(again->game, again->info) != written) std::abort();
}

}  // namespace
}  // namespace gomoku::go

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  gomoku::go::check(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
