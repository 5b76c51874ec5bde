#include "session/kept_network_game.h"

#include <charconv>
#include <cstdlib>
#include <system_error>

#include "core/file_io.h"
#include "net/game_code.h"
#include "net/host_and_port.h"
#include "net/lobby_words.h"
#include "net/local_addresses.h"
#include "net/protocol.h"

namespace gomoku::session {
namespace {

using net::Message;

constexpr std::string_view kHeader = "gomoku-net-kept 1 port=";
constexpr std::string_view kLobbyLine = "lobby ";
constexpr std::string_view kKeyLine = "key ";
// Far more than the longest record (a Go game of kMaxMoveNumber moves, a line each).
constexpr std::size_t kLongestFile = 64 * 1024;

std::optional<std::uint16_t> readPort(std::string_view text) {
  unsigned value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || text.size() > 5 || ec != std::errc{} || end != text.data() + text.size() || value < 1 ||
      value > 65535)
    return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

Error atLine(std::size_t number, const std::string& why) {
  return Error{"line " + std::to_string(number) + ": " + why};
}

}  // namespace

bool isGameKey(std::string_view text) {
  return text.size() == 64 && text.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

std::string keptLobbyText(const KeptLobby& lobby) {
  return net::addressWithPort(lobby.host, lobby.port) + (lobby.secret.empty() ? "" : " " + lobby.secret);
}

std::optional<KeptLobby> readKeptLobby(std::string_view text) {
  const std::size_t space = text.find(' ');
  auto at = net::parseHostAndPort(std::string(text.substr(0, space)), net::kDefaultLobbyPort);
  const std::string_view secret = space == std::string_view::npos ? "" : text.substr(space + 1);
  if (!at || (!secret.empty() && secret.size() != net::kLobbySecretLength) ||
      secret.find_first_not_of("0123456789abcdef") != std::string_view::npos)
    return std::nullopt;
  return KeptLobby{at->host, at->port, std::string(secret)};
}

std::string writeKeptNetworkGame(const KeptNetworkGame& game) {
  std::string text = std::string(kHeader) + std::to_string(game.port) + '\n';
  if (game.lobby) text += std::string(kLobbyLine) + keptLobbyText(*game.lobby) + '\n';
  text += net::encodeMessage(net::gameMessage(game.offer)) + '\n';
  if (!game.code.empty()) text += net::encodeMessage(net::textMessage(Message::Kind::Code, game.code)) + '\n';
  if (!game.key.empty()) text += std::string(kKeyLine) + game.key + '\n';
  if (!game.peerName.empty()) {
    Message hello = net::textMessage(Message::Kind::Hello, net::sendableName(game.peerName));
    hello.number = net::kProtocolVersion;
    text += net::encodeMessage(hello) + '\n';
  }
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const auto number = static_cast<std::uint32_t>(i + 1);
    const go::Move move = game.moves[i];
    text += net::encodeMessage(move.isPass()
                                   ? net::numberedMessage(Message::Kind::Pass, number)
                                   : net::moveMessage(number, net::toSquare(move.point, game.offer.size)));
    text += '\n';
  }
  if (game.times) text += net::encodeMessage(net::clockMessage((*game.times)[0], (*game.times)[1])) + '\n';
  return text;
}

Result<KeptNetworkGame> readKeptNetworkGame(std::string_view text) {
  KeptNetworkGame game;
  bool offered = false;
  std::size_t number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    if (end == std::string_view::npos) return atLine(number + 1, "the file ends inside a line");
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end + 1);
    ++number;
    if (number == 1) {
      auto port = line.starts_with(kHeader) ? readPort(line.substr(kHeader.size())) : std::nullopt;
      if (!port) return atLine(number, "not a kept network game (gomoku-net-kept 1 port=<port>)");
      game.port = *port;
      continue;
    }
    if (number == 2 && line.starts_with(kLobbyLine)) {
      game.lobby = readKeptLobby(line.substr(kLobbyLine.size()));
      if (!game.lobby)
        return atLine(number, "not a lobby and its host's secret (lobby <host:port> [<secret>])");
      continue;
    }
    if (line.starts_with(kKeyLine)) {
      if (!offered || !game.key.empty() || !game.moves.empty() || !isGameKey(line.substr(kKeyLine.size())))
        return atLine(number, "the game's key is 64 hex digits, after GAME, once");
      game.key = std::string(line.substr(kKeyLine.size()));
      continue;
    }
    Result<Message> read = net::decodeMessage(line);
    if (!read) return atLine(number, read.error());
    const Message& m = read.value();
    if (!offered && m.kind != Message::Kind::Game) return atLine(number, "GAME must come first");
    switch (m.kind) {
      case Message::Kind::Game:
        if (offered) return atLine(number, "a second GAME");
        game.offer = m.game;
        offered = true;
        break;
      case Message::Kind::Code:
        if (!game.moves.empty() || !game.code.empty()) return atLine(number, "CODE belongs after GAME, once");
        game.code = net::normalGameCode(m.text);
        break;
      case Message::Kind::Hello:
        if (!game.moves.empty() || !game.peerName.empty())
          return atLine(number, "the other player's HELLO belongs after GAME, once");
        game.peerName = m.text;
        break;
      case Message::Kind::Move:
      case Message::Kind::Pass: {
        if (game.times) return atLine(number, "CLOCK comes after the moves");
        if (m.number != game.moves.size() + 1)
          return atLine(number, "move " + std::to_string(m.number) + " out of sequence");
        if (m.kind == Message::Kind::Pass) {
          if (game.offer.kind != net::GameKind::Go) return atLine(number, "a pass in a game of Gomoku");
          game.moves.push_back(go::Move::pass());
          break;
        }
        const Point p = net::toPoint(m.square, game.offer.size);
        if (p == kNoPoint) return atLine(number, "a move off the board");
        game.moves.push_back(go::Move::play(p));
        break;
      }
      case Message::Kind::Clock:
        if (!game.offer.clock.counts() || game.times)
          return atLine(number, "CLOCK belongs to a game with a clock, once");
        game.times = {{m.number, m.timeLeft.value_or(0)}};
        break;
      default:
        return atLine(number, "not a line of a kept game");
    }
  }
  if (!offered) return Error{"no GAME line"};
  return game;
}

std::optional<Result<KeptNetworkGame>> loadKeptNetworkGame(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return std::nullopt;
  FileProblem problem;
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(file, kLongestFile, &problem);
  std::optional<std::string> why;
  if (!bytes) {
    why = problem.message();
  } else {
    Result<KeptNetworkGame> game =
        readKeptNetworkGame(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (game) return game;
    why = game.error();
  }
  std::filesystem::path aside = file;
  aside += ".damaged";
  std::filesystem::rename(file, aside, ec);
  return Result<KeptNetworkGame>(Error{"the kept network game " + file.filename().string() +
                                       " cannot be read (" + *why + ")" +
                                       (ec ? "" : "; it was moved aside to " + aside.filename().string())});
}

std::optional<std::string> keepNetworkGame(const std::filesystem::path& file, const KeptNetworkGame& game) {
  if (auto problem = writeTextAtomically(file, writeKeptNetworkGame(game))) return problem->message();
  return std::nullopt;
}

void forgetKeptNetworkGame(const std::filesystem::path& file) {
  std::error_code ignored;
  std::filesystem::remove(file, ignored);
}

std::filesystem::path terminalPrefFolder() {
  std::filesystem::path folder;
  if (const char* env = std::getenv("GOMOKU_PREF_DIR"); env && *env) {
    folder = env;
  } else if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data) {
    folder = std::filesystem::path(data) / "gomoku" / "gomoku";
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    folder = std::filesystem::path(home) / ".local" / "share" / "gomoku" / "gomoku";
  }
  std::error_code ec;
  if (!folder.empty()) std::filesystem::create_directories(folder, ec);
  return std::filesystem::is_directory(folder, ec) ? folder : std::filesystem::path{};
}

}  // namespace gomoku::session
