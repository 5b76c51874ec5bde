// The addresses of this computer that a friend on the same network can reach: what the host
// prints to be given to the joiner.
#pragma once

#include <string>
#include <vector>

namespace gomoku::net {

// The machine's IPv4 and IPv6 addresses on interfaces that are up, loopback and link-local left
// out; empty when there are none (then only 127.0.0.1 reaches it, from the same machine).
std::vector<std::string> localAddresses();

// "host:port", with an IPv6 address in brackets ("[2001:db8::5]:24015").
std::string addressWithPort(const std::string& host, unsigned port);

}  // namespace gomoku::net
