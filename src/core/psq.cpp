#include "core/psq.h"

#include <charconv>
#include <cstdint>
#include <optional>
#include <vector>

namespace gomoku {

namespace {

// Lines at most this long are read; a record is at most a few thousand moves of short lines.
constexpr std::size_t kMaxLine = 256;
constexpr std::size_t kMaxMoves = kMaxBoardSize * kMaxBoardSize;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// Reads a whole decimal number (with an optional sign) that is all of `s`.
std::optional<int> number(std::string_view s) {
  s = trim(s);
  int value = 0;
  const char* end = s.data() + s.size();
  auto [ptr, error] = std::from_chars(s.data(), end, value);
  if (s.empty() || error != std::errc() || ptr != end) return std::nullopt;
  return value;
}

std::vector<std::string_view> split(std::string_view s, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    std::size_t at = s.find(separator);
    parts.push_back(s.substr(0, at));
    if (at == std::string_view::npos) return parts;
    s.remove_prefix(at + 1);
  }
}

// "Piskvorky 15x15, 0:0, 0" -> 15; nullopt when the line is not such a header.
std::optional<std::pair<int, int>> header(std::string_view line) {
  constexpr std::string_view kMagic = "Piskvorky ";
  if (!line.starts_with(kMagic)) return std::nullopt;
  std::vector<std::string_view> fields = split(line.substr(kMagic.size()), ',');
  if (fields.empty()) return std::nullopt;
  std::vector<std::string_view> size = split(trim(fields[0]), 'x');
  if (size.size() != 2) return std::nullopt;
  auto width = number(size[0]);
  auto height = number(size[1]);
  if (!width || !height) return std::nullopt;
  return std::pair{*width, *height};
}

std::string numbered(std::size_t move, const std::string& why) {
  return "move " + std::to_string(move) + ": " + why;
}

}  // namespace

std::string writePsq(const Game& game) {
  const int n = game.board().size();
  std::string text = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", ";
  for (Stone colour : {Stone::Black, Stone::White}) {
    const Player& player = game.player(colour);
    text += std::to_string(player.isComputer() ? player.level : 0) + (colour == Stone::Black ? ":" : ", ");
  }
  text += "0\n";
  // PSQ has no set-up: a set-up position's stones come first as moves, in the order Game keeps
  // them (Black first, alternating), so that a reader replaying them reaches the same position.
  for (const Point p : game.moves().first(game.setUpStones()))
    text += std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) + ",0\n";
  // Then a record of one line: the main line to its end, without its variations.
  const GameTree& tree = game.tree();
  for (GameTree::Id id : tree.path(tree.mainLineEnd())) {
    if (tree.node(id).stone == Stone::Empty) continue;  // a fifth move offered, not played
    const Point p = tree.node(id).move;
    text += std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) + ",0\n";
  }
  return text;
}

Result<Game> readPsq(std::string_view text, Rule rule) {
  std::vector<std::string_view> lines = split(text, '\n');
  auto size = header(trim(lines.front()).substr(0, kMaxLine));
  if (!size) return Error{"not a Piskvork record (its first line is not \"Piskvorky WxH, ...\")"};
  auto [width, height] = *size;
  if (width != height)
    return Error{"the board is not square (" + std::to_string(width) + "x" + std::to_string(height) +
                 "): this game plays square boards"};
  if (width < kMinBoardSize || width > kMaxBoardSize)
    return Error{"a " + std::to_string(width) + "x" + std::to_string(width) + " board: this game plays " +
                 std::to_string(kMinBoardSize) + "x" + std::to_string(kMinBoardSize) + " to " +
                 std::to_string(kMaxBoardSize) + "x" + std::to_string(kMaxBoardSize)};
  Game game(rule, width);
  std::size_t move = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::string_view line = trim(lines[i]);
    if (line.size() > kMaxLine) return Error{numbered(move + 1, "a line too long to be a move")};
    std::vector<std::string_view> fields = split(line, ',');
    // The moves end where the players' names or the result code begin.
    if (fields.size() < 2 || fields.size() > 3) break;
    auto x = number(fields[0]);
    auto y = number(fields[1]);
    if (!x || !y || (fields.size() == 3 && !number(fields[2]))) break;
    ++move;
    if (move > kMaxMoves) return Error{numbered(move, "more moves than the board has points")};
    Point p{*x - 1, *y - 1};
    if (auto illegal = game.play(p))
      return Error{
          numbered(move, "(" + std::to_string(*x) + "," + std::to_string(*y) + ") is " + illegal->message())};
  }
  return game;
}

}  // namespace gomoku
