// Reading and writing the protocol's lines. The peer is untrusted: the decoder checks every field
// and bounds every string, and anything it does not understand comes back as a reason, never as a
// crash or an exception. Pure functions: no sockets, no clocks.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "net/message.h"

namespace gomoku::net {

// One line, without its newline, to a message; or why it is not one.
Result<Message> decodeMessage(std::string_view line);

// A message as its line, without the newline. encode(decode(x)) reads back the same message.
std::string encodeMessage(const Message& message);

// A chat line or an error reason made safe to send: control characters become spaces, and it is
// cut to what fits in a line.
std::string sendableText(std::string_view text);

// A name a player chose (or the system's user name) as HELLO may carry it: spaces become _, other
// characters than A-Z a-z 0-9 - _ . are left out, at most 32; "player" when nothing is left.
std::string playerName(std::string_view wanted);

// A player's name as HELLO and announcements carry it: 1..32 letters, digits, '-', '_', '.'; any
// other character becomes '_', and an empty name "player".
std::string sendableName(std::string_view name);

}  // namespace gomoku::net
