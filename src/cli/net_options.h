// The command-line options of network play, shared by the terminal's Gomoku and Go mains so that
// `--host`, `--join`, `--lobby`, `--colour` and `--name` mean the same in both.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "cli/net_text_game.h"

namespace gomoku::cli {

struct NetArguments {
  // Who plays: the colour a host takes, the name the other side sees.
  std::string colour = "black";
  std::string name;
  // On the LAN: host on a port, or join an address; the finder's port and the tests' announcements.
  unsigned hostPort = kDefaultNetPort;
  CLI::Option* host = nullptr;
  std::string joinAddress;
  CLI::Option* join = nullptr;
  unsigned discoveryPort = session::kDiscoveryPort;
  std::string announceTo;
  // The game code: chosen, none, or the kept game resumed.
  std::string code;
  CLI::Option* chosenCode = nullptr;
  CLI::Option* noCode = nullptr;
  CLI::Option* resume = nullptr;
  // Through gomoku-lobby: its address and certificate, a code to join, listed or not, its list.
  std::string lobbyAddress;
  CLI::Option* lobby = nullptr;
  std::string lobbyCa;
  std::string joinCode;
  CLI::Option* joinByCode = nullptr;
  CLI::Option* listed = nullptr;
  CLI::Option* list = nullptr;
};

// Adds --host, --join, --colour, --name, --code, --no-code, --resume, --lobby, --lobby-ca, --join-code,
// --listed, --list and the tests' hidden --announce-to to `app`.
void addNetOptions(CLI::App& app, NetArguments& arguments);

// The network game the parsed options ask for (the game's own settings left to the caller), or
// nullopt when they ask for none. A host without --code or --no-code gets a new game code.
std::optional<NetGameOptions> netGameOptions(const NetArguments& arguments);

// The lobby whose listed games `--lobby HOST:PORT --list` asks for, or nullopt when not asked.
std::optional<session::LobbyServer> lobbyToList(const NetArguments& arguments);

}  // namespace gomoku::cli
