// Counting a finished game of Go, once the dead stones are agreed: area scoring (Chinese: stones
// and surrounded points) and territory scoring (Japanese: surrounded points and prisoners).
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/go/game.h"

namespace gomoku::go {

enum class Scoring : std::uint8_t { Area, Territory };
std::string_view scoringName(Scoring scoring);  // "area", "territory"

struct Score {
  Scoring scoring = Scoring::Area;
  // What each side counts, Black first. Stones are counted under area scoring only, prisoners
  // (stones captured in play, and dead stones) under territory scoring only.
  std::array<int, 2> stones{};
  std::array<int, 2> territory{};
  std::array<int, 2> prisoners{};
  double komi = 0;
  // Under area scoring White gets a point for each handicap stone (Chinese rules, as GNU Go counts).
  int handicapBonus = 0;
  // Who each point counts for, row by row from the top: a side's territory (and its living stones
  // under area scoring), Empty for neutral points (dame, seki) and uncounted stones.
  std::vector<Stone> owner;

  double black() const;
  double white() const;
  // Black's total minus White's: positive when Black wins.
  double margin() const { return black() - white(); }
  Stone winner() const;  // Empty for a draw (jigo)
  // The result as SGF's RE and GTP's final_score write it: "B+3.5", "W+0.5", "0" for a draw.
  std::string text() const;
};

// Points (komi, a score, a margin) as a player reads them: "7.5", "7", "-0.5", "184".
std::string pointsText(double points);

// Counts the position of `game` with the stones on `dead` taken off: empty regions that touch
// stones of one colour only are its territory, every other empty point is neutral. An empty region
// next to a stone of `seki` counts for nobody: Japanese rules give no territory in seki (and GNU Go
// counts so under both scorings), while Chinese rules count the eye of a group in seki for its
// owner, as this count does when `seki` is left empty.
Score scoreGame(const Game& game, std::span<const Point> dead, Scoring scoring,
                std::span<const Point> seki = {});

// The dead stones after marking or unmarking the whole chain on p (the point clicked in the
// marking phase); the same list when p holds no stone.
std::vector<Point> toggleDead(const Board& board, std::vector<Point> dead, Point p);

// Every stone of each chain one of `stones` is on, each once, in the order named: a mark on one
// stone of a group is a mark on the group, so that everyone who counts counts the same stones.
// Points off the board or without a stone are left out.
std::vector<Point> wholeChains(const Board& board, std::span<const Point> stones);

}  // namespace gomoku::go
