#include "net/line_framer.h"

#include <utility>

namespace gomoku::net {

LineFramer::Status LineFramer::feed(char byte, std::string& line) {
  if (byte == '\n') {
    if (!partial_.empty() && partial_.back() == '\r') partial_.pop_back();
    line.assign(partial_);
    partial_.clear();
    return Status::Line;
  }
  // A line holds kMaxLineLength bytes; one more only as the '\r' of a "\r\n" ending. A 513th
  // byte that is not that '\r' makes the line too long, whether or not a newline follows it.
  const bool full = partial_.size() == kMaxLineLength ? byte != '\r' : partial_.size() > kMaxLineLength;
  if (full) return Status::TooLong;
  partial_.push_back(byte);
  return Status::NeedMore;
}

}  // namespace gomoku::net
