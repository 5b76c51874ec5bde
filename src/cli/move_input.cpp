#include "cli/move_input.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

#include "cli/board_printer.h"
#include "cli/line_words.h"

namespace gomoku::cli {
namespace {

// Numbers this far out are off every board; clamping keeps the arithmetic in range.
constexpr long long kFarOff = 1000;

// Words separated by spaces or commas ("8 8", "8,8").
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> result;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find_first_of(" \t,", at);
    if (end == std::string_view::npos) end = text.size();
    if (end > at) result.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return result;
}

// A whole word of digits (with an optional minus), clamped to +-kFarOff.
std::optional<int> readNumber(std::string_view word) {
  if (word.empty()) return std::nullopt;
  const char* first = word.data() + (word.front() == '-' ? 1 : 0);
  const char* last = word.data() + word.size();
  if (first == last ||
      !std::all_of(first, last, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return std::nullopt;
  long long value = 0;
  if (std::from_chars(first, last, value).ec != std::errc{}) value = kFarOff;  // too many digits
  value = std::min(value, kFarOff);
  return static_cast<int>(word.front() == '-' ? -value : value);
}

std::optional<Point> readMove(std::string_view text, int boardSize) {
  std::vector<std::string_view> parts = words(text);
  if (parts.size() == 1 && parts[0].size() >= 2 && std::isalpha(static_cast<unsigned char>(parts[0][0]))) {
    int column = std::tolower(static_cast<unsigned char>(parts[0][0])) - 'a';
    if (auto row = readNumber(parts[0].substr(1)); row) return Point{column, boardSize - *row};
  }
  if (parts.size() == 2) {
    auto row = readNumber(parts[0]);
    auto column = readNumber(parts[1]);
    if (row && column) return Point{*column - 1, boardSize - *row};
  }
  return std::nullopt;
}

Command command(Command::Kind kind, std::string text = {}) {
  Command c;
  c.kind = kind;
  c.text = std::move(text);
  return c;
}

Command withFile(Command::Kind kind, std::string_view word, std::string_view rest) {
  if (rest.empty()) {
    return command(Command::Kind::NotUnderstood,
                   std::string(word) + " needs a file name, as in: " + std::string(word) + " game.sav");
  }
  return command(kind, std::string(rest));
}

// The seconds typed after a command, `none` when nothing is; nothing when they are not a number
// from `least` to `most`.
std::optional<double> typedSeconds(std::string_view rest, double none, double least, double most) {
  if (rest.empty()) return none;
  const std::string typed(rest);
  char* end = nullptr;
  const double seconds = std::strtod(typed.c_str(), &end);
  if (end != typed.c_str() + typed.size() || !(seconds >= least && seconds <= most)) return std::nullopt;
  return seconds;
}

}  // namespace

Command readCommand(std::string_view line, int boardSize) {
  using Kind = Command::Kind;
  line = trim(line);
  if (line.empty()) return {};
  const auto [first, rest] = splitFirstWord(line);
  const std::string word = lowerCase(first);

  if (rest.empty()) {
    if (word == "undo") return command(Kind::Undo);
    if (word == "redo") return command(Kind::Redo);
    if (word == "hint") return command(Kind::Hint);
    if (word == "new") return command(Kind::New);
    if (word == "help" || word == "?") return command(Kind::Help);
    if (word == "moves") return command(Kind::Moves);
    if (word == "variations") return command(Kind::Variations);
    if (auto choice = parseChoice(word)) {
      Command c = command(Kind::Choose);
      c.choice = *choice;
      return c;
    }
    if (word == "quit" || word == "exit") return command(Kind::Quit);
  }
  if (word == "puzzle" || word == "puzzles") return command(Kind::Puzzle, std::string(rest));
  if (word == "review" || word == "analyse" || word == "analyze") {
    // The engine's time, in seconds: for each position of the review (1 unless typed), or for the
    // analysis of this one (3 unless typed).
    const bool review = word == "review";
    const std::optional<double> seconds = typedSeconds(rest, review ? 1 : 3, 0.1, review ? 60 : 600);
    if (!seconds)
      return command(Kind::NotUnderstood,
                     review ? "review takes the seconds for each position, 0.1 to 60, as in: review 2"
                            : word + " takes the seconds to think, 0.1 to 600, as in: " + word + " 5");
    Command c = command(review ? Kind::Review : Kind::Analyse);
    c.perPosition = std::chrono::milliseconds(static_cast<long>(*seconds * 1000));
    return c;
  }
  // The opening: "n 5" declares five fifth moves (Soosõrv-8); "pick h9" picks the fifth move offered
  // at h9, as "h9" alone does.
  if (word == "n") {
    const std::string count(rest);
    if (count.size() == 1 && count[0] >= '1' && count[0] <= '0' + kMostSoosorvFifths) {
      Command c = command(Kind::Choose);
      c.choice = declareFifths(count[0] - '0');
      return c;
    }
    return command(Kind::NotUnderstood, "n needs the number of fifth moves, 1 to 8, as in: n 5");
  }
  if (word == "pick") {
    if (auto point = readMove(rest, boardSize)) {
      Command c = command(Kind::Move, std::string(rest));
      c.point = *point;
      return c;
    }
    return command(Kind::NotUnderstood, "pick needs the fifth move to pick, as in: pick h9");
  }
  if (word == "variation") {
    const std::string typed(rest);
    if (!typed.empty() && typed.size() <= 3 &&
        std::ranges::all_of(typed, [](char c) { return c >= '0' && c <= '9'; }) && std::stoi(typed) >= 1) {
      Command c = command(Kind::Variation);
      c.number = static_cast<std::size_t>(std::stoi(typed));
      return c;
    }
    return command(Kind::NotUnderstood, "variation needs the number variations lists, as in: variation 2");
  }
  if (word == "save") return withFile(Kind::Save, word, rest);
  if (word == "load") return withFile(Kind::Load, word, rest);
  if (word == "level") {
    auto level = ai::parseLevel(lowerCase(rest));
    if (!level)
      return command(Kind::NotUnderstood, "level needs one of: beginner, easy, medium, hard, master");
    Command c = command(Kind::Level);
    c.level = *level;
    return c;
  }
  if (auto point = readMove(line, boardSize)) {
    Command c = command(Kind::Move, std::string(line));
    c.point = *point;
    return c;
  }
  return command(
      Kind::NotUnderstood,
      "\"" + std::string(line) + "\" is not a move or a command (a move is like h8 or 8 8; type help)");
}

std::string commandHelp(int boardSize) {
  const char lastColumn = static_cast<char>('a' + boardSize - 1);
  const std::string rows = std::to_string(boardSize);
  return "Moves:\n"
         "  h8         column h, row 8: columns a-" +
         std::string(1, lastColumn) + " from the left, rows 1-" + rows +
         " from the bottom\n"
         "  8 8        the same point as row then column, both from 1: the row as numbered on the board\n"
         "             (from the bottom), the column counted from the left (8 is h)\n"
         "Commands:\n"
         "  undo       take back the last move (against the computer, its reply and your move)\n"
         "  redo       play again what undo took back\n"
         "  hint       ask the computer for a move\n"
         "  level L    the computer's level: beginner, easy, medium, hard or master\n"
         "  save FILE  save the game to FILE: FILE.sgf an SGF record, FILE.psq Piskvork's, else a save\n"
         "  load FILE  load the game in FILE, chosen the same way (a bad file is refused; your game stays)\n"
         "  new        a new game with the same rule, size and players\n"
         "  moves      the moves so far, numbered in pairs (1. h8 i9)\n"
         "  variations the moves that can follow here: the main line's, then each variation's; a move\n"
         "             played after undo starts a variation and keeps the line that was there\n"
         "  variation N  step into the variation numbered N by variations (1 the main line)\n"
         "  review [S] the engine goes over the game, S seconds a position (1 unless given), and\n"
         "             marks the moves that lost the most: ? a mistake, ?? a blunder\n"
         "  analyse [S] the engine's three best lines here after S seconds (3 unless given), each with\n"
         "             the side to move's chance of winning\n"
         "  black, white, two   under swap or swap2, when you choose: take Black, take White, or\n"
         "             place two more stones (swap2); under Soosõrv-8 and Taraguchi-10, keep your colour\n"
         "             or swap by typing the colour you want\n"
         "  n 5        Soosõrv-8: after the fourth stone, White declares how many fifth moves (1-8)\n"
         "  offer      Taraguchi-10: after the fourth stone, Black offers ten fifth moves\n"
         "  pick h9    White picks the fifth move offered at h9 (h9 alone does too); offers are typed as "
         "moves\n"
         "  puzzle [ID|next]  a puzzle to solve against the engine (the first not solved unless named);\n"
         "             then hint after a failure, retry, next, previous, back to this game\n"
         "  help       this list\n"
         "  quit       leave (the end of the input does too)\n"
         "The board: X black, O white, [X] the last move, " +
         std::string(1, kForbiddenMark) + " a point renju forbids to Black, " + std::string(1, kOfferMark) +
         " a fifth move offered.\n";
}

}  // namespace gomoku::cli
