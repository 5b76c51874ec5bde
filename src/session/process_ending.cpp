#include "session/process_ending.h"

#include <sys/wait.h>

#include <cstring>

namespace gomoku::session {

std::string endingInWords(int waitStatus) {
  if (WIFEXITED(waitStatus)) return "exited with status " + std::to_string(WEXITSTATUS(waitStatus));
  if (WIFSIGNALED(waitStatus))
    return "was killed by signal " + std::to_string(WTERMSIG(waitStatus)) + " (" +
           ::strsignal(WTERMSIG(waitStatus)) + ")";
  return "ended";
}

void keepErrorTail(std::string& tail, std::string_view bytes) {
  tail.append(bytes);
  if (tail.size() > kErrorTail) tail.erase(0, tail.size() - kErrorTail);
}

std::string lastLineOf(std::string_view tail) {
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r' || tail.back() == ' '))
    tail.remove_suffix(1);
  std::size_t start = tail.find_last_of('\n');
  std::string line(start == std::string_view::npos ? tail : tail.substr(start + 1));
  for (char& c : line)
    if (c < ' ' || c > '~') c = '?';
  if (line.size() > 120) line = line.substr(0, 120) + "...";
  return line;
}

}  // namespace gomoku::session
