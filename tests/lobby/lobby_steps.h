// The steps the lobby's tests take again and again: a quick lobby, a client through its
// handshake, a game hosted, a game paired, sockets waited on until the lobby closes them.
#pragma once

#include <gtest/gtest.h>

#include <asio.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "lobby_client.h"
#include "running_lobby.h"

namespace gomoku::lobby {

using namespace std::chrono_literals;

inline LobbySettings quick() {
  LobbySettings settings;
  settings.handshakeLimit = 300ms;
  settings.wordLimit = 500ms;
  settings.connectBurst = 1000;
  return settings;
}

// How many of `sockets` the lobby closed within `limit` (whatever each was sent before: a TLS
// alert perhaps), all waited for at once.
inline std::size_t closedWithin(std::vector<asio::ip::tcp::socket>& sockets, asio::io_context& io,
                                std::chrono::milliseconds limit) {
  std::size_t closed = 0;
  std::vector<std::array<char, 256>> buffers(sockets.size());
  std::function<void(std::size_t)> readOn = [&](std::size_t i) {
    sockets[i].async_read_some(asio::buffer(buffers[i]), [&, i](const asio::error_code& ec, std::size_t) {
      if (ec) closed += ec == asio::error::eof || ec == asio::error::connection_reset;
      if (!ec) readOn(i);
    });
  };
  for (std::size_t i = 0; i < sockets.size(); ++i) readOn(i);
  io.restart();
  io.run_for(limit);
  for (auto& socket : sockets) socket.close();
  io.restart();
  io.poll();  // the reads cancelled, before the buffers go
  return closed;
}

// A client that is through the handshake.
inline std::unique_ptr<LobbyClient> secure(const RunningLobby& lobby, const std::string& from = {}) {
  auto client = std::make_unique<LobbyClient>(lobby.port(), lobby.caFile(), "localhost", from);
  EXPECT_EQ(client->handshake(), "");
  return client;
}

// The joiner's seat secret out of the JOINED line the lobby says when it pairs it.
inline std::string seatSecret(LobbyClient& joiner, const std::string& code) {
  auto line = joiner.lineStarting("JOINED");
  EXPECT_TRUE(line && line->starts_with("JOINED " + code + " ")) << line.value_or("(nothing)");
  return line ? line->substr(line->rfind(' ') + 1) : "";
}

// The host's secret out of its HOSTED line.
inline std::string hosted(LobbyClient& host, const std::string& code) {
  host.say("HOST " + code + " new unlisted alice gomoku rule=renju size=15");
  auto line = host.line();
  EXPECT_TRUE(line && line->rfind("HOSTED " + code + " ", 0) == 0) << line.value_or("(nothing)");
  EXPECT_EQ(host.line(), "WAITING");
  return line ? line->substr(line->rfind(' ') + 1) : "";
}

// A host and its joiner paired under `code`: their secrets.
struct PairedGame {
  std::unique_ptr<LobbyClient> host, joiner;
  std::string secret, seat;
};
inline PairedGame paired(const RunningLobby& lobby, const std::string& code) {
  PairedGame game;
  game.host = secure(lobby);
  game.secret = hosted(*game.host, code);
  game.joiner = secure(lobby);
  game.joiner->say("JOIN " + code);
  game.seat = seatSecret(*game.joiner, code);
  EXPECT_EQ(game.joiner->line(), "PAIRED");
  EXPECT_EQ(game.host->lineStarting("PAIRED"), "PAIRED");
  return game;
}

}  // namespace gomoku::lobby
