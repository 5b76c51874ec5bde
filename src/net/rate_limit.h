// How many messages a peer may send: a burst, then a steady rate (a token bucket). A peer that
// floods is cut off instead of keeping the game's thread busy.
#pragma once

#include <chrono>

namespace gomoku::net {

class RateLimit {
 public:
  using Clock = std::chrono::steady_clock;
  RateLimit(int burst, int perSecond, Clock::time_point now)
      : burst_(burst), perSecond_(perSecond), tokens_(burst), last_(now) {}

  // True when one more message arriving at `now` is within the limit (and counts it).
  bool allow(Clock::time_point now);

 private:
  double burst_;
  double perSecond_;
  double tokens_;
  Clock::time_point last_;
};

}  // namespace gomoku::net
