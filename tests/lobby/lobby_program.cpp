#include "lobby_program.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <asio.hpp>
#include <fstream>
#include <sstream>
#include <thread>

namespace gomoku::lobby {

using asio::ip::tcp;

namespace {
std::uint16_t freePort() {
  asio::io_context io;
  tcp::acceptor probe(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
  return probe.local_endpoint().port();
}
}  // namespace

LobbyProgram::LobbyProgram(const std::string& program, const std::vector<std::string>& arguments,
                           rlim_t files)
    : folder_(std::filesystem::temp_directory_path() /
              ("gomoku-lobby-program-" + std::to_string(getpid()) + "-" + std::to_string(freePort()))) {
  std::filesystem::create_directories(folder_);
  certificate_ = makeTestCertificate(folder_, "lobby", "localhost");
  port_ = freePort();
  std::vector<std::string> words{program,
                                 "--port",
                                 std::to_string(port_),
                                 "--cert",
                                 certificate_.certificate.string(),
                                 "--key",
                                 certificate_.key.string()};
  words.insert(words.end(), arguments.begin(), arguments.end());
  const std::string logFile = (folder_ / "lobby.log").string();
  pid_ = fork();
  if (pid_ == 0) {
    if (files != 0) {
      const rlimit limit{files, files};  // both: it cannot raise them
      setrlimit(RLIMIT_NOFILE, &limit);
    }
    const int out = ::open(logFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(out, STDOUT_FILENO);
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    execv(program.c_str(), argv.data());
    _exit(127);
  }
}

LobbyProgram::~LobbyProgram() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

bool LobbyProgram::ready(std::chrono::milliseconds limit) const {
  asio::io_context io;
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    tcp::socket probe(io);
    asio::error_code ec;
    probe.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_), ec);
    if (!ec) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
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
