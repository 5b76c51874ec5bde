// Where a host is, as a player types it: "host:port", "[v6]:port" or "host" (the default port).
// The terminal's --join and the window's Join read it alike.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gomoku::net {

// The port a host listens on unless told otherwise.
inline constexpr std::uint16_t kDefaultGamePort = 24015;

struct HostAndPort {
  std::string host;
  std::uint16_t port;
};
// nullopt when `text` is not a host with an optional port (`defaultPort` when it has none).
std::optional<HostAndPort> parseHostAndPort(const std::string& text,
                                            std::uint16_t defaultPort = kDefaultGamePort);

}  // namespace gomoku::net
