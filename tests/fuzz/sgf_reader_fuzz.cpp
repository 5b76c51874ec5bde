// libFuzzer target for the SGF readers of both games: any text is either refused with a readable
// message, or is a game that writeSgf writes out and readSgf reads back to the same game (the same
// tree of variations and comments, the same information), which writes out the same text again.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/go/sgf.h"
#include "core/sgf_record.h"

namespace gomoku {

// The same shape, moves, colours and comments, node for node in preorder.
bool sameTree(const GameTree& a, const GameTree& b) {
  const std::vector<GameTree::Id> x = a.preorder();
  const std::vector<GameTree::Id> y = b.preorder();
  return std::ranges::equal(x, y, [&](GameTree::Id s, GameTree::Id t) {
    const GameTree::Node& m = a.node(s);
    const GameTree::Node& n = b.node(t);
    return m.move == n.move && m.stone == n.stone && m.comment == n.comment &&
           m.children.size() == n.children.size();
  });
}

}  // namespace gomoku

namespace gomoku::go {
namespace {

bool sameGame(const Game& a, const Game& b) {
  return a.board() == b.board() && a.komi() == b.komi() && a.setup().handicap == b.setup().handicap &&
         a.firstToMove() == b.firstToMove() && a.endReason() == b.endReason() &&
         std::ranges::equal(a.turns(), b.turns(),
                            [](const Game::Turn& s, const Game::Turn& t) {
                              return s.move == t.move && s.colour == t.colour;
                            }) &&
         sameTree(a.tree(), b.tree());
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
  // The game's information is kept (KM and HA with the game's own values).
  for (const Game::RecordField& field : record->game.recordInfo())
    if (field.id != "RE" && field.id != "KM" && field.id != "HA" &&
        std::ranges::find(again->game.recordInfo(), field) == again->game.recordInfo().end())
      std::abort();
  if (writeSgf(again->game, again->info) != written) std::abort();
}

}  // namespace
}  // namespace gomoku::go

namespace gomoku {
namespace {

void check(std::string_view text) {
  Result<Game> game = readSgf(text, Rule::Freestyle);
  if (!game) {
    const std::string& why = game.error();
    if (why.empty() || !std::ranges::all_of(why, [](char c) { return c >= ' ' && c <= '~'; })) std::abort();
    return;
  }
  const std::string written = writeSgf(*game);
  Result<Game> again = readSgf(written, Rule::Freestyle);
  if (!again || !sameTree(again->tree(), game->tree()) ||
      !std::ranges::equal(again->moves(), game->moves()) || again->setUpStones() != game->setUpStones())
    std::abort();
  // The game's information is kept (the result, RE, is the main line's own when it ended).
  for (const Game::RecordField& field : game->recordInfo())
    if (field.id != "RE" && std::ranges::find(again->recordInfo(), field) == again->recordInfo().end())
      std::abort();
  if (writeSgf(*again) != written) std::abort();
}

}  // namespace
}  // namespace gomoku

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  gomoku::go::check(std::string_view(reinterpret_cast<const char*>(data), size));
  gomoku::check(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
