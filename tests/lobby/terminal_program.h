// The terminal game, the program itself, run by bash as a player would run it: what it printed and
// its exit status (tests/lobby's terminal tests, against a lobby served in the test's process).
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace gomoku::session {

struct Ran {
  std::string out;
  int status = -1;
};

// The terminal game (`program`, with what goes before it) with `arguments`, run by bash: what it
// printed and its exit status.
inline Ran terminal(const std::string& arguments, const std::string& program = GOMOKU_PROGRAM) {
  Ran ran;
  const std::string command = "bash -c '" + program + " --text " + arguments + " 2>&1'";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return ran;
  std::array<char, 512> chunk{};
  while (std::fgets(chunk.data(), chunk.size(), pipe)) ran.out += chunk.data();
  const int status = ::pclose(pipe);
  ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return ran;
}

// The program's input, for terminal(): `lines` (printf's words: "h8\\nh9\\n") typed at once, then
// the input left open for `seconds`, as a player who types nothing more. The lines' writer says
// nothing to the test's own output, which it would hold open after the test.
inline std::string typed(const std::string& lines, int seconds) {
  return " < <(exec 2>/dev/null; printf \"" + lines + "\"; sleep " + std::to_string(seconds) + ")";
}

}  // namespace gomoku::session
