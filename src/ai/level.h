// The computer's strength as a player chooses it: the one enum the settings need of the engine.
#pragma once

#include <cstdint>

namespace gomoku::ai {

enum class Level : std::uint8_t { Easy = 1, Medium = 2, Hard = 3, Master = 4 };

}  // namespace gomoku::ai
