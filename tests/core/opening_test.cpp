// Swap and swap2: who places which stones, who chooses, and what the choices do to the players'
// colours, undo and redo.
#include "core/opening.h"

#include <gtest/gtest.h>

#include "core/game.h"

namespace gomoku {
namespace {

using Kind = OpeningStep::Kind;
using enum OpeningChoice;

Point at(std::string_view notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

const Player kPerson{Player::Kind::Human, 0};
const Player kComputer{Player::Kind::Computer, 3};

TEST(Opening, Swap2StepsGoOpenerThreeStonesThenTheOtherChooses) {
  std::vector<OpeningChoice> made;
  for (std::size_t stones = 0; stones < 3; ++stones) {
    OpeningStep step = openingStep(OpeningRule::Swap2, stones, made);
    EXPECT_EQ(step.kind, Kind::Place);
    EXPECT_TRUE(step.byOpener);
    EXPECT_EQ(step.stone, static_cast<int>(stones) + 1);
    EXPECT_EQ(step.stones, 3);
  }
  OpeningStep choose = openingStep(OpeningRule::Swap2, 3, made);
  EXPECT_EQ(choose.kind, Kind::Choose);
  EXPECT_FALSE(choose.byOpener);
  EXPECT_EQ(choose.choices, (std::vector{TakeBlack, TakeWhite, PlaceTwo}));
  made.push_back(PlaceTwo);
  EXPECT_EQ(openingStep(OpeningRule::Swap2, 3, made).kind, Kind::Place);
  EXPECT_FALSE(openingStep(OpeningRule::Swap2, 4, made).byOpener);
  OpeningStep second = openingStep(OpeningRule::Swap2, 5, made);
  EXPECT_EQ(second.kind, Kind::Choose);
  EXPECT_TRUE(second.byOpener);
  EXPECT_EQ(second.choices, (std::vector{TakeBlack, TakeWhite}));
  made.push_back(TakeWhite);
  EXPECT_EQ(openingStep(OpeningRule::Swap2, 5, made).kind, Kind::Play);
  EXPECT_EQ(openingStep(OpeningRule::Swap, 3, std::vector<OpeningChoice>{}).choices,
            (std::vector{TakeBlack, TakeWhite}));
  EXPECT_EQ(openingStep(OpeningRule::None, 0, std::vector<OpeningChoice>{}).kind, Kind::Play);
}

TEST(Opening, TheChooserGetsTheColourChosen) {
  EXPECT_TRUE(openerIsBlack(OpeningRule::Swap2, std::vector<OpeningChoice>{}));
  EXPECT_FALSE(openerIsBlack(OpeningRule::Swap2, std::vector{TakeBlack}));  // the other player takes Black
  EXPECT_TRUE(openerIsBlack(OpeningRule::Swap2, std::vector{TakeWhite}));
  EXPECT_TRUE(openerIsBlack(OpeningRule::Swap2, std::vector{PlaceTwo, TakeBlack}));  // now the opener chooses
  EXPECT_FALSE(openerIsBlack(OpeningRule::Swap2, std::vector{PlaceTwo, TakeWhite}));
}

TEST(OpeningGame, NoStoneUntilTheColourIsChosenThenThePlayersChangeSeats) {
  Game game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap);
  for (const char* move : {"h8", "h9", "i8"}) ASSERT_FALSE(game.play(at(move)));
  auto refused = game.play(at("j8"));
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->reason, IllegalMove::Reason::AwaitingChoice);
  EXPECT_FALSE(game.choose(PlaceTwo));  // not under plain swap
  ASSERT_TRUE(game.choose(TakeBlack));  // the computer takes Black
  EXPECT_EQ(game.player(Stone::Black), kComputer);
  EXPECT_EQ(game.player(Stone::White), kPerson);
  EXPECT_TRUE(game.openerPlays(Stone::White));
  EXPECT_EQ(game.openingStep().kind, Kind::Play);
  EXPECT_FALSE(game.choose(TakeWhite));
  EXPECT_FALSE(game.play(at("j8")));  // White, the person, plays the fourth stone
}

TEST(OpeningGame, UndoAcrossAChoiceTakesItBackAndRedoStopsWhereAChoiceIsDue) {
  Game game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap2);
  for (const char* move : {"h8", "h9", "i8"}) ASSERT_FALSE(game.play(at(move)));
  ASSERT_TRUE(game.choose(TakeBlack));
  ASSERT_FALSE(game.play(at("j8")));
  ASSERT_TRUE(game.undo());  // the fourth stone: the choice stays
  EXPECT_EQ(game.openingChoices().size(), 1u);
  EXPECT_TRUE(game.canRedo());
  ASSERT_TRUE(game.undo());  // the third stone: the choice goes, the seats come back
  EXPECT_TRUE(game.openingChoices().empty());
  EXPECT_EQ(game.player(Stone::Black), kPerson);
  ASSERT_TRUE(game.redo());  // the third stone again, then the choice is due again
  EXPECT_EQ(game.openingStep().kind, Kind::Choose);
  EXPECT_FALSE(game.canRedo());
}

TEST(OpeningGame, VariationsBeginWhereTheOpeningLeavesOff) {
  Game game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap2);
  for (const char* move : {"h8", "h9", "i8"}) ASSERT_FALSE(game.play(at(move)));
  ASSERT_TRUE(game.undo());
  ASSERT_FALSE(game.play(at("g7")));  // while stones are placed, a stone replaces the line
  EXPECT_EQ(game.tree().size(), 3u);
  EXPECT_FALSE(game.tree().branches());
  ASSERT_TRUE(game.choose(TakeBlack));
  ASSERT_FALSE(game.play(at("j8")));
  ASSERT_TRUE(game.undo());
  ASSERT_FALSE(game.play(at("j9")));  // after the choice, a stone starts a variation
  EXPECT_TRUE(game.tree().branches());
  EXPECT_EQ(game.tree().size(), 5u);
}

TEST(OpeningGame, PlacingTwoMoreHandsTheChoiceToTheOpener) {
  Game game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap2);
  for (const char* move : {"h8", "h9", "i8"}) ASSERT_FALSE(game.play(at(move)));
  ASSERT_TRUE(game.choose(PlaceTwo));
  EXPECT_FALSE(game.choose(TakeBlack));  // two stones first
  for (const char* move : {"g8", "j8"}) ASSERT_FALSE(game.play(at(move)));
  EXPECT_TRUE(game.openingStep().byOpener);
  ASSERT_TRUE(game.choose(TakeWhite));  // the opener, the person, takes White
  EXPECT_EQ(game.player(Stone::White), kPerson);
  EXPECT_EQ(game.sideToMove(), Stone::White);
}

}  // namespace
}  // namespace gomoku
