// RIF's renju opening rules, Soosõrv-8 and Taraguchi-10: who acts at each step, the central
// squares the first stones keep to, the fifth moves offered and picked, undo and redo.
#include <gtest/gtest.h>

#include "core/game.h"
#include "core/opening.h"

namespace gomoku {
namespace {

using Kind = OpeningStep::Kind;
using Reason = IllegalMove::Reason;
using enum OpeningChoice;

Point at(std::string_view notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

const Player kOpener{Player::Kind::Human, 0};
const Player kOther{Player::Kind::Computer, 3};

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    auto illegal = game.play(at(move));
    ASSERT_FALSE(illegal) << move << ": " << illegal->message();
  }
}

std::string refusal(Game& game, std::string_view move) {
  auto illegal = game.play(at(move));
  return illegal ? illegal->message() : "(played)";
}

// Soosõrv-8 up to Black's offers: h8 h9 i10, White keeps White and plays g9, declares three, and
// Black keeps Black.
Game soosorvToTheOffers() {
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Soosorv8);
  playAll(game, {"h8", "h9", "i10"});
  EXPECT_TRUE(game.choose(TakeWhite));
  playAll(game, {"g9"});
  EXPECT_TRUE(game.choose(declareFifths(3)));
  EXPECT_TRUE(game.choose(TakeBlack));
  return game;
}

TEST(RenjuOpening, OnlyUnderRenjuOnTheFifteenBoard) {
  EXPECT_FALSE(openingRefusal(OpeningRule::Soosorv8, Rule::Renju, 15));
  EXPECT_EQ(openingRefusal(OpeningRule::Taraguchi10, Rule::Freestyle, 15),
            "Taraguchi-10 is an opening rule of renju: choose the renju rule to play it (or swap, swap2)");
  EXPECT_EQ(openingRefusal(OpeningRule::Soosorv8, Rule::Renju, 19),
            "Soosõrv-8 is played on the 15x15 board only");
  EXPECT_FALSE(openingRefusal(OpeningRule::Swap2, Rule::Freestyle, 19));
  EXPECT_EQ(parseOpening("Soosõrv-8"), OpeningRule::Soosorv8);
  EXPECT_EQ(parseOpening("soosorv8"), OpeningRule::Soosorv8);
  EXPECT_EQ(parseOpening("taraguchi-10"), OpeningRule::Taraguchi10);
}

TEST(Soosorv8, TheOpenerPlacesACanonicalOpeningInTheCentralSquares) {
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Soosorv8);
  EXPECT_EQ(game.openingStep().kind, Kind::Place);
  EXPECT_EQ(refusal(game, "h9"), "the first stone goes at the centre");
  playAll(game, {"h8"});
  EXPECT_TRUE(game.openingStep().byOpener);  // the white stone too
  EXPECT_EQ(game.actingColour(), Stone::Black);
  EXPECT_EQ(refusal(game, "h10"), "outside the central 3x3");
  playAll(game, {"i9"});
  EXPECT_EQ(refusal(game, "h11"), "outside the central 5x5");
  EXPECT_EQ(refusal(game, "h8"), "occupied");
  EXPECT_TRUE(game.openingStep().byOpener);
  playAll(game, {"j10"});
  EXPECT_EQ(game.moves().size(), 3u);
  const OpeningStep swap = game.openingStep();
  EXPECT_EQ(swap.kind, Kind::Choose);
  EXPECT_FALSE(swap.byOpener);
  EXPECT_EQ(swap.choices, (std::vector{TakeBlack, TakeWhite}));
}

TEST(Soosorv8, WhitePlaysTheFourthAnywhereThenDeclaresHowManyFifthMoves) {
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Soosorv8);
  playAll(game, {"h8", "h9", "i10"});
  ASSERT_TRUE(game.choose(TakeBlack));  // the other player swaps: the opener now has White
  EXPECT_EQ(game.player(Stone::White), kOpener);
  EXPECT_EQ(game.actingColour(), Stone::White);
  EXPECT_TRUE(game.openingStep().byOpener);
  playAll(game, {"a1"});  // the fourth stone goes anywhere
  const OpeningStep declare = game.openingStep();
  EXPECT_EQ(declare.kind, Kind::Declare);
  EXPECT_EQ(declare.stones, 8);
  EXPECT_EQ(refusal(game, "j8"), "the number of fifth moves is to be declared first");
  EXPECT_FALSE(game.choose(TakeBlack));
  ASSERT_TRUE(game.choose(declareFifths(8)));
  const OpeningStep swap = game.openingStep();
  EXPECT_EQ(swap.kind, Kind::Choose);
  EXPECT_EQ(game.actingColour(), Stone::Black);  // Black, the other player, may swap again
  ASSERT_TRUE(game.choose(TakeWhite));
  EXPECT_EQ(game.player(Stone::Black), kOpener);
  EXPECT_EQ(game.openingStep().kind, Kind::Propose);
  EXPECT_EQ(game.openingStep().stones, 8);
  EXPECT_EQ(game.actingColour(), Stone::Black);
}

TEST(Soosorv8, BlackOffersTheDeclaredNumberAndWhitePicksOneAsTheFifthStone) {
  Game game = soosorvToTheOffers();
  playAll(game, {"j9", "g10"});
  EXPECT_EQ(game.moves().size(), 4u);  // offers are not played
  EXPECT_EQ(game.proposals().size(), 2u);
  EXPECT_EQ(game.openingStep().stone, 3);
  EXPECT_EQ(game.sideToMove(), Stone::Black);
  playAll(game, {"k12"});
  const OpeningStep pick = game.openingStep();
  EXPECT_EQ(pick.kind, Kind::Pick);
  EXPECT_EQ(game.actingColour(), Stone::White);
  EXPECT_EQ(refusal(game, "a2"), "not one of the fifth moves offered");
  EXPECT_EQ(refusal(game, "h8"), "occupied");
  playAll(game, {"g10"});
  EXPECT_EQ(game.moves().size(), 5u);
  EXPECT_EQ(game.moves().back(), at("g10"));
  EXPECT_TRUE(game.proposals().empty());
  EXPECT_EQ(game.openingStep().kind, Kind::Play);
  EXPECT_EQ(game.sideToMove(), Stone::White);  // White plays the sixth stone
  playAll(game, {"j11"});
}

TEST(Soosorv8, AFifthMoveThatMirrorsOneOfferedIsRefused) {
  // h8 h10 black, h9 h7 white: the position is its own mirror across the h column.
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Soosorv8);
  playAll(game, {"h8", "h9", "h10"});
  ASSERT_TRUE(game.choose(TakeWhite));
  playAll(game, {"h7"});
  ASSERT_TRUE(game.choose(declareFifths(4)));
  ASSERT_TRUE(game.choose(TakeBlack));
  playAll(game, {"g8"});
  EXPECT_EQ(refusal(game, "g8"), "already offered");
  EXPECT_EQ(refusal(game, "i8"), "symmetric to the fifth move offered at g8");
  EXPECT_EQ(game.proposals().size(), 1u);
  playAll(game, {"g9", "j11"});  // not images of one another
  EXPECT_EQ(refusal(game, "f11"), "symmetric to the fifth move offered at j11");
}

TEST(Soosorv8, SymmetryIsTheStonesOwnNotOnlyTheBoardsCentre) {
  Board board;
  // h8 i9 black, h9 i8 white: a half turn about the middle of the four, and the mirrors across
  // either diagonal through it, map each colour onto itself.
  for (std::string_view move : {"h8", "h9", "i9", "i8"}) board.play(at(move));
  const std::vector<Point> offered{at("g8")};
  EXPECT_EQ(repeatedProposal(board, offered, at("j9")), at("g8"));  // the half turn
  EXPECT_EQ(repeatedProposal(board, offered, at("h7")), at("g8"));  // a mirror
  EXPECT_EQ(repeatedProposal(board, offered, at("g9")), kNoPoint);
}

TEST(Soosorv8, UndoTakesBackOneStepAtATimeAndRedoDoesItAgain) {
  Game game = soosorvToTheOffers();
  playAll(game, {"j9", "g10", "k12", "g10"});  // three offers, then White picks g10
  ASSERT_TRUE(game.undo());                    // the pick: every offer is back
  EXPECT_EQ(game.moves().size(), 4u);
  EXPECT_EQ(game.proposals().size(), 3u);
  EXPECT_EQ(game.openingStep().kind, Kind::Pick);
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.moves().back(), at("g10"));
  EXPECT_TRUE(game.proposals().empty());
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());  // the third offer
  EXPECT_EQ(game.proposals().size(), 2u);
  EXPECT_EQ(game.openingStep().kind, Kind::Propose);
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());
  EXPECT_TRUE(game.proposals().empty());
  EXPECT_EQ(game.openingChoices().size(), 3u);  // the choices stay with the fourth stone
  ASSERT_TRUE(game.undo());                     // the fourth stone, and the choices after it
  EXPECT_EQ(game.openingChoices().size(), 1u);
  EXPECT_EQ(game.openingStep().kind, Kind::Place);
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.openingStep().kind, Kind::Declare);
  EXPECT_FALSE(game.canRedo());  // redo stops where a number is to be declared
}

TEST(Taraguchi10, EachOfTheFirstFourStonesKeepsToItsSquareAndMayBeSwapped) {
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Taraguchi10);
  EXPECT_EQ(refusal(game, "i8"), "the first stone goes at the centre");
  playAll(game, {"h8"});
  EXPECT_EQ(game.openingStep().kind, Kind::Choose);
  EXPECT_EQ(game.actingColour(), Stone::White);
  ASSERT_TRUE(game.choose(TakeBlack));  // White swaps: the other player has Black now
  EXPECT_EQ(game.player(Stone::Black), kOther);
  EXPECT_EQ(game.actingColour(), Stone::White);  // the opener, now White, plays the second
  EXPECT_EQ(refusal(game, "h10"), "outside the central 3x3");
  playAll(game, {"i9"});
  EXPECT_EQ(game.actingColour(), Stone::Black);
  ASSERT_TRUE(game.choose(TakeBlack));
  EXPECT_EQ(refusal(game, "h11"), "outside the central 5x5");
  playAll(game, {"j10"});
  EXPECT_EQ(game.actingColour(), Stone::White);
  ASSERT_TRUE(game.choose(TakeWhite));
  EXPECT_EQ(refusal(game, "h12"), "outside the central 7x7");
  playAll(game, {"e8"});
  const OpeningStep fifth = game.openingStep();
  EXPECT_EQ(fifth.kind, Kind::Choose);
  EXPECT_EQ(game.actingColour(), Stone::Black);
  EXPECT_EQ(fifth.choices, (std::vector{TakeBlack, TakeWhite, OfferTen}));
}

// Taraguchi-10 up to the choice after the fourth stone, no one swapping.
Game taraguchiToTheFifth() {
  Game game(Rule::Renju, 15, {kOpener, kOther}, OpeningRule::Taraguchi10);
  playAll(game, {"h8"});
  EXPECT_TRUE(game.choose(TakeWhite));
  playAll(game, {"i9"});
  EXPECT_TRUE(game.choose(TakeBlack));
  playAll(game, {"j10"});
  EXPECT_TRUE(game.choose(TakeWhite));
  playAll(game, {"g9"});
  return game;
}

TEST(Taraguchi10, OneFifthWithinNineByNineThenWhiteMaySwap) {
  Game game = taraguchiToTheFifth();
  EXPECT_EQ(game.player(Stone::Black), kOpener);
  ASSERT_TRUE(game.choose(TakeWhite));  // Black swaps: the other player plays the fifth
  EXPECT_EQ(game.player(Stone::Black), kOther);
  EXPECT_EQ(refusal(game, "a1"), "outside the central 9x9");
  playAll(game, {"l12"});
  EXPECT_EQ(game.openingStep().kind, Kind::Choose);
  EXPECT_EQ(game.actingColour(), Stone::White);
  ASSERT_TRUE(game.choose(TakeBlack));
  EXPECT_EQ(game.player(Stone::Black), kOpener);
  EXPECT_EQ(game.openingStep().kind, Kind::Play);
  EXPECT_EQ(game.sideToMove(), Stone::White);
  playAll(game, {"a1"});  // the sixth goes anywhere
}

TEST(Taraguchi10, TenFifthMovesAnywhereOfWhichWhitePicksOne) {
  Game game = taraguchiToTheFifth();
  ASSERT_TRUE(game.choose(OfferTen));
  EXPECT_EQ(game.player(Stone::Black), kOpener);  // offering keeps the colours
  const OpeningStep offer = game.openingStep();
  EXPECT_EQ(offer.kind, Kind::Propose);
  EXPECT_EQ(offer.stones, 10);
  playAll(game, {"a1", "a2", "a3", "a4", "a5", "a6", "a7", "o1", "o2", "o3"});
  EXPECT_EQ(game.openingStep().kind, Kind::Pick);
  EXPECT_EQ(game.actingColour(), Stone::White);
  playAll(game, {"o1"});
  EXPECT_EQ(game.moves().size(), 5u);
  EXPECT_EQ(game.openingStep().kind, Kind::Play);
  EXPECT_EQ(game.sideToMove(), Stone::White);
}

}  // namespace
}  // namespace gomoku
