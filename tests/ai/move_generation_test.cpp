// The moves the search is given: against an open three or a four-three, keepDefences reads from
// the tables what each move would leave; here every move is played instead, as the plain answer.
#include "ai/move_generation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "ai/position.h"

namespace gomoku::ai {
namespace {

bool isForcing(Threat t) {
  return t == Threat::Flex4 || t == Threat::FourThree;
}

// The straight four and four-three points of colour s that it may play.
std::vector<Cell> playableForcingPoints(const Position& pos, Stone s) {
  std::vector<Cell> points;
  for (Cell c : pos.points())
    if (pos.isEmpty(c) && isForcing(pos.threatIgnoringFouls(s, c)) && pos.threat(s, c) != Threat::Forbidden)
      points.push_back(c);
  return points;
}

bool nearOnALine(Cell a, Cell b) {
  Point p = Position::pointOf(a), q = Position::pointOf(b);
  int dx = q.x - p.x, dy = q.y - p.y;
  return std::max(std::abs(dx), std::abs(dy)) <= 5 && (dx == 0 || dy == 0 || dx == dy || dx == -dy);
}

// A crowded random position: threes and fours are common in the middle.
Board randomPosition(std::mt19937& random) {
  Board board(15);
  int stones = 10 + static_cast<int>(random() % 30);
  for (int i = 0; i < stones; ++i) {
    Point p{4 + static_cast<int>(random() % 7), 4 + static_cast<int>(random() % 7)};
    if (board.isEmpty(p)) board.place(p, random() % 2 == 0 ? Stone::White : Stone::Black);
  }
  board.setSideToMove(random() % 2 == 0 ? Stone::White : Stone::Black);
  return board;
}

TEST(MoveGeneration, DefencesAreTheMovesAfterWhichNoThreatIsLeft) {
  std::mt19937 random(5);
  int threatened = 0, defences = 0;
  for (int game = 0; game < 600; ++game) {
    const Rule rule = static_cast<Rule>(game % 3);
    Position pos(randomPosition(random), rule);
    const Stone them = opponent(pos.sideToMove());
    std::vector<ScoredMove> moves;
    NodeThreats threats = generateMoves(pos, moves);
    if (threats.five != kNoCell || threats.opponentFives > 0 || !isThreatened(pos)) continue;
    ++threatened;
    const std::vector<Cell> threatPoints = playableForcingPoints(pos, them);
    std::vector<Cell> defencesFound;
    for (const ScoredMove& m : moves) {
      bool keep = isFourThreat(m.mine);
      if (!keep && std::ranges::any_of(threatPoints, [&](Cell t) { return nearOnALine(t, m.cell); })) {
        pos.play(m.cell);
        keep = playableForcingPoints(pos, them).empty();
        pos.undo();
      }
      if (keep) defencesFound.push_back(m.cell);
    }
    // With none found, every move is left as it was.
    std::vector<Cell> expected = defencesFound;
    if (expected.empty())
      for (const ScoredMove& m : moves) expected.push_back(m.cell);
    std::vector<ScoredMove> kept = moves;
    EXPECT_EQ(keepDefences(pos, kept), !defencesFound.empty());
    std::vector<Cell> keptCells;
    for (const ScoredMove& m : kept) keptCells.push_back(m.cell);
    ASSERT_EQ(keptCells, expected) << "game " << game;
    defences += static_cast<int>(defencesFound.size());
  }
  EXPECT_GT(threatened, 60);        // the test did meet threats to answer
  EXPECT_GT(defences, threatened);  // and defences against them
}

}  // namespace
}  // namespace gomoku::ai
