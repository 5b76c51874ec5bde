// A program run as a child process and spoken to line by line over its standard input and output:
// an engine the player names (a Gomocup brain). Every read has a time limit, so a child that hangs
// cannot hang the game; a child that dies is seen as the end of its output, and then says how it
// ended and what it last wrote on its standard error (kept here, not shown on our terminal).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"

namespace gomoku::session {

class ChildProcess {
 public:
  // Starts `program` with `arguments` in its own folder's working directory.
  static Result<ChildProcess> start(const std::string& program,
                                    const std::vector<std::string>& arguments = {});
  ChildProcess(ChildProcess&& other) noexcept;
  ChildProcess& operator=(ChildProcess&& other) noexcept;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  // Ends the child (closing its input, then killing it if it lingers) and reaps it.
  ~ChildProcess();

  // Sends one line (a newline is added); false when the child no longer reads.
  bool send(const std::string& line);

  enum class ReadResult : std::uint8_t { Line, TimedOut, Ended, TooLong };
  // Reads the next line into `line` (without its newline) within `limit`.
  ReadResult readLine(std::string& line, std::chrono::milliseconds limit);

  // Kills the child at once (it hung or misbehaved).
  void kill();
  bool running() const { return pid_ > 0; }

  // Once its output Ended (or a send failed): reaps the child, which has a moment to end on its
  // own, and says how it ended ("exited with status 3", "was killed by signal 11 (Segmentation
  // fault)", "was stopped" when it had to be killed). Called again, gives the same answer.
  std::string ending();
  // The last line the child wrote to its standard error, "" if none (why it failed, often).
  std::string lastErrorLine() const;

 private:
  ChildProcess() = default;
  void reap(bool wait);
  // Reads its standard error until nothing more is there within `limit` (0: only what waits now).
  void readErrors(std::chrono::milliseconds limit);

  pid_t pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
  int errors_ = -1;     // the read end of its standard error; -1 once it closed
  std::string buffer_;  // read but not yet returned
  std::string errorTail_;
  std::string ending_;  // how it ended, once reaped
};

}  // namespace gomoku::session
