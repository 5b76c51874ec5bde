// Cuts the bytes that arrive from a peer into lines, never holding more than one line's worth:
// a peer that sends an endless line is caught at kMaxLineLength bytes, not when memory runs out.
#pragma once

#include <string>

#include "net/message.h"

namespace gomoku::net {

class LineFramer {
 public:
  enum class Status : std::uint8_t { NeedMore, Line, TooLong };
  LineFramer() { partial_.reserve(kMaxLineLength); }

  // Takes one byte; Line when it ended a line (then `line` holds it, without "\n" or "\r\n").
  // After TooLong the framer is lost in the stream: the connection should end.
  Status feed(char byte, std::string& line);

 private:
  std::string partial_;
};

}  // namespace gomoku::net
