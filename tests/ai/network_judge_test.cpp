// The network's own judgement, as the analysis, the hint and the review show it: from the side to
// move's seat, and nothing where no network may judge or the network knows nothing.
#include "ai/network_judge.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "test_positions.h"

namespace gomoku::ai {
namespace {

using test::boardFromPicture;

NetworkSettings shipped() {
  Result<NetworkSettings> networks = loadNetworks(GOMOKU_TEST_DATA "/../../../assets/network");
  EXPECT_TRUE(networks.ok()) << networks.error();
  return networks.ok() ? *networks : NetworkSettings{};
}

// Black has an open four: whoever is to move, it is settled, and the network never saw such a
// position (renju's network gave White half a chance against it).
Board openFour(Stone toMove) {
  return boardFromPicture(
      {"...............", "...............", "...............", "...............", "...............",
       "......O........", "...............", "....XXXX.......", "......O........", ".....O.........",
       "...............", "...............", "...............", "...............", "..............."},
      toMove);
}

TEST(NetworkJudge, LeavesASettledPositionToTheSearch) {
  const NetworkSettings networks = shipped();
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    EXPECT_FALSE(judgeByNetwork(networks, openFour(Stone::Black), rule));
    EXPECT_FALSE(judgeByNetwork(networks, openFour(Stone::White), rule));
  }
}

// A quiet position and the same with the colours swapped and the other side to move: freestyle's
// network reads the stones from the mover's seat, so both judgements are one, the mover's.
TEST(NetworkJudge, JudgesFromTheSeatOfTheSideToMove) {
  const std::vector<std::string_view> rows = {
      "...............", "...............", "...............", "...............", "...............",
      "...............", "......OX.......", ".......XO......", "........X......", ".......O.......",
      "...............", "...............", "...............", "...............", "..............."};
  std::vector<std::string> swapped(rows.begin(), rows.end());
  for (std::string& row : swapped)
    for (char& c : row) c = c == 'X' ? 'O' : c == 'O' ? 'X' : c;
  const std::vector<std::string_view> swappedRows(swapped.begin(), swapped.end());
  const NetworkSettings networks = shipped();
  const std::optional<Chances> black =
      judgeByNetwork(networks, boardFromPicture(rows, Stone::Black), Rule::Freestyle);
  const std::optional<Chances> white =
      judgeByNetwork(networks, boardFromPicture(swappedRows, Stone::White), Rule::Freestyle);
  ASSERT_TRUE(black && white);
  EXPECT_DOUBLE_EQ(black->win, white->win);
  EXPECT_DOUBLE_EQ(black->loss, white->loss);
  EXPECT_NEAR(black->win + black->draw + black->loss, 1.0, 1e-5);
  // The same stones with the other side to move are another position.
  const std::optional<Chances> other =
      judgeByNetwork(networks, boardFromPicture(rows, Stone::White), Rule::Freestyle);
  ASSERT_TRUE(other);
  EXPECT_NE(other->win, black->win);
}

TEST(NetworkJudge, JudgesNothingWithoutANetworkForTheBoardOrOfAnAlmostEmptyOne) {
  NetworkSettings networks = shipped();
  Board thirteen(13), fifteen(15);
  for (Board* board : {&thirteen, &fifteen}) {
    for (Point p : {Point{6, 6}, Point{7, 7}, Point{6, 7}}) board->play(p);
    EXPECT_FALSE(judgeByNetwork(networks, *board, Rule::Freestyle));  // three stones: nothing it learned
    board->play({7, 6});
  }
  EXPECT_FALSE(judgeByNetwork(networks, thirteen, Rule::Freestyle));
  EXPECT_TRUE(judgeByNetwork(networks, fifteen, Rule::Freestyle));
  networks.renju.reset();
  EXPECT_FALSE(judgeByNetwork(networks, fifteen, Rule::Renju));
  EXPECT_TRUE(judgeByNetwork(networks, fifteen, Rule::Standard));  // the freestyle family's
}

}  // namespace
}  // namespace gomoku::ai
