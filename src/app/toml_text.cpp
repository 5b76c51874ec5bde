#include "app/toml_text.h"

#include <string>

namespace gomoku::app {

Result<toml::table> parseToml(std::string_view text) {
  try {
    return toml::parse(text);
  } catch (const toml::parse_error& error) {
    return Error{"line " + std::to_string(error.source().begin.line) + ": " +
                 std::string(error.description())};
  }
}

}  // namespace gomoku::app
