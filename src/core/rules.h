// The rules of gomoku: freestyle, standard (exactly five) and renju (RIF), who won, and which
// black moves renju forbids.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace gomoku {

enum class Rule : std::uint8_t {
  Freestyle = 0,  // five or more in a row wins
  Standard = 1,   // exactly five wins, for both sides
  Renju = 2,      // black: exactly five, and no overline, double-four or double-three; white: five or more
};

std::string_view ruleName(Rule rule);  // "freestyle", "standard", "renju"
std::optional<Rule> parseRule(std::string_view name);

enum class Foul : std::uint8_t { None, Overline, DoubleFour, DoubleThree };

std::string_view foulName(Foul foul);  // "overline", "double-four", "double-three"

// Does a stone of `stone` on p (empty, or already holding that stone) make a winning line?
bool isWin(const Board& board, Point p, Stone stone, Rule rule);

// The winning line through p for `stone` (every stone of the run, in order), or empty.
std::vector<Point> winningLine(const Board& board, Point p, Stone stone, Rule rule);

// What would a black stone on the empty point p be under renju? A five is never a foul; an
// overline, two fours, or two threes are. A three counts only if one of the points that would
// make it a straight four (without making a five) is not itself forbidden, checked recursively.
Foul renjuFoul(const Board& board, Point p);

// Every empty point that renju forbids to black in this position, in reading order.
std::vector<Point> forbiddenPoints(const Board& board);

// May the side to move play p: on the board, empty, and under renju no foul for black.
bool isLegalMove(const Board& board, Rule rule, Point p);
// The legal point nearest the centre, where a stone does the most good when nothing better is
// known (an engine that failed, a move refused); kNoPoint when there is none.
Point legalPointNearCentre(const Board& board, Rule rule);

}  // namespace gomoku
