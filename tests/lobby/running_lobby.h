// A gomoku-lobby served on a thread of the test, with a certificate made for the test in a folder
// of its own; stopped and started again on the same port at will.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "lobby/lobby.h"
#include "test_certificate.h"

namespace gomoku::lobby {

class RunningLobby {
 public:
  // `settings` without a certificate get the test's own, for "localhost" and the loopback.
  explicit RunningLobby(LobbySettings settings = {});
  ~RunningLobby();
  std::uint16_t port() const { return port_; }
  const std::filesystem::path& folder() const { return folder_; }
  const TestCertificate& certificate() const { return certificate_; }
  std::string caFile() const { return certificate_.certificate.string(); }
  void stop();
  void start();  // again, on the same port
  std::vector<std::string> log() const;

 private:
  std::filesystem::path folder_;
  TestCertificate certificate_;
  LobbySettings settings_;
  std::uint16_t port_ = 0;
  std::unique_ptr<Lobby> lobby_;
  std::thread thread_;
  mutable std::mutex mutex_;
  std::vector<std::string> log_;
};

}  // namespace gomoku::lobby
