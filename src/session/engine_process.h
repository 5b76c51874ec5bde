// An engine's program run as a child process (a GTP engine): its standard input and output on one
// socket, its standard error on a pipe. Reads and writes wait until a deadline and can be
// interrupted from another thread, so that an undo or a new game never waits for an engine that
// is thinking; the program is killed and reaped when it misbehaves and when the object goes.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace gomoku::session {

// Wakes a read or write that another thread is waiting in (a self-pipe). interrupt() may be called
// from any thread; the interruption stays until clear(), so that one sent just before the wait
// began is not lost.
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

class EngineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts argv[0] (looked up in PATH when it has no '/') with the rest as its arguments; the
  // system's reason when it cannot ("No such file or directory").
  static Result<std::unique_ptr<EngineProcess>> start(const std::vector<std::string>& argv);
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  enum class Status { Done, TimedOut, Interrupted, Ended };
  // Writes all of `text`.
  Status write(std::string_view text, Clock::time_point deadline, const Interrupter& interrupter);
  // Appends what the program has written once there is something (or it ended).
  Status readSome(std::string& into, Clock::time_point deadline, const Interrupter& interrupter);

  // Ends the program and reaps it, and says how it ended: "exited with status 1", "was killed by
  // signal 11 (Segmentation fault)", "was stopped". The end of its input asks it to finish; with
  // `grace` it has a moment to do so (an engine that ended or is idle), without it is killed at
  // once (one that hangs, misbehaves or is interrupted while thinking). Called again, gives the
  // same answer.
  enum class Grace : std::uint8_t { Wait, None };
  std::string stop(Grace grace = Grace::Wait);
  // The last line the program wrote to its standard error, if any (why it failed, often).
  std::string lastErrorLine() const;

 private:
  EngineProcess(pid_t pid, int io, int errors) : pid_(pid), io_(io), errors_(errors) {}
  void readErrors();

  pid_t pid_;
  int io_;      // our end of the socket that is its standard input and output
  int errors_;  // the read end of its standard error; -1 once it closed
  std::string errorTail_;
  std::string ending_;  // how it ended, once reaped
};

}  // namespace gomoku::session
