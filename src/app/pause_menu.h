// The pause menu over a game, Gomoku's or Go's: the game dimmed, "Paused", and a column of
// buttons, each with its key, in a panel that fits them. It only draws and says which was pressed;
// the scene acts.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "app/ui.h"

namespace gomoku::app {

struct PauseItem {
  std::string label;
  std::string keys = {};
  bool enabled = true;
};

// Draws the menu; the index in `items` of the one pressed this frame, if any.
std::optional<std::size_t> drawPauseMenu(Ui& ui, std::string_view title, std::span<const PauseItem> items);

}  // namespace gomoku::app
