// The terminal game: the board drawn as text, moves and commands read line by line, the
// computer's replies. It works the same typed at a terminal or piped in from a file.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>

#include "ai/engine.h"
#include "core/game.h"
#include "session/game_clock.h"

namespace gomoku::cli {

enum class ComputerSide : std::uint8_t { None, Black, White, Both };

struct TextGameOptions {
  Rule rule = Rule::Freestyle;
  int boardSize = kDefaultBoardSize;
  ComputerSide computer = ComputerSide::White;
  ai::Level level = ai::Level::Medium;
  // The most the computer may think about a move or a hint.
  std::chrono::milliseconds thinkTime{1000};
  std::uint64_t seed = 0;  // varies the lower levels' choices
  // The players' clocks ("none", "10m", "5m+3s", "10m/5x30s").
  session::TimeControl clock;
  // A Gomocup engine's program that plays the computer's side instead of ours ("" for ours).
  std::string engine;
  // Swap or swap2: the first player places the opening's stones, colours are chosen after;
  // Soosõrv-8 and Taraguchi-10 (renju on 15x15 only): RIF's opening rules.
  OpeningRule opening = OpeningRule::None;
  // Asks for each line with a prompt that says whose move it is: at a terminal, not in a pipe
  // (whose output stays the game's alone).
  bool prompt = false;
  // The puzzles' file (assets/puzzles/gomoku.txt) for `puzzle`, and the player's folder that keeps
  // their record (none kept when empty).
  std::filesystem::path puzzles;
  std::filesystem::path prefFolder;
  // The networks' folder (assets/network), whose judgement the hint, `analyse` and `review` show;
  // none when empty.
  std::filesystem::path networks;
};

// Plays until `quit` or the end of input, and returns the exit status (0); 2, having said why, when
// the opening rule cannot be played under the rule or on the board size asked for.
int runTextGame(const TextGameOptions& options, std::istream& in, std::ostream& out);

}  // namespace gomoku::cli
