// The players' clocks: sudden death, Fischer increment or byo-yomi. Only the clock of the side to
// move counts; a side whose time runs out has lost on time. The time source is given, so tests
// move time by hand instead of sleeping.
#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/point.h"
#include "core/time_control.h"

namespace gomoku::session {

// The rule of the clocks is the core's (the network protocol carries it too).
using gomoku::Millis;
using gomoku::TimeControl;

class GameClock {
 public:
  using Now = std::function<std::chrono::steady_clock::time_point()>;

  explicit GameClock(TimeControl control, Now now = std::chrono::steady_clock::now);

  const TimeControl& control() const { return control_; }
  bool counts() const { return control_.kind != TimeControl::Kind::None; }

  // Starts (or resumes) counting for `side`; stop() pauses it (a menu, an undo).
  void start(Stone side);
  void stop();
  // `side` has moved: its time stops, it gets its increment or keeps its period, and the other
  // side's clock starts.
  void moved(Stone side);

  // What `side` has left now: main time, or in byo-yomi the period under way once main is spent.
  Millis left(Stone side) const;
  int periodsLeft(Stone side) const;
  bool inByoYomi(Stone side) const;
  // All `side` has left now, byo-yomi's periods to come included: what the network sends.
  Millis remaining(Stone side) const;
  // `side` has `total` left, as remaining() counts it (what the peer's clock said, or a kept game).
  void setRemaining(Stone side, Millis total);
  // The side whose time has run out, if any.
  std::optional<Stone> flagFallen() const;
  // The most an engine may think about its move and still keep time for the game.
  Millis moveBudget(Stone side) const;

 private:
  struct Side {
    Millis main{0};
    int periods = 0;
    bool flagged = false;
  };
  static std::size_t index(Stone side) { return side == Stone::Black ? 0 : 1; }
  // Charges the running side for the time since the clock last looked.
  void settle();
  Side charged(Stone side) const;

  TimeControl control_;
  Now now_;
  std::array<Side, 2> sides_;
  std::optional<Stone> running_;
  std::chrono::steady_clock::time_point since_;
  Millis periodUsed_{0};  // of the running side's current byo-yomi period
};

}  // namespace gomoku::session
