// A program run as a child process and spoken to over its standard input and output: an engine
// (a Gomocup brain, a GTP engine), in its own process group. Every read and write waits until a
// deadline and can be interrupted from another thread, so that a child that hangs cannot hang the
// game; a child that dies is seen as the end of its output, and then says how it ended and what
// it last wrote on its standard error (kept here, not shown on our terminal). It is killed and
// reaped, with whatever it started, when it misbehaves and when the object goes.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "session/interrupter.h"

namespace gomoku::session {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Where the child runs: in our working directory, or in its program's folder (Gomocup engines
  // keep their networks, books and configuration beside them and look for them there).
  enum class Folder : std::uint8_t { Ours, Program };
  // Starts argv[0] (looked up in PATH when it has no '/') with the rest as its arguments; the
  // system's reason when it cannot ("No such file or directory").
  static Result<std::unique_ptr<ChildProcess>> start(const std::vector<std::string>& argv,
                                                     Folder folder = Folder::Ours);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  enum class Status : std::uint8_t { Done, TimedOut, Interrupted, Ended, TooLong };
  // Writes all of `text`.
  Status write(std::string_view text, Clock::time_point deadline, const Interrupter* interrupter = nullptr);
  // Appends what the child has written once there is something (or it ended).
  Status readSome(std::string& into, Clock::time_point deadline, const Interrupter* interrupter = nullptr);
  // The next line it writes, without its newline; TooLong for a line longer than any answer.
  Status readLine(std::string& line, Clock::time_point deadline, const Interrupter* interrupter = nullptr);

  // False once it was stopped.
  bool running() const { return ending_.empty(); }
  // Ends the child and reaps it, and says how it ended: "exited with status 1", "was killed by
  // signal 11 (Segmentation fault)", "was stopped". The end of its input asks it to finish; with
  // `grace` it has a moment to do so (and to write its last words), without it is killed at once
  // (one that hangs, misbehaves or is interrupted while thinking). Called again, gives the same
  // answer.
  enum class Grace : std::uint8_t { Wait, None };
  std::string stop(Grace grace = Grace::Wait);
  // The last line the child wrote to its standard error, "" if none (why it failed, often).
  std::string lastErrorLine() const;

 private:
  ChildProcess(pid_t pid, int io, int errors) : pid_(pid), io_(io), errors_(errors) {}
  // Reads what waits on its standard error now.
  void readErrors();
  // Reads its standard error until it closes or `deadline` passes.
  void readErrorsUntil(Clock::time_point deadline);

  pid_t pid_;
  int io_;             // our end of the socket that is its standard input and output
  int errors_;         // the read end of its standard error; -1 once it closed
  std::string lines_;  // read by readLine but not yet returned
  std::string errorTail_;
  std::string ending_;  // how it ended, once reaped
};

}  // namespace gomoku::session
