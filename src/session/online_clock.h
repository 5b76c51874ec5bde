// The players' clocks of a network game as one side runs them: the clock of the side to move runs
// only while both sides play the same position over a live connection; each move of the peer
// carries the time its mover says it has left, which is taken within what that side could have;
// a fallen flag of ours ends the game at once, the peer's only after kFlagGrace (its move may be
// on its way). What the match keeps on disk is the times at the record's last change. No SDL.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "session/game_clock.h"

namespace gomoku::session {

// How long the waiting side gives the peer's move to arrive after the peer's time ran out on its
// clock, before it claims the win on time: the move may be on its way.
inline constexpr Millis kFlagGrace{2000};

class OnlineClock {
 public:
  // A new game's clocks: each side has the control's whole time, none runs.
  void start(const TimeControl& control);
  // The clocks read `now` instead of the system's clock (tests move time by hand); the times
  // left stay as they are.
  void useTimeSource(GameClock::Now now);

  const GameClock& clock() const { return clock_; }
  bool counts() const { return clock_.counts(); }

  // Runs `side`'s clock (the side to move in a game in step over a live connection), or stops
  // both (nullopt). The side whose flag is to be claimed now: ours at once, the peer's after the
  // grace.
  std::optional<Stone> run(std::optional<Stone> side, Stone ours);
  void stop();
  // Our move was made: our clock stops (with its increment); what we tell the peer we have left.
  std::uint32_t ourMoveMade(Stone ours);
  // Why the peer's move number `n` cannot have left its mover `left`; nullopt when it can.
  std::optional<std::string> whyNotPeersTime(std::uint32_t n, std::optional<std::uint32_t> left) const;
  // The peer's move by `mover` was played: its clock takes `left`, held to what it could have.
  void takePeersTime(Stone mover, std::optional<std::uint32_t> left);
  // The host's CLOCK: both times as its clocks stopped, `ownMoves` each side's moves so far; why
  // they cannot be so, or nullopt when they were taken.
  std::optional<std::string> takeHostsTimes(const std::array<Millis, 2>& times,
                                            const std::array<std::size_t, 2>& ownMoves);
  // The times of a kept game, as they stopped.
  void setTimes(const std::array<Millis, 2>& times);

  // The record changed: its times are the ones to keep.
  void noteTimes();
  const std::array<Millis, 2>& keptTimes() const { return keptTimes_; }

 private:
  static std::size_t index(Stone side) { return side == Stone::Black ? 0 : 1; }
  void startFor(Stone side);

  GameClock::Now now_ = std::chrono::steady_clock::now;
  GameClock clock_{TimeControl{}};
  std::optional<Stone> runningFor_;    // whose clock runs here now
  std::array<Millis, 2> turnStart_{};  // each side's time when its clock last started here
  std::optional<std::chrono::steady_clock::time_point> flagSeen_;  // the peer's flag, first seen
  std::array<Millis, 2> keptTimes_{};  // the times at the record's last change, for the kept file
};

}  // namespace gomoku::session
