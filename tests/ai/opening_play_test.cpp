// The computer's decisions in swap and swap2, with a scripted judge: which colour it takes, when
// it places two more, and that the stones it places are the step's, legal and in order.
#include "ai/opening_play.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace gomoku::ai {
namespace {

Point at(const char* notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

// A judge of fixed opinion that plays the given point for the side to move.
PositionJudge judging(int white, Point best = kNoPoint) {
  return [white, best](const Board&, Rule) { return Judgement{white, best}; };
}

Game afterThree(OpeningRule rule) {
  Game game(Rule::Freestyle, 15, {}, rule);
  for (const char* move : {"h8", "h9", "i8"}) EXPECT_FALSE(game.play(at(move)));
  return game;
}

TEST(OpeningPlay, TheChooserTakesTheBetterColourOrPlacesTwoWhenItIsEven) {
  EXPECT_EQ(decideOpening(afterThree(OpeningRule::Swap2), judging(+500), 1).choice, OpeningChoice::TakeWhite);
  EXPECT_EQ(decideOpening(afterThree(OpeningRule::Swap2), judging(-500), 1).choice, OpeningChoice::TakeBlack);
  EXPECT_EQ(decideOpening(afterThree(OpeningRule::Swap2), judging(10), 1).choice, OpeningChoice::PlaceTwo);
  // Plain swap has no "two more": even, it keeps White, which moves next.
  EXPECT_EQ(decideOpening(afterThree(OpeningRule::Swap), judging(10), 1).choice, OpeningChoice::TakeWhite);
}

TEST(OpeningPlay, TheOpenerPlacesThreeDifferentEmptyPointsNearTheCentre) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game game(Rule::Freestyle, 15, {}, OpeningRule::Swap2);
    OpeningDecision decision = decideOpening(game, judging(0), seed);
    ASSERT_EQ(decision.stones.size(), 3u);
    for (Point p : decision.stones) {
      EXPECT_FALSE(game.play(p)) << "seed " << seed;  // empty, so three different points
      EXPECT_LE(std::abs(p.x - 7) + std::abs(p.y - 7), 8) << "seed " << seed;
    }
    EXPECT_EQ(game.openingStep().kind, OpeningStep::Kind::Choose);
  }
}

TEST(OpeningPlay, TwoMoreAreTheJudgesWhiteThenABlackStone) {
  Game game = afterThree(OpeningRule::Swap2);
  ASSERT_TRUE(game.choose(OpeningChoice::PlaceTwo));
  OpeningDecision decision = decideOpening(game, judging(0, at("j10")), 3);
  ASSERT_EQ(decision.stones.size(), 2u);
  EXPECT_EQ(decision.stones[0], at("j10"));
  for (Point p : decision.stones) EXPECT_FALSE(game.play(p));
  EXPECT_EQ(game.openingStep().kind, OpeningStep::Kind::Choose);
  EXPECT_TRUE(game.openingStep().byOpener);
}

}  // namespace
}  // namespace gomoku::ai
