#include "redis_server.h"

#include <signal.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

#include "child_process.h"

namespace gomoku::lobby {

RedisServer::RedisServer()
    : folder_(std::filesystem::temp_directory_path() /
              ("gomoku-redis-" + std::to_string(getpid()) + "-" + std::to_string(freeLoopbackPort()))),
      port_(freeLoopbackPort()) {
  std::filesystem::create_directories(folder_);
  pid_ = startChild({"redis-server", "--port", std::to_string(port_), "--bind", "127.0.0.1", "--save", "",
                     "--appendonly", "no", "--dir", folder_.string()},
                    (folder_ / "redis.log").string());
}

RedisServer::~RedisServer() {
  endChild(pid_, SIGTERM);
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

bool RedisServer::ready() const {
  return acceptsOn(port_, std::chrono::seconds(5));
}

std::string RedisServer::log() const {
  std::ifstream in(folder_ / "redis.log");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace gomoku::lobby
