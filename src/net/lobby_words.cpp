#include "net/lobby_words.h"

#include <vector>

#include "net/game_code.h"
#include "net/host_and_port.h"
#include "net/protocol.h"

namespace gomoku::net {
namespace {

// The line cut at its first `parts` - 1 spaces; the last part keeps the rest, spaces and all.
std::vector<std::string_view> split(std::string_view line, std::size_t parts) {
  std::vector<std::string_view> found;
  while (found.size() + 1 < parts) {
    const auto space = line.find(' ');
    if (space == std::string_view::npos) break;
    found.push_back(line.substr(0, space));
    line.remove_prefix(space + 1);
  }
  found.push_back(line);
  return found;
}

bool isSecret(std::string_view text) {
  if (text.size() != kLobbySecretLength) return false;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool isAbout(std::string_view text) {
  if (text.empty() || text.size() > kMaxAboutLength) return false;
  for (char c : text)
    if (c < ' ' || c > '~') return false;
  return true;
}

// The game in words as the wire carries it: printable ASCII, cut to fit.
std::string aboutText(std::string_view text) {
  std::string about;
  for (char c : text.substr(0, kMaxAboutLength)) about += c < ' ' || c > '~' ? '?' : c;
  return about.empty() ? "-" : about;
}

Result<std::string> codeOf(std::string_view text) {
  if (!isGameCode(text)) return Error{"a game code is 1-16 letters and digits"};
  return normalGameCode(text);
}

}  // namespace

Result<LobbyLine> decodeLobbyLine(std::string_view line) {
  using Word = LobbyLine::Word;
  const auto first = line.substr(0, line.find(' '));
  LobbyLine decoded;
  if (first == "HOST") {
    const auto parts = split(line, 5);
    if (parts.size() != 5)
      return Error{"HOST needs a code, a secret or new, listed or unlisted, and the game"};
    decoded.word = Word::Host;
    auto code = codeOf(parts[1]);
    if (!code) return Error{code.error()};
    decoded.code = code.value();
    if (parts[2] != "new") {
      if (!isSecret(parts[2])) return Error{"a host secret is 32 hex digits, or new"};
      decoded.secret = parts[2];
    }
    if (parts[3] != "listed" && parts[3] != "unlisted") return Error{"HOST needs listed or unlisted"};
    decoded.listed = parts[3] == "listed";
    if (!isAbout(parts[4])) return Error{"the game in words is 1-200 printable characters"};
    decoded.text = parts[4];
    return decoded;
  }
  if (first == "JOIN") {
    const auto parts = split(line, 4);
    if (parts.size() < 2) return Error{"JOIN needs the game code"};
    if (parts.size() >= 3 && parts[2] != "again")
      return Error{"JOIN takes a code, then again and a seat secret, or nothing"};
    if (parts.size() == 4 && !isSecret(parts[3])) return Error{"a seat secret is 32 hex digits"};
    decoded.word = Word::Join;
    auto code = codeOf(parts[1]);
    if (!code) return Error{code.error()};
    decoded.code = code.value();
    decoded.again = parts.size() >= 3;
    if (parts.size() == 4) decoded.secret = parts[3];
    return decoded;
  }
  if (first == "LISTED" || first == "HOSTED" || first == "JOINED") {
    const auto parts = split(line, 3);
    decoded.word = first == "LISTED" ? Word::Listed : first == "HOSTED" ? Word::Hosted : Word::Joined;
    if (parts.size() != 3) return Error{std::string(first) + " needs more words"};
    auto code = codeOf(parts[1]);
    if (!code) return Error{code.error()};
    decoded.code = code.value();
    if (decoded.word != Word::Listed) {
      if (!isSecret(parts[2])) return Error{std::string(first) + " needs a secret of 32 hex digits"};
      decoded.secret = parts[2];
    }
    if (decoded.word == Word::Listed) {
      if (!isAbout(parts[2])) return Error{"the game in words is 1-200 printable characters"};
      decoded.text = parts[2];
    }
    return decoded;
  }
  if (first == "REFUSED") {
    decoded.word = Word::Refused;
    decoded.text = line.size() > first.size() ? std::string(line.substr(first.size() + 1)) : "refused";
    return decoded;
  }
  if (first == "MOVED") {
    const auto parts = split(line, 3);
    if (parts.size() != 2 || !parseHostAndPort(std::string(parts[1]), kDefaultLobbyPort))
      return Error{"MOVED needs the lobby's host:port"};
    decoded.word = Word::Moved;
    decoded.text = std::string(parts[1]);
    return decoded;
  }
  const std::pair<std::string_view, Word> bare[] = {
      {"LIST", Word::List}, {"WAITING", Word::Waiting}, {"PAIRED", Word::Paired}, {"END", Word::End}};
  for (const auto& [name, word] : bare) {
    if (line != name) continue;
    decoded.word = word;
    return decoded;
  }
  return Error{"an unknown word: the lobby knows HOST, JOIN and LIST"};
}

std::string encodeLobbyLine(const LobbyLine& line) {
  using Word = LobbyLine::Word;
  switch (line.word) {
    case Word::Host:
      return "HOST " + line.code + " " + (line.secret.empty() ? "new" : line.secret) + " " +
             (line.listed ? "listed" : "unlisted") + " " + aboutText(line.text);
    case Word::Join:
      // A seat secret comes only with again: it is for coming back.
      return "JOIN " + line.code + (line.again ? " again" : "") +
             (line.again && !line.secret.empty() ? " " + line.secret : "");
    case Word::List:
      return "LIST";
    case Word::Hosted:
      return "HOSTED " + line.code + " " + line.secret;
    case Word::Joined:
      return "JOINED " + line.code + " " + line.secret;
    case Word::Waiting:
      return "WAITING";
    case Word::Paired:
      return "PAIRED";
    case Word::Listed:
      return "LISTED " + line.code + " " + aboutText(line.text);
    case Word::End:
      return "END";
    case Word::Refused:
      return "REFUSED " + sendableText(line.text);
    case Word::Moved:
      return "MOVED " + line.text;
  }
  return "END";
}

}  // namespace gomoku::net
