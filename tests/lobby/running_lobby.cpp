#include "running_lobby.h"

#include <random>
#include <stdexcept>

namespace gomoku::lobby {

RunningLobby::RunningLobby(LobbySettings settings) : settings_(std::move(settings)) {
  folder_ = std::filesystem::temp_directory_path() /
            ("gomoku-lobby-test-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(folder_);
  certificate_ = makeTestCertificate(folder_, "lobby", "localhost");
  if (settings_.certificate.empty()) {
    settings_.certificate = certificate_.certificate;
    settings_.key = certificate_.key;
  }
  settings_.port = 0;
  settings_.log = [this](const std::string& line) {
    std::lock_guard lock(mutex_);
    log_.push_back(line);
  };
  start();
}

RunningLobby::~RunningLobby() {
  stop();
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

void RunningLobby::start() {
  if (port_ != 0) settings_.port = port_;
  auto opened = Lobby::open(settings_);
  if (!opened) throw std::runtime_error(opened.error());
  lobby_ = std::move(opened.value());
  port_ = lobby_->port();
  thread_ = std::thread([lobby = lobby_.get()] { lobby->run(); });
}

void RunningLobby::stop() {
  if (!lobby_) return;
  lobby_->stop();
  thread_.join();
  lobby_.reset();
}

std::vector<std::string> RunningLobby::log() const {
  std::lock_guard lock(mutex_);
  return log_;
}

}  // namespace gomoku::lobby
