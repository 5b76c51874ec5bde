// Go records in SGF (Smart Game Format) FF[4], GM[1]: the setup (SZ, KM, HA, AB, AW, PL), the
// players' names (PB, PW), the result (RE) and the moves of the main line, passes included.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/go/game.h"
#include "core/result.h"

namespace gomoku::go {

// What a record says besides the game itself.
struct RecordInfo {
  std::string blackName;  // PB
  std::string whiteName;  // PW
  std::string result;     // RE as written: "B+3.5", "W+R", "0", "Void"; empty when not given
};

struct Record {
  Game game;
  RecordInfo info;
};

// The record in `text`: the first game of the collection, along its main line (the first
// variation at every branch). A record that ends in a resignation (RE[B+R]) is a game over.
// Refused, with the line and the reason, when it is not SGF, not Go, or not a legal game: an
// illegal move, colours out of turn, a board larger than 19.
Result<Record> readSgf(std::string_view text);

// The record of `game`: setup, names, moves played (not those undone), and the result:
// info.result when given, otherwise a resignation's.
std::string writeSgf(const Game& game, const RecordInfo& info = {});

// The files: read whole (up to kMaxSgfSize), written atomically as the saves are. Errors name the
// file: "cannot load \"x.sgf\": line 3: ...".
constexpr std::size_t kMaxSgfSize = 8 << 20;
Result<Record> readSgfFile(const std::filesystem::path& path);
std::optional<Error> writeSgfFile(const Game& game, const RecordInfo& info,
                                  const std::filesystem::path& path);

}  // namespace gomoku::go
