// Finding games on the local network: a host announces its game by UDP, to the broadcast address
// and a multicast group, once a second; a player looking for a game listens and lists what it
// heard lately. An announcement is one short line, checked field by field like any message from
// the network (docs/network-protocol.md, "Finding games").
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "net/announcement.h"

namespace gomoku::net {

inline constexpr std::uint16_t kDiscoveryPort = 24016;
// The multicast group announcements go to besides the broadcast address (organisation-local scope).
inline constexpr std::string_view kDiscoveryGroup = "239.255.71.15";

struct Destination {
  std::string address;
  std::uint16_t port;
};
// The broadcast address and the multicast group, on the discovery port.
std::vector<Destination> localNetwork();

// Announces a game once a second (on a thread of its own) until it is destroyed.
class Announcer {
 public:
  Announcer(Announcement announcement, std::vector<Destination> destinations = localNetwork(),
            std::chrono::milliseconds every = std::chrono::milliseconds(1000));
  ~Announcer();
  Announcer(const Announcer&) = delete;
  Announcer& operator=(const Announcer&) = delete;
  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// A game heard of: where to join it, and what it is.
struct FoundGame {
  std::string address;  // the host's address, as the announcement came from it
  Announcement announcement;
  friend bool operator==(const FoundGame&, const FoundGame&) = default;
};

// Listens for announcements (on a thread of its own) and lists the games heard lately.
class GameFinder {
 public:
  // `port` 0 lets the system choose (tests); fails when the port cannot be listened on.
  static Result<std::unique_ptr<GameFinder>> listen(std::uint16_t port = kDiscoveryPort);
  ~GameFinder();
  GameFinder(const GameFinder&) = delete;
  GameFinder& operator=(const GameFinder&) = delete;

  std::uint16_t port() const;
  // The games announced within the last few seconds, the first heard first.
  std::vector<FoundGame> games() const;
  // How many announcements have been heard so far, each repeat counted (a test knows by it that a
  // game was heard again).
  std::uint64_t announcementsHeard() const;
  struct Impl;

 private:
  explicit GameFinder(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace gomoku::net
