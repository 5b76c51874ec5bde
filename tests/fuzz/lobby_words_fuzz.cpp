// libFuzzer target for the words a stranger sends gomoku-lobby before it is paired: any bytes are
// cut into lines of bounded length, and each line is the lobby's words or a reason; words read
// write back as a line that fits and reads as the same words.
#include <cstdlib>
#include <string>

#include "net/line_framer.h"
#include "net/lobby_words.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace gomoku::net;
  LineFramer framer;
  std::string line;
  for (std::size_t i = 0; i < size; ++i) {
    LineFramer::Status status = framer.feed(static_cast<char>(data[i]), line);
    if (status == LineFramer::Status::TooLong) return 0;
    if (status != LineFramer::Status::Line) continue;
    gomoku::Result<LobbyLine> words = decodeLobbyLine(line);
    if (!words) {
      if (words.error().empty()) std::abort();
      continue;
    }
    const std::string written = encodeLobbyLine(words.value());
    if (written.size() > kMaxLineLength) std::abort();
    gomoku::Result<LobbyLine> again = decodeLobbyLine(written);
    if (!again) std::abort();
    const LobbyLine& a = words.value();
    const LobbyLine& b = again.value();
    if (a.word != b.word || a.code != b.code || a.secret != b.secret || a.listed != b.listed ||
        a.again != b.again)
      std::abort();
    // REFUSED's reason is made sendable on the way out; the rest of the text comes back as it was.
    if (a.word != LobbyLine::Word::Refused && a.text != b.text) std::abort();
  }
  return 0;
}
