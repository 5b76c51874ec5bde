// What the online tests share for a game over the loopback: how long to wait for the other side,
// and a link with a player's name that retries quickly.
#pragma once

#include <chrono>
#include <string>
#include <utility>

#include "net/link.h"

namespace gomoku::session {

// The longest a test waits for the other side; a passing test never waits it out.
inline constexpr std::chrono::seconds kPatience{20};

inline net::LinkOptions named(std::string name) {
  using namespace std::chrono_literals;
  net::LinkOptions options;
  options.name = std::move(name);
  options.retryEvery = 50ms;
  return options;
}

}  // namespace gomoku::session
