#include "net/host_and_port.h"

#include <algorithm>
#include <charconv>

namespace gomoku::net {

std::optional<HostAndPort> parseHostAndPort(const std::string& text, std::uint16_t defaultPort) {
  std::string host = text;
  std::string port;
  if (text.starts_with('[')) {
    const std::size_t close = text.find(']');
    if (close == std::string::npos) return std::nullopt;
    host = text.substr(1, close - 1);
    if (close + 1 < text.size()) {
      if (text[close + 1] != ':') return std::nullopt;
      port = text.substr(close + 2);
    }
  } else if (std::count(text.begin(), text.end(), ':') == 1) {
    host = text.substr(0, text.find(':'));
    port = text.substr(text.find(':') + 1);
  }
  if (host.empty()) return std::nullopt;
  HostAndPort result{host, defaultPort};
  if (text.ends_with(':')) return std::nullopt;
  if (!port.empty()) {
    unsigned value = 0;
    auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (ec != std::errc{} || end != port.data() + port.size() || value == 0 || value > 65535)
      return std::nullopt;
    result.port = static_cast<std::uint16_t>(value);
  }
  return result;
}

}  // namespace gomoku::net
