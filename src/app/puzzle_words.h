// The Puzzles screen's words, in English and in Simplified Chinese, side by side in one table
// (as i18n.cpp's): the side to win, how the win goes, what became of a try, the buttons.
#pragma once

#include <string>
#include <string_view>

#include "app/settings.h"
#include "core/puzzle.h"
#include "session/puzzle_solving.h"

namespace gomoku::app {

enum class PuzzleText : int {
  Title,
  MenuEntry,  // the start menu's button, in both languages at once
  BlackToWin,
  WhiteToWin,
  YourMove,
  DefenderThinks,
  Solved,
  WrongFirstMove,
  WinLost,
  DefenderWon,
  HintOffered,
  HintShown,
  Forbidden,
  Hint,
  Retry,
  Next,
  Previous,
  Back,
  Easy,
  Medium,
  Hard,
  SolvedMark,
  FailedMark,
  CannotRead,
  ProgressProblem,
  Count
};

std::string_view puzzleWord(Language language, PuzzleText text);

// "A win by fours in 5 moves", "A win with threes in 7 moves", and the difficulty.
std::string puzzleWinWords(Language language, const Puzzle& puzzle);
std::string_view difficultyWord(Language language, PuzzleDifficulty difficulty);
// "Puzzle 12 of 320 (FV012)"
std::string puzzlePlaceWords(Language language, std::size_t index, std::size_t count, const std::string& id);
// "Solved 3 of 320, failed 2"
std::string puzzleCountWords(Language language, int solved, std::size_t count, int failed);
// What became of the try: solved, or why it failed; the prompt while it goes on.
std::string_view puzzleStateWords(Language language, const session::PuzzleSolving& solving);

}  // namespace gomoku::app
