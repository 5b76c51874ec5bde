// A TCP port listened on at every address, for the game's host and for gomoku-lobby alike: one
// socket for IPv6 and IPv4 where the system allows it, IPv4 alone where it has no IPv6.
#pragma once

#include <asio.hpp>
#include <cstdint>
#include <optional>

namespace gomoku::net {

// Opens `acceptor` on `io`, listening on `port` (0: one the system chooses); what went wrong.
asio::error_code listenEverywhere(asio::io_context& io, std::optional<asio::ip::tcp::acceptor>& acceptor,
                                  std::uint16_t port);

}  // namespace gomoku::net
