// A time source for the clocks that tests move by hand, instead of sleeping.
#pragma once

#include <chrono>

#include "session/game_clock.h"

namespace gomoku::session {

class FakeTime {
 public:
  GameClock::Now source() {
    return [this] { return now_; };
  }
  void pass(Millis ms) { now_ += ms; }

 private:
  std::chrono::steady_clock::time_point now_{};
};

}  // namespace gomoku::session
