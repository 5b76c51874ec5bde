#include "net/rate_limit.h"

#include <algorithm>

namespace gomoku::net {

bool RateLimit::allow(Clock::time_point now) {
  if (now > last_) {
    const double seconds = std::chrono::duration<double>(now - last_).count();
    tokens_ = std::min(burst_, tokens_ + seconds * perSecond_);
    last_ = now;
  }
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

}  // namespace gomoku::net
