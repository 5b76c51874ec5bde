// What the terminal games (Gomoku, Go, the network game) say alike: a stone's mark on the printed
// board, a message turned into a sentence, the side the computer plays by its name.
#pragma once

#include <string>
#include <string_view>

#include "cli/text_game.h"
#include "core/point.h"

namespace gomoku::cli {

// X for Black, O for White (as the printed boards show them), '.' for an empty point.
char stoneMark(Stone stone);

// A message ("cannot load \"x.sav\": damaged") as a sentence: a capital first, a full stop last.
std::string sentence(std::string text);

// "black", "white", "both"; anything else is None (the option's check lets no other word through).
ComputerSide parseSide(std::string_view name);
// The side's name as parseSide reads it: "black", "white", "both", "none".
std::string_view sideName(ComputerSide side);

}  // namespace gomoku::cli
