#include "net/protocol.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

#include "core/utf8.h"
#include "net/game_code.h"

namespace gomoku::net {
namespace {

using Kind = Message::Kind;

struct Keyword {
  std::string_view word;
  Kind kind;
};
constexpr std::array<Keyword, 28> kKeywords{{
    {"HELLO", Kind::Hello},        {"CODE", Kind::Code},
    {"GAME", Kind::Game},          {"MOVE", Kind::Move},
    {"PASS", Kind::Pass},          {"DEAD", Kind::Dead},
    {"DEAD-OK", Kind::DeadAccept}, {"DEAD-NO", Kind::DeadDecline},
    {"READY", Kind::Ready},        {"UNDO?", Kind::UndoAsk},
    {"UNDO-OK", Kind::UndoAccept}, {"UNDO-NO", Kind::UndoDecline},
    {"RESIGN", Kind::Resign},      {"DRAW?", Kind::DrawOffer},
    {"DRAW-OK", Kind::DrawAccept}, {"DRAW-NO", Kind::DrawDecline},
    {"CHAT", Kind::Chat},          {"PING", Kind::Ping},
    {"PONG", Kind::Pong},          {"BYE", Kind::Bye},
    {"OVER", Kind::Over},          {"ERROR", Kind::Error},
    {"FLAG", Kind::Flag},          {"CLOCK", Kind::Clock},
    {"AGAIN?", Kind::AgainAsk},    {"AGAIN-NO", Kind::AgainDecline},
    {"PROVE", Kind::Prove},        {"PROOF", Kind::Proof},
}};

std::string_view keywordOf(Kind kind) {
  for (const Keyword& k : kKeywords)
    if (k.kind == kind) return k.word;
  return "?";
}

Error error(std::string text) {
  return Error{std::move(text)};
}

// The words of a line split at single spaces; no message has more than 8, so the ninth and
// later ones are not looked at (a line with 9 is wrong for every message anyway).
struct Words {
  std::array<std::string_view, 9> word{};
  std::size_t count = 0;
};
Words splitWords(std::string_view line) {
  Words words;
  std::size_t at = 0;
  while (at <= line.size() && words.count < words.word.size()) {
    std::size_t end = line.find(' ', at);
    if (end == std::string_view::npos) end = line.size();
    words.word[words.count++] = line.substr(at, end - at);
    at = end + 1;
  }
  return words;
}

// A whole number of digits within [low, high].
std::optional<std::uint32_t> readNumber(std::string_view word, std::uint32_t low, std::uint32_t high) {
  if (word.empty() || word.size() > 9) return std::nullopt;
  std::uint32_t value = 0;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc{} || end != word.data() + word.size() || value < low || value > high)
    return std::nullopt;
  return value;
}

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
         c == '.';
}

bool isName(std::string_view word, std::size_t longest) {
  if (word.empty() || word.size() > longest) return false;
  for (char c : word)
    if (!isNameChar(c)) return false;
  return true;
}

// Lower-case hex digits, exactly `digits` of them: a nonce, a public key, a MAC.
bool isHex(std::string_view word, std::size_t digits) {
  if (word.size() != digits) return false;
  for (char c : word)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool isGameId(std::string_view word) {
  if (word.empty() || word.size() > kMaxGameIdLength) return false;
  for (char c : word)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

// "h8": a column letter a..v and a row 1..22.
std::optional<Square> readSquare(std::string_view word) {
  if (word.size() < 2 || word[0] < 'a' || word[0] >= 'a' + kMaxBoardSize) return std::nullopt;
  if (word[1] == '0') return std::nullopt;
  auto row = readNumber(word.substr(1), 1, kMaxBoardSize);
  if (!row) return std::nullopt;
  return Square{word[0] - 'a' + 1, static_cast<int>(*row)};
}

std::string squareText(Square square) {
  return std::string(1, static_cast<char>('a' + square.column - 1)) + std::to_string(square.row);
}

std::optional<Stone> readColour(std::string_view word) {
  if (word == "black") return Stone::Black;
  if (word == "white") return Stone::White;
  return std::nullopt;
}

// "key=value" with the expected key; the value.
std::optional<std::string_view> setting(std::string_view word, std::string_view key) {
  if (word.size() <= key.size() + 1 || !word.starts_with(key) || word[key.size()] != '=') return std::nullopt;
  return word.substr(key.size() + 1);
}

// Komi as "6.5", "-3", "0": whole or half points within +-100.
std::optional<int> readKomiHalves(std::string_view text) {
  bool negative = text.starts_with('-');
  if (negative) text.remove_prefix(1);
  bool half = text.ends_with(".5");
  if (half) text.remove_suffix(2);
  auto whole = readNumber(text, 0, 100);
  if (!whole || (*whole == 100 && half)) return std::nullopt;
  int halves = static_cast<int>(*whole) * 2 + (half ? 1 : 0);
  return negative ? -halves : halves;
}

// "clock=5m+3s": a time control whose every time fits on the wire; "clock=none" is no clock.
std::optional<TimeControl> readClock(std::string_view word) {
  auto value = setting(word, "clock");
  auto control = value ? TimeControl::parse(*value) : std::nullopt;
  if (!control || control->main > kMaxMainTime || control->increment > kMaxExtraTime ||
      control->period > kMaxExtraTime)
    return std::nullopt;
  return control;
}
constexpr std::string_view kClockNeeded =
    "GAME needs clock=none, 10m, 5m+3s or 10m/5x30s (at most 24h, and 1h of increment or period)";

// "left=<ms>", the mover's time after a move: 0..kMaxTimeMillis, never negative.
std::optional<std::uint32_t> readTimeLeft(std::string_view word) {
  auto value = setting(word, "left");
  return value ? readNumber(*value, 0, kMaxTimeMillis) : std::nullopt;
}

Result<Message> decodeGame(const Words& w) {
  Message m = plainMessage(Kind::Game);
  if (w.count < 2 || !isGameId(w.word[1])) return error("GAME needs a game id of letters and digits");
  m.game.id = std::string(w.word[1]);
  // Both kinds may end with clock=; without it the game has none (as copies before clocks send).
  const bool gomoku = w.count >= 3 && w.word[2] == "gomoku";
  const bool go = w.count >= 3 && w.word[2] == "go";
  const std::size_t plain = gomoku ? 6 : 7;
  if ((gomoku || go) && w.count == plain + 1) {
    auto clock = readClock(w.word[plain]);
    if (!clock) return error(std::string(kClockNeeded));
    m.game.clock = *clock;
  }
  if (gomoku && (w.count == 6 || w.count == 7)) {
    auto rule = setting(w.word[3], "rule");
    auto size = setting(w.word[4], "size");
    auto you = setting(w.word[5], "you");
    auto parsedRule = rule ? parseRule(*rule) : std::nullopt;
    auto parsedSize = size ? readNumber(*size, kMinBoardSize, kMaxBoardSize) : std::nullopt;
    auto colour = you ? readColour(*you) : std::nullopt;
    if (!parsedRule) return error("GAME gomoku needs rule=freestyle|standard|renju");
    if (!parsedSize) return error("GAME gomoku needs size=5..22");
    if (!colour) return error("GAME needs you=black|white");
    m.game.kind = GameKind::Gomoku;
    m.game.rule = *parsedRule;
    m.game.size = static_cast<int>(*parsedSize);
    m.game.you = *colour;
    return m;
  }
  if (go && (w.count == 7 || w.count == 8)) {
    auto size = setting(w.word[3], "size");
    auto komi = setting(w.word[4], "komi");
    auto handicap = setting(w.word[5], "handicap");
    auto you = setting(w.word[6], "you");
    auto parsedSize = size ? readNumber(*size, kMinBoardSize, 19) : std::nullopt;
    auto halves = komi ? readKomiHalves(*komi) : std::nullopt;
    auto stones = handicap ? readNumber(*handicap, 0, 9) : std::nullopt;
    auto colour = you ? readColour(*you) : std::nullopt;
    if (!parsedSize) return error("GAME go needs size=5..19");
    if (!halves) return error("GAME go needs komi= a whole or half number within 100");
    if (!stones) return error("GAME go needs handicap=0..9");
    if (!colour) return error("GAME needs you=black|white");
    m.game.kind = GameKind::Go;
    m.game.size = static_cast<int>(*parsedSize);
    m.game.komiHalves = *halves;
    m.game.handicap = static_cast<int>(*stones);
    m.game.you = *colour;
    return m;
  }
  return error("GAME needs gomoku rule= size= you= [clock=], or go size= komi= handicap= you= [clock=]");
}

// The text after the keyword of CHAT and ERROR: UTF-8, no control characters.
Result<Message> decodeText(Kind kind, std::string_view line, std::string_view keyword) {
  std::string_view text = line.size() > keyword.size() ? line.substr(keyword.size() + 1) : std::string_view{};
  if (text.empty()) return error(std::string(keyword) + " needs a text");
  if (!isValidUtf8(text)) return error(std::string(keyword) + " needs UTF-8 text");
  Message m = plainMessage(kind);
  m.text = std::string(text);
  return m;
}

Result<Message> decodeWords(Kind kind, const Words& w) {
  Message m = plainMessage(kind);
  switch (kind) {
    case Kind::Hello: {
      if (w.count != 4) return error("HELLO needs: HELLO gomoku-net <version> <name>");
      if (w.word[1] != kProtocolName)
        return error("not a gomoku-net peer (it speaks " + std::string(w.word[1].substr(0, kMaxNameLength)) +
                     ")");
      auto version = readNumber(w.word[2], 0, 999999);
      if (!version) return error("HELLO needs a version number");
      if (!isName(w.word[3], kMaxNameLength))
        return error("HELLO needs a name of 1..32 letters, digits, - _ .");
      m.number = *version;
      m.text = std::string(w.word[3]);
      return m;
    }
    case Kind::Code:
      if (w.count != 2 || !isGameCode(w.word[1]))
        return error("CODE needs a game code of 1..16 letters and digits");
      m.text = std::string(w.word[1]);
      return m;
    case Kind::Prove: {
      // net/game_proof.h: "PROVE code NONCE PUBLIC" or "PROVE key NONCE".
      const bool byCode = w.count == 4 && w.word[1] == "code" && isHex(w.word[3], 64);
      if (!(byCode || (w.count == 3 && w.word[1] == "key")) || !isHex(w.word[2], 32))
        return error("PROVE needs code NONCE PUBLIC or key NONCE, in hex");
      m.text = std::string(w.word[1]) + " " + std::string(w.word[2]);
      if (byCode) m.text += " " + std::string(w.word[3]);
      return m;
    }
    case Kind::Proof:
      if (w.count != 2 || !isHex(w.word[1], 64)) return error("PROOF needs a MAC of 64 hex digits");
      m.text = std::string(w.word[1]);
      return m;
    case Kind::Game:
      return decodeGame(w);
    case Kind::Over:
      if (w.count != 2 ||
          (w.word[1] != "black-resigned" && w.word[1] != "white-resigned" && w.word[1] != "draw" &&
           w.word[1] != "scored" && w.word[1] != "black-time" && w.word[1] != "white-time"))
        return error("OVER needs black-resigned, white-resigned, black-time, white-time, draw or scored");
      m.text = std::string(w.word[1]);
      return m;
    case Kind::Move: {
      if (w.count != 3 && w.count != 4) return error("MOVE needs: MOVE <number> <point> [left=<ms>]");
      auto number = readNumber(w.word[1], 1, kMaxMoveNumber);
      auto square = readSquare(w.word[2]);
      if (!number) return error("MOVE needs a move number 1..2000");
      if (!square) return error("MOVE needs a point such as h8");
      if (w.count == 4) {
        m.timeLeft = readTimeLeft(w.word[3]);
        if (!m.timeLeft) return error("MOVE needs left= the mover's time in milliseconds, 0..999999999");
      }
      m.number = *number;
      m.square = *square;
      return m;
    }
    case Kind::Pass: {
      auto number = w.count == 2 || w.count == 3 ? readNumber(w.word[1], 1, kMaxMoveNumber) : std::nullopt;
      if (!number) return error("PASS needs: PASS <number 1..2000> [left=<ms>]");
      if (w.count == 3) {
        m.timeLeft = readTimeLeft(w.word[2]);
        if (!m.timeLeft) return error("PASS needs left= the mover's time in milliseconds, 0..999999999");
      }
      m.number = *number;
      return m;
    }
    case Kind::Clock: {
      auto black = w.count == 3 ? readNumber(w.word[1], 0, kMaxTimeMillis) : std::nullopt;
      auto white = w.count == 3 ? readNumber(w.word[2], 0, kMaxTimeMillis) : std::nullopt;
      if (!black || !white)
        return error("CLOCK needs Black's and White's time in milliseconds, 0..999999999");
      m.number = *black;
      m.timeLeft = *white;
      return m;
    }
    case Kind::Ready:
    case Kind::UndoAsk:
    case Kind::UndoAccept:
    case Kind::DeadAccept:
    case Kind::DeadDecline:
    case Kind::Flag: {
      auto number = w.count == 2 ? readNumber(w.word[1], 0, kMaxMoveNumber) : std::nullopt;
      if (!number) return error(std::string(keywordOf(kind)) + " needs one number 0..2000");
      m.number = *number;
      return m;
    }
    default:
      if (w.count != 1) return error(std::string(keywordOf(kind)) + " takes nothing after it");
      return m;
  }
}

// DEAD <count> <square>...: more words than any other message, so read on its own. Each square
// names one stone of a dead chain; none means no stone is dead.
Result<Message> decodeDead(std::string_view line) {
  Message m = deadMessage(0, {});
  bool numbered = false;
  // The keyword matched a whole word: what follows it is empty or starts with a space.
  std::string_view rest = line.substr(std::string_view("DEAD").size());
  while (!rest.empty()) {
    rest.remove_prefix(1);
    const std::size_t end = rest.find(' ');
    const std::string_view word = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end);
    if (word.empty()) return error("an empty word (two spaces, or a space at an end)");
    if (!numbered) {
      auto number = readNumber(word, 0, kMaxMoveNumber);
      if (!number) return error("DEAD needs a number of moves 0..2000");
      m.number = *number;
      numbered = true;
      continue;
    }
    auto square = readSquare(word);
    if (!square) return error("DEAD needs points such as c3");
    if (m.squares.size() == kMaxDeadChains) return error("DEAD names at most 100 chains");
    m.squares.push_back(*square);
  }
  if (!numbered) return error("DEAD needs: DEAD <moves> <point>...");
  return m;
}

}  // namespace

Point toPoint(Square square, int size) {
  if (square.column < 1 || square.column > size || square.row < 1 || square.row > size) return kNoPoint;
  return Point{square.column - 1, size - square.row};
}

Square toSquare(Point p, int size) {
  return Square{p.x + 1, size - p.y};
}

Result<Message> decodeMessage(std::string_view line) {
  if (line.size() > kMaxLineLength) return error("a line longer than 512 bytes");
  for (char c : line) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) return error("a control character in a line");
  }
  Words words = splitWords(line);
  for (const Keyword& k : kKeywords) {
    if (words.word[0] != k.word) continue;
    if (k.kind == Kind::Chat || k.kind == Kind::Error) return decodeText(k.kind, line, k.word);
    if (k.kind == Kind::Dead) return decodeDead(line);
    for (std::size_t i = 0; i < words.count; ++i)
      if (words.word[i].empty()) return error("an empty word (two spaces, or a space at an end)");
    return decodeWords(k.kind, words);
  }
  return error("an unknown message");
}

std::string encodeMessage(const Message& m) {
  std::string line(keywordOf(m.kind));
  auto add = [&line](std::string_view word) {
    line += ' ';
    line += word;
  };
  switch (m.kind) {
    case Kind::Hello:
      add(kProtocolName);
      add(std::to_string(m.number));
      add(m.text);
      break;
    case Kind::Game:
      add(m.game.id);
      if (m.game.kind == GameKind::Gomoku) {
        add("gomoku");
        add("rule=" + std::string(ruleName(m.game.rule)));
        add("size=" + std::to_string(m.game.size));
      } else {
        add("go");
        add("size=" + std::to_string(m.game.size));
        const int halves = m.game.komiHalves < 0 ? -m.game.komiHalves : m.game.komiHalves;
        add("komi=" + std::string(m.game.komiHalves < 0 ? "-" : "") + std::to_string(halves / 2) +
            (halves % 2 ? ".5" : ""));
        add("handicap=" + std::to_string(m.game.handicap));
      }
      add(m.game.you == Stone::Black ? "you=black" : "you=white");
      if (m.game.clock.counts()) add("clock=" + m.game.clock.text());
      break;
    case Kind::Move:
      add(std::to_string(m.number));
      add(squareText(m.square));
      if (m.timeLeft) add("left=" + std::to_string(*m.timeLeft));
      break;
    case Kind::Pass:
      add(std::to_string(m.number));
      if (m.timeLeft) add("left=" + std::to_string(*m.timeLeft));
      break;
    case Kind::Clock:
      add(std::to_string(m.number));
      add(std::to_string(m.timeLeft.value_or(0)));
      break;
    case Kind::Flag:
    case Kind::Ready:
    case Kind::UndoAsk:
    case Kind::UndoAccept:
    case Kind::DeadAccept:
    case Kind::DeadDecline:
      add(std::to_string(m.number));
      break;
    case Kind::Dead:
      add(std::to_string(m.number));
      for (Square square : m.squares) add(squareText(square));
      break;
    case Kind::Code:
    case Kind::Chat:
    case Kind::Error:
    case Kind::Over:
    case Kind::Prove:
    case Kind::Proof:
      add(m.text);
      break;
    default:
      break;
  }
  return line;
}

std::string sendableName(std::string_view name) {
  std::string safe;
  for (char c : name.substr(0, kMaxNameLength)) safe += isNameChar(c) ? c : '_';
  return safe.empty() ? "player" : safe;
}

std::string playerName(std::string_view wanted) {
  std::string name;
  for (char c : wanted) {
    if (name.size() == kMaxNameLength) break;
    if (c == ' ') c = '_';
    if (isNameChar(c)) name += c;
  }
  return name.empty() ? "player" : name;
}

std::string sendableText(std::string_view text) {
  // Cut to fit a line, between two characters: never inside a character's bytes.
  std::size_t cut = std::min(text.size(), kMaxLineLength - 16);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  std::string safe;
  for (char c : text.substr(0, cut)) {
    const auto byte = static_cast<unsigned char>(c);
    safe += byte < 0x20 || byte == 0x7f ? ' ' : c;
  }
  const std::size_t first = safe.find_first_not_of(' ');
  if (first == std::string::npos) return "-";
  safe.erase(0, first);
  return safe;
}

}  // namespace gomoku::net
