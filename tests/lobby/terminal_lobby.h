// What the terminal tests through a lobby share: a gomoku-lobby served in the test's process with
// how the program names it, and a player's own folder for the program.
#pragma once

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "../session/loopback.h"
#include "running_lobby.h"
#include "session/online_lobby.h"

namespace gomoku::session {

struct LobbyForTerminal {
  explicit LobbyForTerminal(lobby::LobbySettings settings = {})
      : running(std::move(settings)),
        server{{"localhost", running.port()}, running.caFile()},
        at("--lobby localhost:" + std::to_string(running.port()) + " --lobby-ca " + running.caFile()) {}

  // How many lines the lobby has logged that begin with `word`.
  long said(const std::string& word) const {
    const std::vector<std::string> lines = running.log();
    return std::count_if(lines.begin(), lines.end(),
                         [&](const std::string& l) { return l.starts_with(word); });
  }
  // Waits until the lobby has logged a line beginning with `word`; false after kPatience.
  bool logged(const std::string& word) const {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (std::chrono::steady_clock::now() < deadline) {
      if (said(word) > 0) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }

  // `player` hosts a game under `code` and the lobby says it holds it: the host's match, or none.
  std::unique_ptr<OnlineMatch> host(OnlineLobby& player, const std::string& code) const {
    Result<std::unique_ptr<OnlineMatch>> hosted = player.hostOnline(server, OnlineSetup{}, code);
    if (!hosted.ok() || !logged("hosted")) return nullptr;
    return std::move(hosted.value());
  }

  lobby::RunningLobby running;
  LobbyServer server;
  std::string at;  // the program's arguments that name the lobby
};

// A player's folder (GOMOKU_PREF_DIR), empty at first and removed at the end, and the program run
// with it, bounded so that a failing test does not wait for a program that waits for nobody.
struct PlayerFolder {
  explicit PlayerFolder(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("gomoku-terminal-" + name)),
        program("GOMOKU_PREF_DIR=" + path.string() + " timeout 60 " + GOMOKU_PROGRAM) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~PlayerFolder() { std::filesystem::remove_all(path); }
  PlayerFolder(const PlayerFolder&) = delete;
  PlayerFolder& operator=(const PlayerFolder&) = delete;

  std::filesystem::path path;
  std::string program;
};

}  // namespace gomoku::session
