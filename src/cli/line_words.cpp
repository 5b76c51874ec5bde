#include "cli/line_words.h"

#include <algorithm>
#include <cctype>

namespace gomoku::cli {
namespace {

bool isSpace(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

}  // namespace

std::string_view trim(std::string_view text) {
  while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
  while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
  return text;
}

std::string lowerCase(std::string_view text) {
  std::string result(text);
  std::transform(result.begin(), result.end(), result.begin(),
                 [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  return result;
}

std::string upperCase(std::string_view text) {
  std::string result(text);
  std::transform(result.begin(), result.end(), result.begin(),
                 [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); });
  return result;
}

FirstWord splitFirstWord(std::string_view line) {
  line = trim(line);
  const auto end = std::find_if(line.begin(), line.end(), isSpace);
  const std::size_t length = static_cast<std::size_t>(end - line.begin());
  return {line.substr(0, length), trim(line.substr(length))};
}

}  // namespace gomoku::cli
