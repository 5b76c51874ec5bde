// Reading a line typed by a player or sent by a manager: spaces, letter case, the first word.
#pragma once

#include <string>
#include <string_view>

namespace gomoku::cli {

std::string_view trim(std::string_view text);
std::string lowerCase(std::string_view text);
std::string upperCase(std::string_view text);

// A line without its outer spaces, cut after its first word; `rest` is trimmed too.
struct FirstWord {
  std::string_view word;
  std::string_view rest;
};
FirstWord splitFirstWord(std::string_view line);

}  // namespace gomoku::cli
