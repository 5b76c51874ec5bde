// The joiner's seat in a game through gomoku-lobby, kept on disk: the lobby, the game code and the
// seat secret the lobby gave when it paired us (JOINED). The lobby keeps a game's seat, once
// paired, for the player with that secret, not for whoever knows the code; a joiner program
// started again (Rejoin CODE in the window, --join-code in the terminal) brings it back from here
// (docs/network-protocol.md, "The lobby"). One seat, the last one given:
//
//   gomoku-lobby-seat 1
//   lobby localhost:24017 3f0c...e1
//   CODE K7QX3M
//
// Written atomically when the lobby gives a secret; removed when the game ends.
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
  KeptLobby lobby;   // where, and the seat secret
  std::string code;  // the game's code, as sent (capitals)
  friend bool operator==(const KeptLobbySeat&, const KeptLobbySeat&) = default;
};

std::string writeKeptLobbySeat(const KeptLobbySeat& seat);
// The seat a kept file's text holds, or what is wrong with it.
Result<KeptLobbySeat> readKeptLobbySeat(std::string_view text);

// The secret of the seat kept in `file` for the game `code` at the lobby `host`:`port`; "" when
// none is kept for it (no file, another game's seat, a file that cannot be read: the lobby then
// says the seat is kept for its player).
std::string keptSeatSecret(const std::filesystem::path& file, const std::string& host, std::uint16_t port,
                           const std::string& code);
// Writes `seat` to `file` atomically; the reason when it could not be written.
std::optional<std::string> keepLobbySeat(const std::filesystem::path& file, const KeptLobbySeat& seat);
void forgetKeptLobbySeat(const std::filesystem::path& file);

}  // namespace gomoku::session
