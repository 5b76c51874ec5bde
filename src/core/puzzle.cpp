#include "core/puzzle.h"

#include <charconv>
#include <set>
#include <sstream>

namespace gomoku {
namespace {

std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

std::optional<int> number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// One line's puzzle, or why not (without the line's number, which the caller adds).
Result<Puzzle> readLine(std::string_view line) {
  const std::vector<std::string_view> w = words(line);
  if (w.size() < 9 || w[7] != ":")
    return Error{"expected \"ID RULE SIZE WINNER KIND LENGTH SOLUTION : MOVES\""};
  Puzzle p;
  p.id = std::string(w[0]);
  const std::optional<Rule> rule = parseRule(w[1]);
  if (!rule) return Error{"unknown rule \"" + std::string(w[1]) + "\""};
  p.rule = *rule;
  const std::optional<int> size = number(w[2]);
  if (!size || *size < kMinBoardSize || *size > kMaxBoardSize)
    return Error{"bad board size \"" + std::string(w[2]) + "\""};
  p.size = *size;
  if (w[3] == "black")
    p.winner = Stone::Black;
  else if (w[3] == "white")
    p.winner = Stone::White;
  else
    return Error{"the winner must be black or white, not \"" + std::string(w[3]) + "\""};
  if (w[4] == "fours")
    p.kind = PuzzleKind::Fours;
  else if (w[4] == "threes")
    p.kind = PuzzleKind::Threes;
  else
    return Error{"the kind must be fours or threes, not \"" + std::string(w[4]) + "\""};
  const std::optional<int> length = number(w[5]);
  if (!length || *length < kShortestPuzzle || *length > kLongestPuzzle)
    return Error{"bad length \"" + std::string(w[5]) + "\""};
  p.length = *length;
  const std::optional<Point> solution = parseNotation(w[6], p.size);
  if (!solution) return Error{"bad solution \"" + std::string(w[6]) + "\""};
  p.solution = *solution;

  Board board(p.size);
  for (std::size_t i = 8; i < w.size(); ++i) {
    const std::string move = "move " + std::to_string(i - 7) + " (" + std::string(w[i]) + ")";
    const std::optional<Point> at = parseNotation(w[i], p.size);
    if (!at) return Error{move + " is not a point of the board"};
    if (!board.isEmpty(*at)) return Error{move + " is on a stone"};
    if (!isLegalMove(board, p.rule, *at)) return Error{move + " is a foul"};
    const Stone mover = board.sideToMove();
    board.play(*at);
    if (isWin(board, *at, mover, p.rule)) return Error{move + " ends the game"};
    p.moves.push_back(*at);
  }
  if (board.sideToMove() != p.winner) return Error{"the winner is not the side to move"};
  if (!board.isEmpty(p.solution) || !isLegalMove(board, p.rule, p.solution))
    return Error{"the solution cannot be played"};
  return p;
}

}  // namespace

std::string_view puzzleKindName(PuzzleKind kind) {
  return kind == PuzzleKind::Fours ? "fours" : "threes";
}

Board Puzzle::position() const {
  Board board(size);
  for (Point p : moves) board.play(p);
  return board;
}

PuzzleDifficulty Puzzle::difficulty() const {
  if (kind == PuzzleKind::Threes) return PuzzleDifficulty::Hard;
  return length <= 5 ? PuzzleDifficulty::Easy : PuzzleDifficulty::Medium;
}

Result<std::vector<Puzzle>> readPuzzles(std::string_view text) {
  std::vector<Puzzle> puzzles;
  std::set<std::string> ids;
  int lineNumber = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::vector<std::string_view> w = words(line);
    if (w.empty() || w.front().starts_with('#')) continue;
    Result<Puzzle> puzzle = readLine(line);
    if (!puzzle) return Error{"line " + std::to_string(lineNumber) + ": " + puzzle.error()};
    if (!ids.insert(puzzle->id).second)
      return Error{"line " + std::to_string(lineNumber) + ": the id " + puzzle->id + " is used twice"};
    puzzles.push_back(std::move(*puzzle));
  }
  if (puzzles.empty()) return Error{"no puzzles in the file"};
  return puzzles;
}

std::string writePuzzle(const Puzzle& puzzle) {
  std::ostringstream out;
  out << puzzle.id << ' ' << ruleName(puzzle.rule) << ' ' << puzzle.size << ' '
      << (puzzle.winner == Stone::Black ? "black" : "white") << ' ' << puzzleKindName(puzzle.kind) << ' '
      << puzzle.length << ' ' << toNotation(puzzle.solution, puzzle.size) << " :";
  for (Point p : puzzle.moves) out << ' ' << toNotation(p, puzzle.size);
  return out.str();
}

}  // namespace gomoku
