// What a host announces about its game on the local network (net/discovery.h), as one short
// line: reading it is pure and checks every field, as for any message from the network.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.h"
#include "net/message.h"

namespace gomoku::net {

// What a host says about its game.
struct Announcement {
  std::uint16_t port = 0;       // the game's TCP port
  std::string name;             // the host's name
  Rule rule = Rule::Freestyle;  // Gomoku
  int size = kDefaultBoardSize;
  GameKind kind = GameKind::Gomoku;
  bool needsCode = false;  // the host gave its game a code: the joiner must type it
  friend bool operator==(const Announcement&, const Announcement&) = default;
};

// "GOMOKU-NET 2 GAME <port> <name> gomoku rule=<rule> size=<n>", or for Go "... <name> go size=<n>",
// with a last word "code" when the game has one (an announcement without it, as older copies of
// the game send, is an open game).
std::string encodeAnnouncement(const Announcement& announcement);
Result<Announcement> decodeAnnouncement(std::string_view datagram);

}  // namespace gomoku::net
