// The computer's decisions in swap and swap2, with a scripted judge: which colour it takes, when
// it places two more, and that the stones it places are the step's, legal and in order.
#include "ai/opening_play.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "ai/renju_opening_play.h"

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

// A judge whose opinion is of the last stone played: `scores` by point, 0 for the others.
PositionJudge judgingLastMove(std::vector<std::pair<const char*, int>> scores, Point best = kNoPoint) {
  return [scores, best](const Board& board, Rule) {
    for (const auto& [point, white] : scores)
      if (board.lastMove() == at(point)) return Judgement{white, best};
    return Judgement{0, best};
  };
}

// Soosõrv-8 after h8 h9 h10, White keeping White and playing h7, declaring `count`, Black keeping
// Black: the position is its own mirror across the h column.
Game soosorvMirrored(int count) {
  Game game(Rule::Renju, 15, {}, OpeningRule::Soosorv8);
  for (const char* move : {"h8", "h9", "h10"}) EXPECT_FALSE(game.play(at(move)));
  EXPECT_TRUE(game.choose(OpeningChoice::TakeWhite));
  EXPECT_FALSE(game.play(at("h7")));
  EXPECT_TRUE(game.choose(declareFifths(count)));
  EXPECT_TRUE(game.choose(OpeningChoice::TakeBlack));
  return game;
}

TEST(RenjuOpeningPlay, TheOpenerPlacesACanonicalOpeningWithinTheSquares) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Game game(Rule::Renju, 15, {}, OpeningRule::Soosorv8);
    OpeningDecision decision = decideOpening(game, judging(0), seed);
    ASSERT_EQ(decision.stones.size(), 3u);
    EXPECT_EQ(decision.stones[0], at("h8"));
    for (Point p : decision.stones) EXPECT_FALSE(game.play(p)) << "seed " << seed;  // within its square
    EXPECT_EQ(game.openingStep().kind, OpeningStep::Kind::Choose);
  }
}

TEST(RenjuOpeningPlay, WhiteDeclaresMoreFifthMovesTheBetterBlackStands) {
  Game game(Rule::Renju, 15, {}, OpeningRule::Soosorv8);
  for (const char* move : {"h8", "h9", "i10"}) ASSERT_FALSE(game.play(at(move)));
  ASSERT_TRUE(game.choose(OpeningChoice::TakeWhite));
  ASSERT_FALSE(game.play(at("g9")));
  EXPECT_EQ(decideOpening(game, judging(-500), 1).choice, declareFifths(8));
  EXPECT_EQ(decideOpening(game, judging(0), 1).choice, declareFifths(4));
  EXPECT_EQ(decideOpening(game, judging(+500), 1).choice, declareFifths(1));
}

TEST(RenjuOpeningPlay, BlackOffersTheBestFifthMovesButNeverAMirrorOfOne) {
  Game game = soosorvMirrored(2);
  // g8 and i8 are the best for Black and mirror each other: the second offer is g9.
  const std::vector<Point> candidates{at("i8"), at("g8"), at("g9"), at("j11")};
  const PositionJudge judge = judgingLastMove({{"i8", -100}, {"g8", -100}, {"g9", -50}, {"j11", +50}});
  EXPECT_EQ(bestFifthMoves(game, candidates, 2, judge, {}), (std::vector{at("i8"), at("g9")}));
  // Whatever it weighs, the offers it makes are the declared number and the game takes them all.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Game offering = soosorvMirrored(4);
    OpeningDecision decision = decideOpening(offering, judging(0, at("g8")), seed);
    ASSERT_EQ(decision.stones.size(), 4u) << "seed " << seed;
    for (Point p : decision.stones) EXPECT_FALSE(offering.play(p)) << "seed " << seed;
    EXPECT_EQ(offering.openingStep().kind, OpeningStep::Kind::Pick);
  }
}

TEST(RenjuOpeningPlay, WhitePicksTheFifthMoveWorstForBlack) {
  Game game = soosorvMirrored(3);
  for (const char* move : {"g8", "j11", "g9"}) ASSERT_FALSE(game.play(at(move)));
  OpeningDecision decision =
      decideOpening(game, judgingLastMove({{"g8", -200}, {"j11", +300}, {"g9", 0}}), 1);
  EXPECT_EQ(decision.stones, (std::vector{at("j11")}));
}

TEST(RenjuOpeningPlay, TaraguchisBlackOffersTenWhenFarBetterElseKeepsTheBetterColour) {
  Game game(Rule::Renju, 15, {}, OpeningRule::Taraguchi10);
  ASSERT_FALSE(game.play(at("h8")));
  ASSERT_TRUE(game.choose(OpeningChoice::TakeWhite));
  ASSERT_FALSE(game.play(at("i9")));
  ASSERT_TRUE(game.choose(OpeningChoice::TakeBlack));
  ASSERT_FALSE(game.play(at("j10")));
  ASSERT_TRUE(game.choose(OpeningChoice::TakeWhite));
  ASSERT_FALSE(game.play(at("g9")));
  EXPECT_EQ(decideOpening(game, judging(-500), 1).choice, OpeningChoice::OfferTen);
  EXPECT_EQ(decideOpening(game, judging(-20), 1).choice, OpeningChoice::TakeBlack);
  EXPECT_EQ(decideOpening(game, judging(+500), 1).choice, OpeningChoice::TakeWhite);
}

}  // namespace
}  // namespace gomoku::ai
