// Debian's redis-server run for a test on a free loopback port, keeping nothing on disk: the
// directory that several lobbies share.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <string>

namespace gomoku::lobby {

class RedisServer {
 public:
  RedisServer();
  ~RedisServer();  // stopped, its folder removed
  RedisServer(const RedisServer&) = delete;
  RedisServer& operator=(const RedisServer&) = delete;

  // It answers within a few seconds (false: redis-server is missing or failed; log() says why).
  bool ready() const;
  std::uint16_t port() const { return port_; }
  std::string address() const { return "127.0.0.1:" + std::to_string(port_); }
  std::string log() const;

 private:
  std::filesystem::path folder_;
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

}  // namespace gomoku::lobby
