// What the terminal games (Gomoku, Go, the network game) say alike: a stone's mark on the printed
// board, a message turned into a sentence, a refusal said once, the side the computer plays by its
// name.
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

// A refusal the network gives (net/'s words: "The lobby refused: ...", "the lobby's certificate is
// for another name: refused", "The game code is wrong") as one sentence that says "refused" once:
// "Refused: the lobby's certificate is for another name.", "The lobby refused: ...".
std::string refusalSentence(const std::string& detail);
// Why something could not be done, to follow "Cannot ...: ", without a refusal's ": refused" tail
// (the sentence says already that it failed).
std::string reasonOf(std::string detail);

// "black", "white", "both"; anything else is None (the option's check lets no other word through).
ComputerSide parseSide(std::string_view name);
// The side's name as parseSide reads it: "black", "white", "both", "none".
std::string_view sideName(ComputerSide side);

}  // namespace gomoku::cli
