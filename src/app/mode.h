// Who plays a new game started from the menu: a person against the computer, two people at one
// screen, or the computer against itself.
#pragma once

#include <cstdint>

namespace gomoku::app {

enum class Mode : std::uint8_t { VsComputer, VsFriend, ComputerVsComputer };

}  // namespace gomoku::app
