// What a line typed in the terminal game means: a move ("h8", or "8 8" as row and column) or a
// command ("undo", "save FILE", ...).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include "ai/engine.h"
#include "core/opening.h"
#include "core/point.h"

namespace gomoku::cli {

struct Command {
  enum class Kind : std::uint8_t {
    Nothing,
    Move,
    Undo,
    Redo,
    Hint,
    Level,
    Save,
    Load,
    New,
    Help,
    Moves,
    Variations,  // the moves that can follow here, the main line first
    Variation,   // `number`: step into the variation numbered so
    Review,
    Analyse,
    Choose,
    Puzzle,
    Quit,
    NotUnderstood
  };
  Kind kind = Kind::Nothing;
  // Move: the point typed, possibly off the board (the game then says why it cannot be played).
  Point point = kNoPoint;
  // Move: the move as typed; Save, Load: the file; Puzzle: the id or "next" (or nothing);
  // NotUnderstood: what is wrong, in words for the player.
  std::string text;
  ai::Level level = ai::Level::Medium;              // Level
  OpeningChoice choice = OpeningChoice::TakeBlack;  // Choose
  std::chrono::milliseconds perPosition{1000};      // Review: for each position; Analyse: in all
  std::size_t number = 0;                           // Variation: from 1, as `variations` lists them
};

// Reads one line. Moves: a column letter and a row counted from the bottom ("h8"), or a row and a
// column as two numbers from 1 ("8 8"; the row counted from the bottom too, as the board shows it).
Command readCommand(std::string_view line, int boardSize);

// What readCommand understands, for the player: the `help` command's text.
std::string commandHelp(int boardSize);

}  // namespace gomoku::cli
