// The host's unfinished network game kept on disk as it goes, so that a host program killed or
// closed and started again goes on with the same game (the same id, record and code) and the
// joiner, reconnecting, finds it as it left it. The file is lines of the protocol's own messages
// (docs/network-protocol.md), read back through the same checked decoder:
//
//   gomoku-net-kept 1 port=24015
//   lobby localhost:24017 3f0c...e1 (a game through gomoku-lobby: where, and the host's secret
//                                   the lobby gave it; none on the LAN)
//   GAME 9c2f01d4a7e35b60 gomoku rule=renju size=15 you=white
//   CODE K7QX3M                  (none: an open game)
//   key 5be1...07                (the game's key, agreed when the joiner first came: only a
//                                 program with it takes the joiner's seat; net/game_proof.h)
//   HELLO gomoku-net 1 bob       (the joiner's name; none before anyone joined)
//   MOVE 1 h8
//   PASS 2                       (Go)
//   CLOCK 281000 295500          (a game with a clock: Black's and White's time left, in ms)
//
// Written atomically (temporary file, rename) whenever the record changes; removed when the game
// ends. A damaged file is refused with the reason and moved aside, never half-read.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/go/game.h"
#include "core/result.h"
#include "net/message.h"

namespace gomoku::session {

// The file's name in the player's folder, beside the window's autosave.
inline constexpr std::string_view kKeptNetworkGameName = "network-game.txt";

// A game hosted through gomoku-lobby: the lobby, and the host's secret it gave the game (HOSTED),
// which a host started again brings back to take its game's seat.
struct KeptLobby {
  std::string host;
  std::uint16_t port = 0;
  std::string secret;
  friend bool operator==(const KeptLobby&, const KeptLobby&) = default;
};

// A kept lobby as its line has it after "lobby ": "HOST:PORT [SECRET]" (no secret when the lobby
// had not given one yet); nullopt when the text is not one.
std::string keptLobbyText(const KeptLobby& lobby);
std::optional<KeptLobby> readKeptLobby(std::string_view text);

struct KeptNetworkGame {
  std::uint16_t port = 0;  // where the host listened: the joiner reconnects there
  net::GameOffer offer;    // the game's id and settings, `you` the joiner's colour
  std::string code;        // "" for an open game
  std::string peerName;    // "" before anyone joined
  std::vector<go::Move> moves;
  // A game with a clock: Black's and White's time left, in milliseconds, as the clocks stopped.
  std::optional<std::array<std::uint32_t, 2>> times{};
  std::optional<KeptLobby> lobby{};  // through a lobby; none on the LAN
  std::string key{};                 // the game's key; "" before the joiner first came (or an open game)
  friend bool operator==(const KeptNetworkGame&, const KeptNetworkGame&) = default;
};

// A game's key as the kept files write it: 64 lower-case hex digits.
bool isGameKey(std::string_view text);

std::string writeKeptNetworkGame(const KeptNetworkGame& game);
// The game a kept file's text holds, or what is wrong with it ("line 4: MOVE needs ...").
Result<KeptNetworkGame> readKeptNetworkGame(std::string_view text);

// The kept game in `file`: nullopt when there is none. A file that cannot be read is moved aside
// (to the same name with ".damaged") and its Error says why and where it went.
std::optional<Result<KeptNetworkGame>> loadKeptNetworkGame(const std::filesystem::path& file);
// Writes `game` to `file` atomically; the reason when it could not be written.
std::optional<std::string> keepNetworkGame(const std::filesystem::path& file, const KeptNetworkGame& game);
void forgetKeptNetworkGame(const std::filesystem::path& file);

// The player's folder the terminal game keeps its network game in: $GOMOKU_PREF_DIR when set,
// else the one the window uses ($XDG_DATA_HOME or ~/.local/share, then gomoku/gomoku/), created
// if missing; empty when there is none.
std::filesystem::path terminalPrefFolder();

}  // namespace gomoku::session
