#include "net/announcement.h"

#include <array>
#include <charconv>
#include <optional>

namespace gomoku::net {
namespace {

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
         c == '.';
}

}  // namespace

std::string encodeAnnouncement(const Announcement& a) {
  const std::string game =
      a.kind == GameKind::Go ? std::string(" go") : " gomoku rule=" + std::string(ruleName(a.rule));
  return "GOMOKU-NET " + std::to_string(kProtocolVersion) + " GAME " + std::to_string(a.port) + " " + a.name +
         game + " size=" + std::to_string(a.size) + (a.needsCode ? " code" : "");
}

Result<Announcement> decodeAnnouncement(std::string_view datagram) {
  if (datagram.size() > kMaxLineLength) return Error{"an announcement longer than 512 bytes"};
  std::array<std::string_view, 9> words{};
  std::size_t count = 0;
  for (std::size_t at = 0; at <= datagram.size();) {
    std::size_t end = datagram.find(' ', at);
    if (end == std::string_view::npos) end = datagram.size();
    if (count == words.size()) return Error{"an announcement with too many words"};
    words[count++] = datagram.substr(at, end - at);
    at = end + 1;
  }
  // A game with a code says so in a last word.
  const bool needsCode = count >= 8 && words[count - 1] == "code";
  if (needsCode) --count;
  // Go has no rule word: its size comes one word earlier.
  const bool go = count == 7 && words[5] == "go";
  if ((count != 8 || words[5] != "gomoku") && !go) return Error{"not a gomoku-net announcement"};
  if (words[0] != "GOMOKU-NET" || words[2] != "GAME") return Error{"not a gomoku-net announcement"};
  if (words[1] != std::to_string(kProtocolVersion)) return Error{"an announcement of another version"};
  auto number = [](std::string_view word, unsigned low, unsigned high) -> std::optional<unsigned> {
    unsigned value = 0;
    if (word.empty() || word.size() > 5) return std::nullopt;
    auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc{} || end != word.data() + word.size() || value < low || value > high)
      return std::nullopt;
    return value;
  };
  Announcement a;
  a.needsCode = needsCode;
  auto port = number(words[3], 1, 65535);
  if (!port) return Error{"an announcement without a port"};
  a.port = static_cast<std::uint16_t>(*port);
  if (words[4].empty() || words[4].size() > kMaxNameLength) return Error{"an announcement without a name"};
  for (char c : words[4])
    if (!isNameChar(c)) return Error{"an announcement without a name"};
  a.name = std::string(words[4]);
  if (go) {
    a.kind = GameKind::Go;
  } else {
    auto rule = words[6].starts_with("rule=") ? parseRule(words[6].substr(5)) : std::nullopt;
    if (!rule) return Error{"an announcement without a rule"};
    a.rule = *rule;
  }
  const std::string_view sizeWord = words[go ? 6 : 7];
  const unsigned largest = go ? 19 : kMaxBoardSize;
  auto size =
      sizeWord.starts_with("size=") ? number(sizeWord.substr(5), kMinBoardSize, largest) : std::nullopt;
  if (!size) return Error{"an announcement without a size"};
  a.size = static_cast<int>(*size);
  return a;
}

}  // namespace gomoku::net
