#include "cli/terminal_words.h"

#include <cctype>
#include <string_view>

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

namespace {
constexpr std::string_view kRefusedTail = ": refused";
}  // namespace

std::string reasonOf(std::string detail) {
  if (detail.ends_with(kRefusedTail)) detail.resize(detail.size() - kRefusedTail.size());
  return detail;
}

std::string refusalSentence(const std::string& detail) {
  if (detail.ends_with(kRefusedTail)) return "Refused: " + reasonOf(detail) + ".";
  // "The lobby refused: ...", "the other side refused: ...": its own sentence.
  if (detail.find("refused: ") != std::string::npos) return sentence(detail);
  return "Refused: " + detail + (detail.ends_with('.') ? "" : ".");
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
