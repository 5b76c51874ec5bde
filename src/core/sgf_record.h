// Gomoku's game records in SGF (FF[4], GM[4]), as Sabaki, RenLib exports and other SGF readers
// take them: SZ, the rule in RU (freestyle, standard or renju), PB/PW, RE, then the moves
// ;B[hh];W[ih] (column, then row from the top; "a" is the first). A position set up on the board
// (the board editor's) stands in the root as AB, AW and PL; a record that sets one up there is read
// into Game::setUp (AE takes stones away, "aa:cc" is a rectangle), refused with the reason when no
// game reaches it. A record is replayed under its rule; one with an impossible move or a foul
// under that rule is refused with the reason and the move's number.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/result.h"

namespace gomoku {

// The game's record (the moves undone and not replayed are left out), the computer's levels as
// the players' names, the result when the game is over, and under renju the standard opening the
// game begins with in ON ("ON[Kagetsu]"). Reading takes the opening from the moves, not from ON.
std::string writeSgf(const Game& game);

// The record in `text`, under the rule its RU names, else under `rule`.
Result<Game> readSgf(std::string_view text, Rule rule);

// Files by their ending: .sgf and .psq are the records other programs read (the rule of a .psq
// is `rule`, which it does not carry), anything else the game's own save format. Errors name the
// file.
Result<Game> readGameFile(const std::filesystem::path& path, Rule rule);
// A record pasted as text, by its beginning: SGF, Piskvork's PSQ, else a line of moves in notation
// ("h8i9j10") on a board of `boardSize`; under `rule` where the record names none.
Result<Game> readRecordText(std::string_view text, Rule rule, int boardSize);

std::optional<Error> writeGameFile(const Game& game, const std::filesystem::path& path);

}  // namespace gomoku
