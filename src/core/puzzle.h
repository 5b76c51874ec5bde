// Gomoku puzzles: a position reached by play, the side to move wins by force, and one first move
// does it. The file they come in (assets/puzzles/gomoku.txt, docs/puzzles.md) is read here; a
// damaged file is refused whole, with the line and the reason.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/result.h"
#include "core/rules.h"

namespace gomoku {

// How the win goes: by continuous fours (every move of the solver's a four), or with threes too.
enum class PuzzleKind : std::uint8_t { Fours, Threes };

std::string_view puzzleKindName(PuzzleKind kind);  // "fours", "threes"

// Easy: fours in 3 to 5 moves; Medium: fours in 6 to 9; Hard: a win with threes.
enum class PuzzleDifficulty : std::uint8_t { Easy, Medium, Hard };

struct Puzzle {
  std::string id;
  Rule rule = Rule::Freestyle;
  int size = kDefaultBoardSize;
  Stone winner = Stone::Black;  // the side to move, which wins
  PuzzleKind kind = PuzzleKind::Fours;
  int length = 0;  // the solver's moves to the five, the first and the five included
  Point solution = kNoPoint;
  std::vector<Point> moves;  // the game that reached the position, from its first move

  // The position: the game's moves played on an empty board.
  Board position() const;
  PuzzleDifficulty difficulty() const;
};

// The shortest and longest wins the file holds (the solver's moves).
constexpr int kShortestPuzzle = 3;
constexpr int kLongestPuzzle = 15;

// Reads the puzzles' file: one puzzle a line, "ID RULE SIZE WINNER KIND LENGTH SOLUTION : MOVES",
// blank lines and lines starting with '#' skipped. Every move is replayed and checked (on the
// board, empty, no foul, no five before the end), the side to move must be the winner and the
// solution a legal move; ids are unique. A file with any bad line is refused: "line N: why".
Result<std::vector<Puzzle>> readPuzzles(std::string_view text);

// One puzzle as its line in the file (what the tool writes, what readPuzzles reads back).
std::string writePuzzle(const Puzzle& puzzle);

}  // namespace gomoku
