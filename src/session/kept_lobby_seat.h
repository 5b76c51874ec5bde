// The joiner's seat in a game with a code, kept on disk: where the game is (the lobby, or the host
// on the local network), the game code, the seat secret the lobby gave when it paired us (JOINED)
// and the game's key agreed with the host at the first meeting (net/game_proof.h). The lobby keeps
// a game's seat, once paired, for the player with that secret, and the host for the program with
// that key, not for whoever knows the code; a joiner program started again (Rejoin CODE in the
// window, --join-code or --join in the terminal) brings them back from here
// (docs/network-protocol.md, "The lobby" and "The proof"). One seat, the last one given:
//
//   gomoku-lobby-seat 1
//   lobby localhost:24017 3f0c...e1     (or, on the local network: host 192.168.1.20:24015)
//   CODE K7QX3M
//   key 5be1...07                       (none in a file from before keys)
//
// Written atomically when the lobby gives a secret or the key is agreed; removed when the game ends.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "session/kept_network_game.h"

namespace gomoku::session {

// The file's name in the player's folder, beside the host's kept game.
inline constexpr std::string_view kKeptLobbySeatName = "lobby-seat.txt";

struct KeptLobbySeat {
  KeptLobby lobby;      // where (the lobby, or the host itself), and the seat secret (none on the LAN)
  std::string code;     // the game's code, as sent (capitals)
  std::string key{};    // the game's key; "" when not yet agreed
  bool direct = false;  // `lobby` is the host on the local network, not a lobby
  friend bool operator==(const KeptLobbySeat&, const KeptLobbySeat&) = default;
};

std::string writeKeptLobbySeat(const KeptLobbySeat& seat);
// The seat a kept file's text holds, or what is wrong with it.
Result<KeptLobbySeat> readKeptLobbySeat(std::string_view text);

// The seat kept in `file` for the game `code` at `host`:`port` (a lobby, or `direct` the host on
// the local network); nullopt when none is kept for it (no file, another game's seat, a file that
// cannot be read: the lobby then says the seat is kept for its player, and the host the same).
std::optional<KeptLobbySeat> keptSeat(const std::filesystem::path& file, const std::string& host,
                                      std::uint16_t port, const std::string& code, bool direct);
// The seat kept in `file`, whatever its game; nullopt when none is, or it cannot be read.
std::optional<KeptLobbySeat> keptSeat(const std::filesystem::path& file);
// The seat secret kept for the game `code` at the lobby `host`:`port`; "" when none.
std::string keptSeatSecret(const std::filesystem::path& file, const std::string& host, std::uint16_t port,
                           const std::string& code);
// Writes `seat` to `file` atomically; the reason when it could not be written.
std::optional<std::string> keepLobbySeat(const std::filesystem::path& file, const KeptLobbySeat& seat);
void forgetKeptLobbySeat(const std::filesystem::path& file);

}  // namespace gomoku::session
