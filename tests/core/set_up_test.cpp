#include "core/set_up.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/game.h"
#include "core/move_text.h"
#include "core/renju_openings.h"

namespace gomoku {
namespace {

std::vector<Point> points(std::initializer_list<const char*> names) {
  std::vector<Point> out;
  for (const char* name : names) out.push_back(*parseNotation(name, 15));
  return out;
}

TEST(SetUp, APositionWithTheSideToMoveItsCountsGiveBecomesAGameThatGoesOnFromIt) {
  const std::vector<Point> black = points({"h8", "i9", "j10"});
  const std::vector<Point> white = points({"h9", "h10"});
  Result<Game> game = Game::setUp({Rule::Renju, 15, black, white, Stone::White});
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->sideToMove(), Stone::White);
  EXPECT_EQ(game->setUpStones(), 5u);
  for (Point p : black) EXPECT_EQ(game->board().at(p), Stone::Black);
  for (Point p : white) EXPECT_EQ(game->board().at(p), Stone::White);
  EXPECT_FALSE(game->canUndo());
  EXPECT_FALSE(game->undo());
  ASSERT_FALSE(game->play(*parseNotation("k11", 15)));
  EXPECT_TRUE(game->canUndo());
  EXPECT_TRUE(game->undo());
  EXPECT_FALSE(game->undo());
  EXPECT_EQ(game->board().stoneCount(), 5);
  // Its stones' order is one a game could have had, not an opening anyone played.
  EXPECT_FALSE(standardOpening(*game));
}

TEST(SetUp, BlackMustHaveAsManyStonesAsWhiteOrOneMore) {
  const std::vector<Point> black = points({"h8", "i9"});
  const std::vector<Point> white = points({"h9"});
  std::optional<ImpossiblePosition> why = whyImpossible({Rule::Freestyle, 15, black, white, Stone::Black});
  ASSERT_TRUE(why);
  EXPECT_EQ(why->reason, ImpossiblePosition::Reason::Counts);
  EXPECT_EQ(why->message(15),
            "Black has 2 stones and White 1: Black must have as many as White (Black to move) or one more "
            "(White to move)");
  EXPECT_FALSE(whyImpossible({Rule::Freestyle, 15, black, white, Stone::White}));
  EXPECT_TRUE(whyImpossible({Rule::Freestyle, 15, white, black, Stone::White}));  // White one more
  Result<Game> refused = Game::setUp({Rule::Freestyle, 15, black, white, Stone::Black});
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error(), why->message(15));
}

TEST(SetUp, AFiveAlreadyOnTheBoardIsRefused) {
  const std::vector<Point> black = points({"a1", "b1", "c1", "d1", "e1"});
  const std::vector<Point> white = points({"a3", "b3", "c3", "d3", "f5"});
  std::optional<ImpossiblePosition> why = whyImpossible({Rule::Freestyle, 15, black, white, Stone::Black});
  ASSERT_TRUE(why);
  EXPECT_EQ(why->reason, ImpossiblePosition::Reason::Five);
  EXPECT_EQ(why->colour, Stone::Black);
  EXPECT_EQ(why->message(15), "Black already has five in a row at a1");
}

TEST(SetUp, OverlinesFollowTheRule) {
  const std::vector<Point> black = points({"a1", "b1", "c1", "d1", "e1", "f1"});
  const std::vector<Point> white = points({"a3", "b3", "c3", "a5", "b5", "c5"});
  // Standard: six in a row wins nothing and stands on the board; renju: Black's six is a foul;
  // freestyle: it is a win.
  EXPECT_FALSE(whyImpossible({Rule::Standard, 15, black, white, Stone::Black}));
  std::optional<ImpossiblePosition> renju = whyImpossible({Rule::Renju, 15, black, white, Stone::Black});
  ASSERT_TRUE(renju);
  EXPECT_EQ(renju->reason, ImpossiblePosition::Reason::Overline);
  std::optional<ImpossiblePosition> freestyle =
      whyImpossible({Rule::Freestyle, 15, black, white, Stone::Black});
  ASSERT_TRUE(freestyle);
  EXPECT_EQ(freestyle->reason, ImpossiblePosition::Reason::Five);
}

TEST(SetUp, StonesOffTheBoardOrTwiceOnOnePointAreRefused) {
  const std::vector<Point> black = points({"h8"});
  const std::vector<Point> twice = points({"h8"});
  std::optional<ImpossiblePosition> why = whyImpossible({Rule::Freestyle, 15, black, twice, Stone::White});
  ASSERT_TRUE(why);
  EXPECT_EQ(why->message(15), "two stones on h8");
  const std::vector<Point> off{{15, 3}};
  EXPECT_EQ(whyImpossible({Rule::Freestyle, 15, off, {}, Stone::White})->reason,
            ImpossiblePosition::Reason::OffBoard);
}

TEST(SetUp, TheMoveListBeginsAfterTheSetUpStonesWithWhoeverIsToMove) {
  const std::vector<Point> black = points({"h8", "i9", "j10"});
  const std::vector<Point> white = points({"h9", "h10"});
  Result<Game> game = Game::setUp({Rule::Freestyle, 15, black, white, Stone::White});
  ASSERT_TRUE(game);
  EXPECT_EQ(writeMoveList(*game), "");
  ASSERT_FALSE(game->play(*parseNotation("k11", 15)));
  ASSERT_FALSE(game->play(*parseNotation("a1", 15)));
  EXPECT_EQ(writeMoveList(*game), "1. ... k11\n2. a1\n");
  EXPECT_EQ(numberedMove(*game, 5), "1... k11");
  // The tree holds the moves played, from the set-up position.
  EXPECT_EQ(game->tree().size(), 2u);
}

TEST(SetUp, AnEmptyBoardIsAGameFromTheStart) {
  Result<Game> game = Game::setUp({Rule::Standard, 19, {}, {}, Stone::Black});
  ASSERT_TRUE(game);
  EXPECT_EQ(game->setUpStones(), 0u);
  EXPECT_EQ(game->board().size(), 19);
  EXPECT_EQ(game->sideToMove(), Stone::Black);
}

}  // namespace
}  // namespace gomoku
