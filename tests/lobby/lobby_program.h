// The gomoku-lobby program run as a child process on a free loopback port, with a certificate made
// for it and its log in a file, and what /proc tells of it: for the tests of the program itself
// and the load tool.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "test_certificate.h"

namespace gomoku::lobby {

class LobbyProgram {
 public:
  // `program`: its path; `arguments`: after its port, certificate and key; `files`: its limit on
  // open files, soft and hard (0: the parent's); `port`: 0, a free one; `certificate`: none, one
  // made for it.
  LobbyProgram(const std::string& program, const std::vector<std::string>& arguments, rlim_t files = 0,
               std::uint16_t port = 0, const TestCertificate* certificate = nullptr);
  ~LobbyProgram();  // stopped (SIGTERM), its folder removed
  LobbyProgram(const LobbyProgram&) = delete;
  LobbyProgram& operator=(const LobbyProgram&) = delete;

  // It accepts connections within `limit`.
  bool ready(std::chrono::milliseconds limit = std::chrono::seconds(5)) const;
  std::uint16_t port() const { return port_; }
  pid_t pid() const { return pid_; }
  const TestCertificate& certificate() const { return certificate_; }
  std::string log() const;
  void kill();  // at once, as a crash would
  long rssKilobytes() const;
  std::chrono::milliseconds cpuTime() const;  // user and system

 private:
  std::filesystem::path folder_;
  TestCertificate certificate_;
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

}  // namespace gomoku::lobby
