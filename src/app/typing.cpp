#include "app/typing.h"

namespace gomoku::app {

void appendTyped(std::string& line, std::string_view typed, std::size_t longest) {
  std::string clean;
  for (char c : typed) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7f) clean += c;
  }
  if (line.size() + clean.size() <= longest) line += clean;
}

void eraseLastCharacter(std::string& line) {
  while (!line.empty()) {
    const auto byte = static_cast<unsigned char>(line.back());
    line.pop_back();
    if ((byte & 0xC0) != 0x80) return;
  }
}

}  // namespace gomoku::app
