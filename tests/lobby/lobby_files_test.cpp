// The gomoku-lobby program started by hand with fewer open files than its cap on connections (a
// shell's usual 1,024 against the cap of 4,000): it sizes the cap to the files it may open and says
// so, and a flood of connections past them does not send its accept loop spinning.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <asio.hpp>
#include <fstream>
#include <sstream>
#include <thread>

#include "test_certificate.h"

namespace gomoku::lobby {
namespace {

using namespace std::chrono_literals;
using asio::ip::tcp;

// The CPU time a process has used, user and system, from /proc.
std::chrono::milliseconds cpuTime(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  long user = 0, system = 0;
  for (int i = 3; fields >> field; ++i) {
    if (i == 14) user = std::stol(field);
    if (i == 15) system = std::stol(field);
  }
  return std::chrono::milliseconds((user + system) * 1000 / sysconf(_SC_CLK_TCK));
}

std::string fileText(const std::filesystem::path& file) {
  std::ifstream in(file);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

TEST(LobbyProgram, ItFitsItsCapToTheFilesItMayOpenAndDoesNotSpinPastThem) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("gomoku-lobby-files-" + std::to_string(getpid()));
  std::filesystem::create_directories(folder);
  const TestCertificate certificate = makeTestCertificate(folder, "lobby", "localhost");
  const auto log = folder / "lobby.log";
  asio::io_context io;
  tcp::acceptor probe(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
  const std::string port = std::to_string(probe.local_endpoint().port());
  probe.close();
  const pid_t lobby = fork();
  if (lobby == 0) {
    const rlimit files{200, 200};  // both limits: it cannot raise them
    setrlimit(RLIMIT_NOFILE, &files);
    const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(out, STDOUT_FILENO);
    execl(GOMOKU_LOBBY_PROGRAM, GOMOKU_LOBBY_PROGRAM, "--port", port.c_str(), "--cert",
          certificate.certificate.c_str(), "--key", certificate.key.c_str(), "--connect-burst", "1000",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  std::vector<tcp::socket> held;
  for (int tries = 0; tries < 100 && fileText(log).find("listening") == std::string::npos; ++tries)
    std::this_thread::sleep_for(50ms);
  EXPECT_NE(fileText(log).find("at most 168 connections: the process may open 200 files"), std::string::npos)
      << fileText(log);
  // More connections than it has files for, held without a word (no TLS work for the sender).
  for (int i = 0; i < 300; ++i) {
    tcp::socket socket(io);
    asio::error_code ec;
    socket.connect(
        tcp::endpoint(asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(std::stoi(port))), ec);
    if (!ec) held.push_back(std::move(socket));
  }
  const auto before = cpuTime(lobby);
  std::this_thread::sleep_for(2s);
  const auto used = cpuTime(lobby) - before;
  // A spinning accept loop used the whole 2 s; serving the flood takes a small part of it.
  EXPECT_LT(used, 700ms) << fileText(log);
  held.clear();
  kill(lobby, SIGTERM);
  int status = 0;
  waitpid(lobby, &status, 0);
  std::error_code ignored;
  std::filesystem::remove_all(folder, ignored);
}

}  // namespace
}  // namespace gomoku::lobby
