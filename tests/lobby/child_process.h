// A program of the tests' own run as a child process (gomoku-lobby, redis-server): started with
// its output in a file, waited for until it accepts connections on the loopback, ended.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace gomoku::lobby {

// A port free on 127.0.0.1 now, below the system's ephemeral ports and in a stretch of its own for
// each test process: tests run side by side (ctest -j) never give two programs one port, which
// ports the system hands out (port 0) can do once the first has been closed.
std::uint16_t freeLoopbackPort();

// `words`: the program (found on PATH) and its arguments; its output goes to `logFile`; `files`:
// its limit on open files, soft and hard (0: the parent's). -1 when it cannot be started.
pid_t startChild(std::vector<std::string> words, const std::string& logFile, rlim_t files = 0);

// Something accepts connections on 127.0.0.1:`port` within `limit`.
bool acceptsOn(std::uint16_t port, std::chrono::milliseconds limit);

// Sends `signal` and waits for the child to end.
void endChild(pid_t pid, int signal);

}  // namespace gomoku::lobby
