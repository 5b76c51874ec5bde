// The computer's strength as a player chooses it: the one enum the settings need of the engine.
#pragma once

#include <array>
#include <cstdint>

namespace gomoku::ai {

// The numbers are those saves and settings keep: Beginner came after the others, so it is 5.
enum class Level : std::uint8_t { Easy = 1, Medium = 2, Hard = 3, Master = 4, Beginner = 5 };

// Every level, weakest first.
inline constexpr std::array<Level, 5> kLevels{Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                                              Level::Master};

// The level's place in kLevels: 0 for Beginner .. 4 for Master.
constexpr int rankOf(Level level) {
  return level == Level::Beginner ? 0 : static_cast<int>(level);
}

}  // namespace gomoku::ai
