// The words a game and gomoku-lobby say before the lobby pairs a host with its joiner
// (docs/network-protocol.md, "The lobby"): one line each, read and written here for both sides.
// After PAIRED the lobby relays the game's own lines unchanged and these words are over. Pure.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.h"

namespace gomoku::net {

// The lobby's port unless told otherwise.
inline constexpr std::uint16_t kDefaultLobbyPort = 24017;
// A secret the lobby gives a side to take its seat back with (the host's from HOSTED, the joiner's
// from JOINED): 16 random bytes, as 32 lowercase hex digits.
inline constexpr std::size_t kLobbySecretLength = 32;
// The game in words, as the list shows it ("alice gomoku rule=renju size=15 clock=5m+3s").
inline constexpr std::size_t kMaxAboutLength = 200;
// The most games one list names (LIST's answer): a lister reads no more.
inline constexpr std::size_t kMaxListedGames = 100;

struct LobbyLine {
  enum class Word : std::uint8_t {
    Host,     // game -> lobby: HOST <code> <secret|new> <listed|unlisted> <about>
    Join,     // game -> lobby: JOIN <code> [again [<seat secret>]]
    List,     // game -> lobby: LIST
    Hosted,   // lobby -> host: HOSTED <code> <secret>
    Joined,   // lobby -> joiner, when paired: JOINED <code> <seat secret>
    Waiting,  // lobby -> a side waiting for the other: WAITING (also to keep the line alive)
    Paired,   // lobby -> both: PAIRED (the game's own lines follow, relayed)
    Listed,   // lobby -> a lister: LISTED <code> <about>, one a listed game
    End,      // lobby -> a lister: END (the list is over)
    Refused,  // lobby -> anyone: REFUSED <why>, and the connection closes
    // lobby -> host or joiner: MOVED <host:port>, the game is on that lobby of the same service;
    // the connection closes and the game connects there once (docs/network-beyond-the-lan.md)
    Moved,
  };
  Word word = Word::List;
  std::string code;     // Host, Join, Hosted, Joined, Listed (capitals)
  std::string secret;   // Host (empty: a new game), Hosted; Join (empty: none kept), Joined
  bool listed = false;  // Host
  std::string text;     // Host, Listed: the game in words; Refused: why; Moved: host:port
  bool again = false;   // Join: the joiner was in the game before, and waits a while for its host
};

// One line (without its newline) to its words; an Error says what is wrong with it.
Result<LobbyLine> decodeLobbyLine(std::string_view line);
// Words to a line (without its newline); text is made sendable first.
std::string encodeLobbyLine(const LobbyLine& line);

// The reasons of REFUSED the game's side acts on (the rest are shown as they come).
inline constexpr std::string_view kNoSuchGameReason = "no game with this code";
inline constexpr std::string_view kSeatTakenReason = "this game has both its players";
// A game paired once keeps its joiner's seat for the player who has the seat secret.
inline constexpr std::string_view kSeatKeptReason = "this game's seat is kept for its player";
inline constexpr std::string_view kSeatKeptWords =
    "This game's seat is kept for the player who joined it: only that player's program can take it back";

}  // namespace gomoku::net
