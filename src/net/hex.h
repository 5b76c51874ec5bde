// Bytes as lower-case hex digits, as the proof's and the lobby's secrets, nonces and keys are
// written on the wire and in the kept files.
#pragma once

#include <string>
#include <string_view>

namespace gomoku::net {

inline std::string toHex(std::string_view bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text;
  for (char c : bytes) {
    const auto byte = static_cast<unsigned char>(c);
    text += kDigits[byte >> 4];
    text += kDigits[byte & 15];
  }
  return text;
}

inline std::string toHex(const unsigned char* bytes, std::size_t size) {
  return toHex(std::string_view(reinterpret_cast<const char*>(bytes), size));
}

}  // namespace gomoku::net
