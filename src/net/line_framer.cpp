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
  // One more byte than a line may hold: room for the '\r' of a "\r\n" ending.
  if (partial_.size() > kMaxLineLength) return Status::TooLong;
  partial_.push_back(byte);
  return Status::NeedMore;
}

}  // namespace gomoku::net
