// The settings of tests/session/fake_gtp_engine.py, a GTP engine that misbehaves on purpose, and of
// GNU Go when it is installed.
#pragma once

#include <unistd.h>

#include <string>

#include "session/gtp_engine.h"

namespace gomoku::session {

// The fake engine with these arguments ("--on genmove --then crash"); `moveLimit` for genmove.
inline EngineSettings fakeEngine(const std::string& arguments = "",
                                 std::chrono::milliseconds moveLimit = std::chrono::seconds(60)) {
  EngineSettings settings;
  settings.command = "python3 \"" GOMOKU_FAKE_GTP_ENGINE "\" " + arguments;
  settings.moveLimit = moveLimit;
  return settings;
}

inline bool gnuGoInstalled() {
  return ::access("/usr/games/gnugo", X_OK) == 0 || std::system("command -v gnugo >/dev/null 2>&1") == 0;
}

}  // namespace gomoku::session
