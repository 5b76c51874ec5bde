// libFuzzer target for the network protocol's reading side: any bytes from a peer are cut into
// lines of bounded length and each line is a message or a reason; a message read writes back as a
// line that reads as the same message. The whole input as one datagram is a game's announcement
// or a reason, and an announcement read writes back the same way.
#include <cstdlib>
#include <string>
#include <string_view>

#include "net/announcement.h"
#include "net/line_framer.h"
#include "net/protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace gomoku::net;
  std::string_view datagram(reinterpret_cast<const char*>(data), size);
  if (gomoku::Result<Announcement> heard = decodeAnnouncement(datagram)) {
    gomoku::Result<Announcement> again = decodeAnnouncement(encodeAnnouncement(heard.value()));
    if (!again || !(again.value() == heard.value())) std::abort();
  } else if (heard.error().empty()) {
    std::abort();
  }
  LineFramer framer;
  std::string line;
  for (std::size_t i = 0; i < size; ++i) {
    LineFramer::Status status = framer.feed(static_cast<char>(data[i]), line);
    if (status == LineFramer::Status::TooLong) return 0;
    if (status != LineFramer::Status::Line) continue;
    if (line.size() > kMaxLineLength + 1) std::abort();
    gomoku::Result<Message> message = decodeMessage(line);
    if (!message) {
      if (message.error().empty()) std::abort();
      continue;
    }
    gomoku::Result<Message> again = decodeMessage(encodeMessage(message.value()));
    if (!again || !(again.value() == message.value())) std::abort();
  }
  return 0;
}
