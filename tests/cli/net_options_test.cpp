// The terminal's network options through a lobby: `--lobby HOST:PORT --host` and `--lobby HOST:PORT
// --join-code CODE`, and the combinations that make no sense refused by the parser.
#include "cli/net_options.h"

#include <gtest/gtest.h>

#include <vector>

namespace gomoku::cli {
namespace {

// The options `words` ask for; nullopt for none; a CLI::Error when the parser refuses them.
std::optional<NetGameOptions> parsed(std::vector<std::string> words) {
  CLI::App app;
  NetArguments arguments;
  addNetOptions(app, arguments);
  std::reverse(words.begin(), words.end());  // CLI11 takes them last first
  app.parse(words);
  return netGameOptions(arguments);
}

TEST(LobbyOptions, AHostThroughALobbyKeepsItsCodeAndTheLobbysDefaultPort) {
  auto net = parsed({"--lobby", "lobby.example.org", "--host", "--code", "ab12", "--listed"});
  ASSERT_TRUE(net && net->lobby);
  EXPECT_TRUE(net->hosting);
  EXPECT_EQ(net->lobby->at.host, "lobby.example.org");
  EXPECT_EQ(net->lobby->at.port, session::kDefaultLobbyPort);
  EXPECT_EQ(net->code, "ABIZ");  // a chosen code as it is read: 1 is I, 2 is Z
  EXPECT_TRUE(net->listed);
  // Kept for --resume as on the LAN (the folder is the terminal's, from $GOMOKU_PREF_DIR or $HOME).
  EXPECT_EQ(net->keepFolder, session::terminalPrefFolder());
  EXPECT_FALSE(net->resume);
  auto again = parsed({"--lobby", "lobby.example.org", "--host", "--resume"});
  ASSERT_TRUE(again && again->lobby);
  EXPECT_TRUE(again->resume);
  auto fresh = parsed({"--lobby", "lobby.example.org:5000", "--host"});
  ASSERT_TRUE(fresh && fresh->lobby);
  EXPECT_EQ(fresh->lobby->at.port, 5000);
  EXPECT_TRUE(session::isGameCode(fresh->code));  // a new code: a lobby pairs by it
}

TEST(LobbyOptions, AJoinerGivesTheCode) {
  auto net = parsed({"--lobby", "[::1]:24017", "--join-code", "k7qx3m", "--lobby-ca", "/dev/null"});
  ASSERT_TRUE(net && net->lobby);
  EXPECT_FALSE(net->hosting);
  EXPECT_EQ(net->lobby->at.host, "::1");
  EXPECT_EQ(net->lobby->caFile, "/dev/null");
  EXPECT_EQ(net->code, "K7QX3M");
}

TEST(LobbyOptions, WhatMakesNoSenseIsRefused) {
  const std::vector<std::vector<std::string>> wrong = {
      {"--join-code", "ABC"},                              // no lobby
      {"--lobby", "x", "--join", "y:1"},                   // a lobby and a host's address
      {"--lobby", "x", "--host", "--no-code"},             // a lobby pairs by the code
      {"--lobby", "x", "--host", "--join-code", "ABC"},    // both sides at once
      {"--lobby", "x:0", "--host"},                        // no port 0
      {"--lobby", "x", "--join-code", "AB-C"},             // not a code
      {"--lobby", "x", "--join-code", "ABC", "--listed"},  // only a host is listed
  };
  for (const auto& words : wrong) EXPECT_THROW(parsed(words), CLI::Error) << words[0] << " " << words[1];
}

}  // namespace
}  // namespace gomoku::cli
