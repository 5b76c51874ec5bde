// The secrets the lobby gives: the host's (HOSTED) and the joiner's seat secret (JOINED). Each is
// made from the lobby's own key and the game's code, with the time it was given, so that a lobby
// started again (or another lobby with the same key) recognises the secrets it gave before without
// having kept them: a host or a joiner coming back after a restart is known for who it is, and the
// older of two secrets for one code (the rightful player's, given before a stranger's after the
// restart) takes the seat. The key comes from the lobby's private key, which never leaves it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku::lobby {

enum class SecretKind : std::uint8_t { Host, Seat };

class LobbySecrets {
 public:
  // `key`: any bytes only the lobby has (its private key's file).
  explicit LobbySecrets(std::string_view key);

  // A new secret for `code`, given at `secondsSinceEpoch`: 32 hex digits, the time and a MAC.
  std::string make(SecretKind kind, const std::string& code, std::uint32_t secondsSinceEpoch) const;
  // When `secret` was given for `code`, if this lobby's key made it; nullopt for any other text.
  std::optional<std::uint32_t> givenAt(SecretKind kind, const std::string& code,
                                       const std::string& secret) const;

 private:
  std::string mac(SecretKind kind, const std::string& code, std::string_view time) const;
  std::string key_;
};

// The seconds since 1970 now, as make() takes them.
std::uint32_t secondsNow();

}  // namespace gomoku::lobby
