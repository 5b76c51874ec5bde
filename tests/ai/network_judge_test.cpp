// The network's own judgement, as the analysis, the hint and the review show it: the shipped
// networks see who is winning a position whose end is plain, from the side to move's seat, and
// nothing is judged where no network may.
#include "ai/network_judge.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace gomoku::ai {
namespace {

using test::boardFromPicture;

NetworkSettings shipped() {
  Result<NetworkSettings> networks = loadNetworks(GOMOKU_TEST_DATA "/../../../assets/network");
  EXPECT_TRUE(networks.ok()) << networks.error();
  return networks.ok() ? *networks : NetworkSettings{};
}

// Black has an open four: whoever is to move, Black wins.
Board openFour(Stone toMove) {
  return boardFromPicture(
      {"...............", "...............", "...............", "...............", "...............",
       "......O........", "...............", "....XXXX.......", "......O........", ".....O.........",
       "...............", "...............", "...............", "...............", "..............."},
      toMove);
}

TEST(NetworkJudge, SeesAnOpenFourFromEitherSeat) {
  const NetworkSettings networks = shipped();
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    const std::optional<Chances> black = judgeByNetwork(networks, openFour(Stone::Black), rule);
    const std::optional<Chances> white = judgeByNetwork(networks, openFour(Stone::White), rule);
    ASSERT_TRUE(black && white);
    // A judgement without a search is not sure of every four (renju's network gives Black 78% to
    // move, White 28%), but it knows whose position this is, from either seat.
    EXPECT_GT(black->expected(), 0.6) << static_cast<int>(rule);
    EXPECT_LT(white->expected(), 0.4) << static_cast<int>(rule);
    EXPECT_NEAR(black->win + black->draw + black->loss, 1.0, 1e-5);
  }
}

TEST(NetworkJudge, JudgesNothingWithoutANetworkForTheBoardOrOfAnAlmostEmptyOne) {
  NetworkSettings networks = shipped();
  Board thirteen(13), fifteen(15);
  for (Board* board : {&thirteen, &fifteen}) {
    board->play({6, 6});
    EXPECT_FALSE(judgeByNetwork(networks, *board, Rule::Freestyle));  // one stone: nothing it learned
    board->play({7, 7});
  }
  EXPECT_FALSE(judgeByNetwork(networks, thirteen, Rule::Freestyle));
  EXPECT_TRUE(judgeByNetwork(networks, fifteen, Rule::Freestyle));
  networks.renju.reset();
  EXPECT_FALSE(judgeByNetwork(networks, fifteen, Rule::Renju));
  EXPECT_TRUE(judgeByNetwork(networks, fifteen, Rule::Standard));  // the freestyle family's
}

}  // namespace
}  // namespace gomoku::ai
