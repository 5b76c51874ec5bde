#include "lobby/lobby_secrets.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <charconv>
#include <chrono>

#include "net/hex.h"
#include "net/lobby_words.h"

namespace gomoku::lobby {
namespace {

constexpr std::size_t kTimeDigits = 8;
constexpr std::size_t kMacDigits = net::kLobbySecretLength - kTimeDigits;

}  // namespace

LobbySecrets::LobbySecrets(std::string_view key) {
  // A digest of the key's file, labelled, so that the key itself is used for nothing else.
  const std::string labelled = "gomoku-lobby secrets " + std::string(key);
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int size = 0;
  EVP_Digest(labelled.data(), labelled.size(), digest.data(), &size, EVP_sha256(), nullptr);
  key_.assign(reinterpret_cast<const char*>(digest.data()), size);
}

std::string LobbySecrets::mac(SecretKind kind, const std::string& code, std::string_view time) const {
  const std::string text =
      std::string(kind == SecretKind::Host ? "host " : "seat ") + code + " " + std::string(time);
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int size = 0;
  HMAC(EVP_sha256(), key_.data(), static_cast<int>(key_.size()),
       reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest.data(), &size);
  return net::toHex(digest.data(), size).substr(0, kMacDigits);
}

std::string LobbySecrets::make(SecretKind kind, const std::string& code,
                               std::uint32_t secondsSinceEpoch) const {
  const std::array<unsigned char, 4> bytes{static_cast<unsigned char>(secondsSinceEpoch >> 24),
                                           static_cast<unsigned char>(secondsSinceEpoch >> 16),
                                           static_cast<unsigned char>(secondsSinceEpoch >> 8),
                                           static_cast<unsigned char>(secondsSinceEpoch)};
  const std::string time = net::toHex(bytes.data(), bytes.size());
  return time + mac(kind, code, time);
}

std::optional<std::uint32_t> LobbySecrets::givenAt(SecretKind kind, const std::string& code,
                                                   const std::string& secret) const {
  if (secret.size() != net::kLobbySecretLength) return std::nullopt;
  const std::string_view time = std::string_view(secret).substr(0, kTimeDigits);
  const std::string expected = mac(kind, code, time);
  // Constant time: a guesser learns nothing from how long a wrong secret took.
  if (CRYPTO_memcmp(expected.data(), secret.data() + kTimeDigits, kMacDigits) != 0) return std::nullopt;
  std::uint32_t seconds = 0;
  auto [end, ec] = std::from_chars(time.data(), time.data() + time.size(), seconds, 16);
  if (ec != std::errc{} || end != time.data() + time.size()) return std::nullopt;
  return seconds;
}

std::uint32_t secondsNow() {
  return static_cast<std::uint32_t>(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
          .count());
}

}  // namespace gomoku::lobby
