// How long ago this process started, from the kernel's own start time, so that loading the program
// and its libraries counts too: what `gomoku --first-frame-ms` and the bare-window bench report.
// Header-only and SDL-free, so that the bare-window bench links nothing but SDL.
#pragma once

#include <time.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace gomoku::app {

// Milliseconds since this process started (the start is counted in clock ticks, 10 ms on most
// systems).
inline double millisecondsSinceStart() {
  std::ifstream stat("/proc/self/stat");
  std::string line;
  std::getline(stat, line);
  // The fields after the command name, which is in parentheses and may hold spaces.
  std::istringstream fields(line.substr(line.rfind(')') + 2));
  std::string field;
  unsigned long long startTicks = 0;
  for (int i = 3; i <= 22 && fields >> field; ++i)
    if (i == 22) startTicks = std::stoull(field);
  timespec now{};
  clock_gettime(CLOCK_BOOTTIME, &now);
  double nowMs = static_cast<double>(now.tv_sec) * 1000 + static_cast<double>(now.tv_nsec) / 1e6;
  return nowMs - static_cast<double>(startTicks) * 1000 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

}  // namespace gomoku::app
