// A game's time control as players write it: sudden death "10m", Fischer "5m+3s", byo-yomi
// "10m/5x30s", or "none". In the core because both the clocks (session/game_clock.h) and the
// network protocol's GAME line (net/message.h) carry it. No clocks here: only the rule.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

using Millis = std::chrono::milliseconds;

struct TimeControl {
  enum class Kind : std::uint8_t { None, SuddenDeath, Fischer, ByoYomi };
  Kind kind = Kind::None;
  Millis main{0};       // each side's time for the game
  Millis increment{0};  // Fischer: added after each move
  int periods = 0;      // byo-yomi: periods after the main time ...
  Millis period{0};     // ... each this long; a move within one keeps it

  // "none", "10m" (sudden death), "5m+3s" (Fischer), "10m/5x30s" (byo-yomi); units h, m, s.
  static std::optional<TimeControl> parse(std::string_view text);
  std::string text() const;  // the same notation
  bool counts() const { return kind != Kind::None; }
  // A side's whole time at the start: the main time, and in byo-yomi every period with it.
  Millis whole() const { return main + period * periods; }
  // The most time a side can have left after `moves` moves of its own: the start, and in Fischer
  // an increment for each of them. Nobody's clock can read more (a peer that says so is wrong).
  Millis most(std::size_t moves) const;
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

}  // namespace gomoku
