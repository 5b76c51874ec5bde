#include "core/move_text.h"

#include <cctype>

namespace gomoku {

namespace {
// A character as a message can show it: "x" when printable, else its code.
std::string shown(char c) {
  auto byte = static_cast<unsigned char>(c);
  if (byte >= ' ' && byte <= '~') return std::string("\"") + c + "\"";
  constexpr char kHex[] = "0123456789abcdef";
  return std::string("the byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}
}  // namespace

std::string writeMoveText(const Game& game) {
  std::string text;
  for (Point p : game.moves()) text += toNotation(p, game.board().size());
  return text;
}

std::size_t pairLead(const Game& game) {
  // After a set-up position with Black one stone ahead, White plays the first move.
  if (game.setUpStones() > 0) return game.setUpStones() % 2;
  const auto moves = game.moves();
  return !moves.empty() && game.board().at(moves[0]) == Stone::White ? 1 : 0;
}

std::string numberedMove(const Game& game, std::size_t move) {
  return numberedMove(game, move, game.moves()[move]);
}

std::string numberedMove(const Game& game, std::size_t move, Point p) {
  const std::size_t slot = move - game.setUpStones() + pairLead(game);
  return std::to_string(slot / 2 + 1) + (slot % 2 == 0 ? ". " : "... ") + toNotation(p, game.board().size());
}

std::string writeMoveList(const Game& game) {
  // A set-up position's stones were not played: the list begins after them.
  const auto moves = game.moves().subspan(game.setUpStones());
  if (moves.empty()) return "";
  const std::size_t lead = pairLead(game);
  std::string text;
  for (std::size_t slot = 0; slot < moves.size() + lead; ++slot) {
    const bool black = slot % 2 == 0;
    if (black) text += std::to_string(slot / 2 + 1) + ".";
    text += " " + (slot < lead ? std::string("...") : toNotation(moves[slot - lead], game.board().size()));
    if (!black || slot + 1 == moves.size() + lead) text += "\n";
  }
  return text;
}

Result<Game> readMoveText(std::string_view text, Rule rule, int boardSize) {
  if (boardSize < kMinBoardSize || boardSize > kMaxBoardSize)
    return Error{"a board of " + std::to_string(boardSize) + " lines is not one this game plays"};
  Game game(rule, boardSize);
  std::size_t move = 0;
  auto isLetter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  auto isDigit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r') {
      ++i;
      continue;
    }
    ++move;
    // One move is a column letter and up to two digits: "h8", "o15".
    std::size_t start = i;
    if (!isLetter(c)) return Error{"move " + std::to_string(move) + ": " + shown(c) + " is not a column"};
    ++i;
    while (i < text.size() && i - start <= 2 && isDigit(text[i])) ++i;
    std::string_view word = text.substr(start, i - start);
    auto p = parseNotation(word, boardSize);
    if (!p)
      return Error{"move " + std::to_string(move) + ": \"" + std::string(word) +
                   "\" is not a point of the board"};
    if (auto illegal = game.play(*p))
      return Error{"move " + std::to_string(move) + ": " + std::string(word) + " is " + illegal->message()};
  }
  return game;
}

}  // namespace gomoku
