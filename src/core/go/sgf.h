// Go records in SGF (Smart Game Format) FF[4], GM[1]: the setup (SZ, KM, HA, AB, AW, PL), the
// game's information (GN, EV, DT, PC, PB, PW, RE, ...), and the tree of moves, passes included,
// with its variations and comments (C).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/go/game.h"
#include "core/result.h"

namespace gomoku::go {

// The names and the result a record gives (also among the game's recordInfo(), in their place).
struct RecordInfo {
  std::string blackName;  // PB
  std::string whiteName;  // PW
  std::string result;     // RE as written: "B+3.5", "W+R", "0", "Void"; empty when not given
};

struct Record {
  Game game;
  RecordInfo info;
};

// The record in `text`: the first game of the collection, its whole tree, every move of every
// variation checked by the rules, the comments on any node, the root's information in order; the
// game stands at the end of the main line. A record whose main line ends in a resignation
// (RE[B+R]) is a game over there. Refused, with the line and the reason, when it is not SGF, not
// Go, or not a legal game: an illegal move, colours out of turn, a board larger than 19.
Result<Record> readSgf(std::string_view text);

// The record of `game`: the setup, the game's information (info's names and result in place of
// the game's own PB, PW and RE where given; else a resignation at the main line's end), and the
// whole tree with its comments.
std::string writeSgf(const Game& game, const RecordInfo& info = {});

// The files: read whole (up to kMaxSgfSize), written atomically as the saves are. Errors name the
// file: "cannot load \"x.sgf\": line 3: ...".
constexpr std::size_t kMaxSgfSize = 8 << 20;
Result<Record> readSgfFile(const std::filesystem::path& path);
std::optional<Error> writeSgfFile(const Game& game, const RecordInfo& info,
                                  const std::filesystem::path& path);

}  // namespace gomoku::go
