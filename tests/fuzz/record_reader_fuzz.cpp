// libFuzzer target for the game-record readers (.psq, SGF and a line of moves): any text is either
// refused with a readable message, or is a legal game that writes back to a record which reads
// again to the same game.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/move_text.h"
#include "core/psq.h"
#include "core/sgf_record.h"

namespace gomoku {
namespace {

bool sameMoves(const Game& a, const Game& b) {
  return a.board().size() == b.board().size() && std::ranges::equal(a.moves(), b.moves()) &&
         a.outcome() == b.outcome();
}

void checkRefusal(const std::string& why) {
  if (why.empty() || std::ranges::any_of(why, [](char c) { return c == '\0' || c == '\n'; })) std::abort();
}

void checkRecord(std::string_view text, Rule rule) {
  Result<Game> game = readPsq(text, rule);
  if (!game) return checkRefusal(game.error());
  Result<Game> again = readPsq(writePsq(*game), rule);
  if (!again || !sameMoves(*again, *game)) std::abort();
}

void checkSgf(std::string_view text, Rule rule) {
  Result<Game> game = readSgf(text, rule);
  if (!game) return checkRefusal(game.error());
  Result<Game> again = readSgf(writeSgf(*game), Rule::Freestyle);
  if (!again || !sameMoves(*again, *game) || again->rule() != game->rule()) std::abort();
}

void checkMoveText(std::string_view text, Rule rule) {
  Result<Game> game = readMoveText(text, rule, 15);
  if (!game) return checkRefusal(game.error());
  Result<Game> again = readMoveText(writeMoveText(*game), rule, 15);
  if (!again || !sameMoves(*again, *game)) std::abort();
}

}  // namespace
}  // namespace gomoku

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (gomoku::Rule rule : {gomoku::Rule::Freestyle, gomoku::Rule::Renju}) {
    gomoku::checkRecord(text, rule);
    gomoku::checkSgf(text, rule);
    gomoku::checkMoveText(text, rule);
  }
  return 0;
}
