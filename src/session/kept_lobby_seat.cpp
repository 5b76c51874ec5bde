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
constexpr std::string_view kHostLine = "host ";
constexpr std::string_view kKeyLine = "key ";
// Three short lines; anything longer is not a kept seat.
constexpr std::size_t kLongestFile = 1024;

}  // namespace

std::string writeKeptLobbySeat(const KeptLobbySeat& seat) {
  return std::string(kHeader) + '\n' + std::string(seat.direct ? kHostLine : kLobbyLine) +
         keptLobbyText(seat.lobby) + '\n' +
         net::encodeMessage(net::textMessage(net::Message::Kind::Code, seat.code)) + '\n' +
         (seat.key.empty() ? "" : std::string(kKeyLine) + seat.key + '\n');
}

Result<KeptLobbySeat> readKeptLobbySeat(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    if (end == std::string_view::npos) return Error{"the file ends inside a line"};
    lines.push_back(text.substr(0, end));
    text.remove_prefix(end + 1);
  }
  if (lines.size() < 3 || lines.size() > 4 || lines[0] != kHeader)
    return Error{"not a kept lobby seat (" + std::string(kHeader) + ")"};
  KeptLobbySeat seat;
  if (lines.size() == 4) {
    if (!lines[3].starts_with(kKeyLine) || !isGameKey(lines[3].substr(kKeyLine.size())))
      return Error{"line 4: not the game's key"};
    seat.key = std::string(lines[3].substr(kKeyLine.size()));
  }
  seat.direct = lines[1].starts_with(kHostLine);
  const std::string_view where = seat.direct                        ? lines[1].substr(kHostLine.size())
                                 : lines[1].starts_with(kLobbyLine) ? lines[1].substr(kLobbyLine.size())
                                                                    : std::string_view();
  auto lobby = readKeptLobby(where);
  // A seat is worth keeping for its secret (the lobby's) or its key (the host's).
  if (!lobby || (lobby->secret.empty() && seat.key.empty()) || (seat.direct && !lobby->secret.empty()))
    return Error{"line 2: not a lobby and its seat secret, nor a host"};
  seat.lobby = *lobby;
  auto code = net::decodeMessage(lines[2]);
  if (!code || code.value().kind != net::Message::Kind::Code) return Error{"line 3: not the game's CODE"};
  seat.code = net::normalGameCode(code.value().text);
  return seat;
}

std::optional<KeptLobbySeat> keptSeat(const std::filesystem::path& file) {
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(file, kLongestFile, nullptr);
  if (!bytes) return std::nullopt;
  Result<KeptLobbySeat> seat =
      readKeptLobbySeat(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
  if (!seat) return std::nullopt;
  return seat.value();
}

std::optional<KeptLobbySeat> keptSeat(const std::filesystem::path& file, const std::string& host,
                                      std::uint16_t port, const std::string& code, bool direct) {
  auto seat = keptSeat(file);
  if (!seat || seat->lobby.host != host || seat->lobby.port != port ||
      seat->code != net::normalGameCode(code) || seat->direct != direct)
    return std::nullopt;
  return seat;
}

std::string keptSeatSecret(const std::filesystem::path& file, const std::string& host, std::uint16_t port,
                           const std::string& code) {
  auto seat = keptSeat(file, host, port, code, false);
  return seat ? seat->lobby.secret : std::string();
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
