// The player's TOML files (settings, statistics) read as one table: a damaged file is said by the
// line where TOML stops understanding it.
#pragma once

#include <toml++/toml.h>

#include <string_view>

#include "core/result.h"

namespace gomoku::app {

// The table, or "line 3: expected ..." for the player's log.
Result<toml::table> parseToml(std::string_view text);

}  // namespace gomoku::app
