// Asking a gomoku-lobby for the games that asked to be listed: over TLS, its certificate checked
// as a game's is (net/lobby_tls.h), LIST said, the LISTED lines read until END. Bounded in time,
// in lines and in line length: a lobby that says more or stays silent is an error, not a wait.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"
#include "net/lobby_words.h"

namespace gomoku::net {

struct ListedGame {
  std::string code;   // the game code a joiner gives
  std::string about;  // the game in words ("alice gomoku rule=renju size=15 clock=5m+3s")
};

// The listed games of the lobby at `host`:`port`, trusted by `caFile` (empty: the system's store);
// an Error says why there is no list: the lobby cannot be reached, its certificate is refused, it
// refused us, its answer is malformed, or it did not finish within `limit`. Blocks the caller.
Result<std::vector<ListedGame>> askLobbyList(const std::string& host, std::uint16_t port,
                                             const std::string& caFile,
                                             std::chrono::milliseconds limit = std::chrono::seconds(5));

}  // namespace gomoku::net
