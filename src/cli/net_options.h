// The command-line options of network play, shared by the terminal's Gomoku and Go mains so that
// `--host`, `--join`, `--lobby`, `--colour` and `--name` mean the same in both.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "cli/net_text_game.h"

namespace gomoku::cli {

struct NetArguments {
  unsigned hostPort = kDefaultNetPort;
  std::string joinAddress;
  std::string colour = "black";
  std::string name;
  unsigned discoveryPort = session::kDiscoveryPort;
  std::string announceTo;
  std::string code;
  CLI::Option* host = nullptr;
  CLI::Option* join = nullptr;
  CLI::Option* chosenCode = nullptr;
  CLI::Option* noCode = nullptr;
  CLI::Option* resume = nullptr;
  std::string lobbyAddress;
  std::string lobbyCa;
  std::string joinCode;
  CLI::Option* lobby = nullptr;
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
