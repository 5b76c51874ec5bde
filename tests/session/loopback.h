// What the online tests share for a game over the loopback: how long to wait for the other side,
// a link with a player's name that retries quickly, a lobby player that announces nothing, and the
// two sides of a game updated together.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "net/link.h"
#include "session/online_lobby.h"
#include "session/online_match.h"

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

// A player's lobby that announces nothing on the LAN (games through gomoku-lobby).
inline LobbyOptions quiet(std::string name) {
  LobbyOptions options;
  options.name = std::move(name);
  options.announceTo.clear();
  return options;
}

// A host and its joiner, and what each has seen.
struct TwoSides {
  std::unique_ptr<OnlineMatch> host, joiner;
  std::vector<OnlineEvent> hostSaw, joinerSaw;

  // Updates both sides (the joiner when there is one) until `done` holds; false after kPatience.
  bool until(const std::function<bool()>& done) {
    using namespace std::chrono_literals;
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (std::chrono::steady_clock::now() < deadline) {
      for (auto& e : host->update()) hostSaw.push_back(e);
      if (joiner)
        for (auto& e : joiner->update()) joinerSaw.push_back(e);
      if (done()) return true;
      host->waitForActivity(5ms);
    }
    return false;
  }
  static bool saw(const std::vector<OnlineEvent>& events, OnlineEvent::Kind kind) {
    return std::any_of(events.begin(), events.end(), [kind](const OnlineEvent& e) { return e.kind == kind; });
  }
};

}  // namespace gomoku::session
