#include "session/kept_lobby_seat.h"

#include <cstdint>
#include <system_error>
#include <vector>

#include "core/file_io.h"
#include "net/game_code.h"
#include "net/protocol.h"

namespace gomoku::session {
namespace {

constexpr std::string_view kHeader = "gomoku-lobby-seat 1";
constexpr std::string_view kLobbyLine = "lobby ";
// Three short lines; anything longer is not a kept seat.
constexpr std::size_t kLongestFile = 1024;

}  // namespace

std::string writeKeptLobbySeat(const KeptLobbySeat& seat) {
  return std::string(kHeader) + '\n' + std::string(kLobbyLine) + keptLobbyText(seat.lobby) + '\n' +
         net::encodeMessage(net::textMessage(net::Message::Kind::Code, seat.code)) + '\n';
}

Result<KeptLobbySeat> readKeptLobbySeat(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    if (end == std::string_view::npos) return Error{"the file ends inside a line"};
    lines.push_back(text.substr(0, end));
    text.remove_prefix(end + 1);
  }
  if (lines.size() != 3 || lines[0] != kHeader)
    return Error{"not a kept lobby seat (" + std::string(kHeader) + ")"};
  KeptLobbySeat seat;
  auto lobby =
      lines[1].starts_with(kLobbyLine) ? readKeptLobby(lines[1].substr(kLobbyLine.size())) : std::nullopt;
  if (!lobby || lobby->secret.empty()) return Error{"line 2: not a lobby and its seat secret"};
  seat.lobby = *lobby;
  auto code = net::decodeMessage(lines[2]);
  if (!code || code.value().kind != net::Message::Kind::Code) return Error{"line 3: not the game's CODE"};
  seat.code = net::normalGameCode(code.value().text);
  return seat;
}

std::string keptSeatSecret(const std::filesystem::path& file, const std::string& host, std::uint16_t port,
                           const std::string& code) {
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(file, kLongestFile, nullptr);
  if (!bytes) return {};
  Result<KeptLobbySeat> seat =
      readKeptLobbySeat(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
  if (!seat || seat->lobby.host != host || seat->lobby.port != port ||
      seat->code != net::normalGameCode(code))
    return {};
  return seat->lobby.secret;
}

std::optional<std::string> keepLobbySeat(const std::filesystem::path& file, const KeptLobbySeat& seat) {
  if (auto problem = writeTextAtomically(file, writeKeptLobbySeat(seat))) return problem->message();
  return std::nullopt;
}

void forgetKeptLobbySeat(const std::filesystem::path& file) {
  std::error_code ignored;
  std::filesystem::remove(file, ignored);
}

}  // namespace gomoku::session
