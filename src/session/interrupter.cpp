#include "session/interrupter.h"

#include <fcntl.h>
#include <unistd.h>

namespace gomoku::session {

Interrupter::Interrupter() {
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC | O_NONBLOCK) == 0) {
    read_ = ends[0];
    write_ = ends[1];
  }
}

Interrupter::~Interrupter() {
  if (read_ >= 0) ::close(read_);
  if (write_ >= 0) ::close(write_);
}

void Interrupter::interrupt() const {
  const char byte = 1;
  // A full pipe already holds an interruption: nothing is lost when this write fails.
  [[maybe_unused]] ssize_t written = ::write(write_, &byte, 1);
}

void Interrupter::clear() const {
  char bytes[64];
  while (::read(read_, bytes, sizeof bytes) > 0) {
  }
}

}  // namespace gomoku::session
