// The engine's word on a puzzle (core/puzzle.h): which win a position holds, and whether a puzzle
// is sound - the stated first move wins in the stated way and no other first move wins. The tool
// that makes the puzzles (tools/puzzles) and the test of every shipped puzzle ask the same
// questions at the same node budgets, so the answers repeat exactly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "ai/search.h"
#include "core/puzzle.h"

namespace gomoku::ai {

// The budgets of the checks: a search proves a win with threes within kProofNodes; with the
// solution set aside, a search of kRivalNodes finds no win; a VCF is looked for within kVcfNodes.
constexpr std::uint64_t kPuzzleProofNodes = 60'000;
constexpr std::uint64_t kPuzzleRivalNodes = 40'000;
constexpr std::uint64_t kPuzzleVcfNodes = 200'000;
// The longest VCF looked for (in fours), past the longest puzzle: a win with threes has none.
constexpr int kPuzzleVcfFours = 20;

// The engine the checks use: the master's settings with a small table, a new one for each search
// (a cleared engine still answers otherwise after earlier searches than a new one).
SearchSettings puzzleEngineSettings();

// A forced win of the side to move: its first move, how it goes, and the solver's moves to the five.
struct ForcedWin {
  Point first = kNoPoint;
  PuzzleKind kind = PuzzleKind::Fours;
  int length = 0;
};

// The win the side to move has, if the engine finds one: the shortest VCF, or else a win the
// search proves within kPuzzleProofNodes. Nothing when either side can already make five.
std::optional<ForcedWin> findForcedWin(const Board& board, Rule rule);

// Is the side to move winning by force: a VCF, or a win the search proves within `nodes`?
// (The puzzles' judge of a solver's move, after the defender's answer.)
bool hasForcedWin(const Board& board, Rule rule, std::uint64_t nodes);

// Nothing when the puzzle is sound; else why not, in a sentence.
std::optional<std::string> checkPuzzle(const Puzzle& puzzle);

}  // namespace gomoku::ai
