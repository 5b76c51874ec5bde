#include "child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <asio.hpp>
#include <thread>

namespace gomoku::lobby {

using asio::ip::tcp;

std::uint16_t freeLoopbackPort() {
  constexpr int kFirst = 20000, kPorts = 12000;  // the ephemeral ports begin at 32768
  static int next = static_cast<int>(getpid()) * 37 % kPorts;
  asio::io_context io;
  for (int tries = 0; tries < kPorts; ++tries) {
    const auto port = static_cast<std::uint16_t>(kFirst + next++ % kPorts);
    asio::error_code busy;
    tcp::acceptor probe(io);
    probe.open(tcp::v4(), busy);
    if (!busy) probe.bind(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), busy);
    if (!busy) return port;
  }
  return 0;
}

pid_t startChild(std::vector<std::string> words, const std::string& logFile, rlim_t files) {
  const pid_t pid = fork();
  if (pid != 0) return pid;
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // a test that crashes leaves no lobby or Redis behind
  if (files != 0) {
    const rlimit limit{files, files};  // both: it cannot raise them
    setrlimit(RLIMIT_NOFILE, &limit);
  }
  const int out = ::open(logFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(out, STDOUT_FILENO);
  dup2(out, STDERR_FILENO);
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  _exit(127);
}

bool acceptsOn(std::uint16_t port, std::chrono::milliseconds limit) {
  asio::io_context io;
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    tcp::socket probe(io);
    asio::error_code ec;
    probe.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), ec);
    if (!ec) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

void endChild(pid_t pid, int signal) {
  if (pid <= 0) return;
  kill(pid, signal);
  waitpid(pid, nullptr, 0);
}

}  // namespace gomoku::lobby
