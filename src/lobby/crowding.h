// A full lobby makes room for a newcomer: a new player must always be answered, and a returning
// one let back in, however many connections a flood holds. The room is made in the neighbourhood
// holding the most connections that are not paired (a flood's own, as a few addresses cannot hold
// many), by sending away its cheapest connection, the oldest of them: one still on its handshake
// or its first word, else one waiting for the other side (a host comes back with its secret). A
// paired game is never broken for it.
#pragma once

#include <asio.hpp>
#include <memory>
#include <string>

#include "lobby/lobby_state.h"

namespace gomoku::lobby {

// The addresses counted together: an IPv4 address's /24, an IPv6 address's /48 (a home or a
// server is given a whole /64, often a /56 or a /48).
std::string neighbourhoodOf(const asio::ip::address& address);

// The connection to send away to make room; none when every connection is paired.
std::shared_ptr<Visitor> cheapestToSendAway(const Lobby::Impl& lobby);

}  // namespace gomoku::lobby
