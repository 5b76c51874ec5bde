// What a GTP engine says of the best moves in a position, read from its own words: the streamed
// "info move D4 visits 120 winrate 0.54 ... pv D4 Q16 ..." lines of KataGo's kata-analyze and
// Leela Zero's lz-analyze, and GNU Go's top moves ("C3 75.00 G3 74.01 ..."). A part that is not
// what those engines write is skipped, never guessed at.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/go/game.h"

namespace gomoku::session {

// How an engine analyses, best first: a stream of lines with win rates (kata-analyze, lz-analyze),
// GNU Go's moves with their values in points, or nothing but the move it would play.
enum class GtpAnalysisKind : std::uint8_t { KataAnalyze, LzAnalyze, TopMoves, Move };

// One move the engine considers, and what it knows of it.
struct GoCandidate {
  go::Move move;
  // The side to move's chance of winning after it, 0..1 (kata-analyze, lz-analyze).
  std::optional<double> winRate;
  // The points the side to move leads by after it (KataGo's scoreLead).
  std::optional<double> scoreLead;
  // What the move is worth in points (GNU Go's top moves).
  std::optional<double> value;
  // How many playouts the engine spent on it; 0 when it does not say.
  std::int64_t visits = 0;
  // The moves it expects from `move` on (its first is `move`), when the engine gives a line.
  std::vector<go::Move> line;
};

// The candidates of one "info ..." line of kata-analyze or lz-analyze (lz-analyze's win rate is in
// hundredths of a per cent), in the engine's order; a candidate with a field that cannot be read
// (a point off the board, a win rate out of range) is left out. Empty when the line has none.
std::vector<GoCandidate> parseAnalysisLine(std::string_view line, int boardSize, GtpAnalysisKind kind);

// GNU Go's answer to top_moves_black / top_moves_white: vertices each followed by its value;
// nullopt when it is not that.
std::optional<std::vector<GoCandidate>> parseTopMoves(std::string_view answer, int boardSize);

}  // namespace gomoku::session
