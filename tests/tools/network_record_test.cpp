// The network's data records: what the trainer reads must be what the position was, byte for
// byte, whatever the compiler's layout.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <sstream>

#include "ai/move_generation.h"
#include "ai/position.h"
#include "position_record.h"

namespace gomoku::network {
namespace {

ai::Position openingPosition() {
  Board board;
  for (Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}, Point{8, 6}, Point{7, 9}}) board.play(p);
  return ai::Position(board, Rule::Renju);
}

TEST(NetworkRecord, StonesAreInReadingOrderWithTheSideToMove) {
  const ai::Position pos = openingPosition();
  std::vector<ai::ScoredMove> moves;
  ai::generateMoves(pos, moves);
  const PositionRecord r = describe(pos, moves);
  EXPECT_EQ(r.stones[7 * kBoardSize + 7], 1);  // Black's first stone, h8
  EXPECT_EQ(r.stones[8 * kBoardSize + 8], 2);
  EXPECT_EQ(std::ranges::count(r.stones, 0), kPoints - 5);
  EXPECT_EQ(r.mover, 2);
  EXPECT_EQ(r.rule, 2);
  EXPECT_EQ(r.ply, 5);
}

TEST(NetworkRecord, TheOrderingsFirstIsTheBestScoredCandidate) {
  const ai::Position pos = openingPosition();
  std::vector<ai::ScoredMove> moves;
  ai::generateMoves(pos, moves);
  const PositionRecord r = describe(pos, moves);
  const auto best = std::ranges::max_element(moves, {}, &ai::ScoredMove::score);
  EXPECT_EQ(r.orderFirst[0], pointIndex(best->cell));
  int candidates = 0;
  for (std::uint8_t byte : r.candidates) candidates += std::popcount(byte);
  EXPECT_EQ(candidates, static_cast<int>(moves.size()));
}

TEST(NetworkRecord, ARecordReadsBackAsWritten) {
  const ai::Position pos = openingPosition();
  std::vector<ai::ScoredMove> moves;
  ai::generateMoves(pos, moves);
  PositionRecord r = describe(pos, moves);
  r.result = -1;
  r.deepMove = 100;
  r.deepScore = -29990;
  r.gameScore = kNoScore;
  r.game = 70000;
  std::stringstream file;
  write(file, r);
  write(file, r);
  EXPECT_EQ(file.str().size(), 2u * kRecordBytes);
  const std::optional<PositionRecord> back = read(file);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->stones, r.stones);
  EXPECT_EQ(back->result, -1);
  EXPECT_EQ(back->deepMove, 100);
  EXPECT_EQ(back->deepScore, -29990);
  EXPECT_EQ(back->gameScore, kNoScore);
  EXPECT_EQ(back->game, 70000u);
  EXPECT_EQ(back->staticValue, r.staticValue);
  EXPECT_EQ(back->orderFirst, r.orderFirst);
  EXPECT_EQ(back->candidates, r.candidates);
  EXPECT_TRUE(read(file));
  EXPECT_FALSE(read(file));  // no third record
}

}  // namespace
}  // namespace gomoku::network
