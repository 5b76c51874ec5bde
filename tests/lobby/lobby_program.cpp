#include "lobby_program.h"

#include <signal.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <utility>

#include "child_process.h"

namespace gomoku::lobby {

LobbyProgram::LobbyProgram(const std::string& program, const std::vector<std::string>& arguments,
                           rlim_t files, std::uint16_t port, const TestCertificate* certificate)
    : folder_(std::filesystem::temp_directory_path() / ("gomoku-lobby-program-" + std::to_string(getpid()) +
                                                        "-" + std::to_string(freeLoopbackPort()))),
      port_(port != 0 ? port : freeLoopbackPort()) {
  std::filesystem::create_directories(folder_);
  certificate_ = certificate ? *certificate : makeTestCertificate(folder_, "lobby", "localhost");
  std::vector<std::string> words{program,
                                 "--port",
                                 std::to_string(port_),
                                 "--cert",
                                 certificate_.certificate.string(),
                                 "--key",
                                 certificate_.key.string()};
  words.insert(words.end(), arguments.begin(), arguments.end());
  pid_ = startChild(std::move(words), (folder_ / "lobby.log").string(), files);
}

LobbyProgram::~LobbyProgram() {
  endChild(pid_, SIGTERM);
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

void LobbyProgram::kill() {
  endChild(std::exchange(pid_, -1), SIGKILL);
}

bool LobbyProgram::ready(std::chrono::milliseconds limit) const {
  return acceptsOn(port_, limit);
}

std::string LobbyProgram::log() const {
  std::ifstream in(folder_ / "lobby.log");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

long LobbyProgram::rssKilobytes() const {
  std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
  std::string word;
  while (status >> word)
    if (word == "VmRSS:") {
      long kb = 0;
      status >> kb;
      return kb;
    }
  return 0;
}

std::chrono::milliseconds LobbyProgram::cpuTime() const {
  std::ifstream stat("/proc/" + std::to_string(pid_) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // The fields after the program's name, which may hold spaces: utime and stime are 14th and 15th.
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  long ticks = 0;
  for (int i = 3; fields >> field && i <= 15; ++i)
    if (i == 14 || i == 15) ticks += std::stol(field);
  return std::chrono::milliseconds(ticks * 1000 / sysconf(_SC_CLK_TCK));
}

}  // namespace gomoku::lobby
