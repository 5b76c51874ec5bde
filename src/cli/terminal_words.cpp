#include "cli/terminal_words.h"

#include <cctype>

namespace gomoku::cli {

char stoneMark(Stone stone) {
  switch (stone) {
    case Stone::Black:
      return 'X';
    case Stone::White:
      return 'O';
    case Stone::Empty:
      return '.';
    case Stone::Wall:
      break;
  }
  return ' ';
}

std::string sentence(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (text.empty() || text.back() != '.') text += '.';
  return text;
}

ComputerSide parseSide(std::string_view name) {
  if (name == "black") return ComputerSide::Black;
  if (name == "white") return ComputerSide::White;
  if (name == "both") return ComputerSide::Both;
  return ComputerSide::None;
}

std::string_view sideName(ComputerSide side) {
  switch (side) {
    case ComputerSide::Black:
      return "black";
    case ComputerSide::White:
      return "white";
    case ComputerSide::Both:
      return "both";
    case ComputerSide::None:
      break;
  }
  return "none";
}

}  // namespace gomoku::cli
