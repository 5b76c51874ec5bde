// Wakes a read or write that another thread waits in (a self-pipe): cancel() of an engine's worker
// interrupts the command under way. interrupt() may be called from any thread; the interruption
// stays until clear(), so that one sent just before the wait began is not lost.
#pragma once

namespace gomoku::session {

class Interrupter {
 public:
  Interrupter();
  ~Interrupter();
  Interrupter(const Interrupter&) = delete;
  Interrupter& operator=(const Interrupter&) = delete;
  void interrupt() const;
  void clear() const;
  int fd() const { return read_; }

 private:
  int read_ = -1;
  int write_ = -1;
};

}  // namespace gomoku::session
