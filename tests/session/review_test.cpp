// Looking back through a game's moves, and starting a new line from a past position: the view
// never changes the game, and a new line cuts it back only where a person may play.
#include "session/review.h"

#include <gtest/gtest.h>

#include "core/move_text.h"
#include "session/match.h"

namespace gomoku::session {
namespace {

const Player kComputer{Player::Kind::Computer, static_cast<std::uint8_t>(ai::Level::Easy)};
const Player kPerson{};

Game gameOf(std::string_view moves, Rule rule = Rule::Freestyle) {
  Result<Game> game = readMoveText(moves, rule, 15);
  EXPECT_TRUE(game);
  return game ? std::move(*game) : Game(rule);
}

MatchOptions quick() {
  MatchOptions options;
  options.computerPause = std::chrono::milliseconds(0);
  options.seed = 1;
  return options;
}

TEST(Review, FollowsTheLatestMoveUntilThePlayerStepsBack) {
  Game game = gameOf("h8i9h9");
  Review review;
  EXPECT_EQ(review.shown(game), 3u);
  EXPECT_FALSE(review.inPast(game));
  ASSERT_FALSE(game.play({10, 10}));
  EXPECT_EQ(review.shown(game), 4u);
}

TEST(Review, StepsBackAndForwardOneMoveAndStopsAtBothEnds) {
  Game game = gameOf("h8i9h9i10");
  Review review;
  review.back(game);
  EXPECT_EQ(review.shown(game), 3u);
  EXPECT_TRUE(review.inPast(game));
  review.toStart(game);
  EXPECT_EQ(review.shown(game), 0u);
  review.back(game);
  EXPECT_EQ(review.shown(game), 0u);
  review.forward(game);
  EXPECT_EQ(review.shown(game), 1u);
  review.toEnd();
  review.forward(game);
  EXPECT_EQ(review.shown(game), 4u);
  EXPECT_FALSE(review.inPast(game));
}

TEST(Review, EachStepTheMoveListAsksForMovesTheViewItsWay) {
  using Kind = Review::Step::Kind;
  Review review;
  const std::size_t made = 5;
  review.take({Kind::Back}, made);
  EXPECT_EQ(review.shown(made), 4u);
  review.take({Kind::ToStart}, made);
  EXPECT_EQ(review.shown(made), 0u);
  review.take({Kind::Forward}, made);
  EXPECT_EQ(review.shown(made), 1u);
  review.take({Kind::Show, 3}, made);
  EXPECT_EQ(review.shown(made), 3u);
  review.take({Kind::ToEnd}, made);
  EXPECT_FALSE(review.inPast(made));
  EXPECT_EQ(review.shown(made + 1), made + 1);  // following the game again
}

TEST(Review, APastPositionStaysInViewWhileTheGameGoesOn) {
  Game game = gameOf("h8i9h9");
  Review review;
  review.show(game, 1);
  ASSERT_FALSE(game.play({10, 10}));
  EXPECT_EQ(review.shown(game), 1u);
  // Stepping up to the newest move follows the game again.
  review.show(game, 4);
  ASSERT_FALSE(game.play({11, 11}));
  EXPECT_EQ(review.shown(game), 5u);
}

TEST(Review, AMoveTakenBackIsNotShown) {
  Game game = gameOf("h8i9h9i10");
  Review review;
  review.show(game, 3);
  game.undo();
  game.undo();
  EXPECT_EQ(review.shown(game), 2u);
  EXPECT_FALSE(review.inPast(game));
}

TEST(Review, APositionBeforeTheWinHasNoWinnerAndNoLaterStones) {
  Game game = gameOf("h8a1i8a2j8a3k8a4l8");
  ASSERT_EQ(game.outcome(), Outcome::BlackWins);
  Game before = positionAfter(game, 7);
  EXPECT_EQ(before.outcome(), Outcome::Ongoing);
  EXPECT_TRUE(before.winningLine().empty());
  EXPECT_EQ(before.moves().size(), 7u);
  EXPECT_EQ(before.board().lastMove(), (Point{10, 7}));  // k8
  EXPECT_TRUE(before.board().isEmpty({0, 11}));          // a4, played later
  EXPECT_EQ(positionAfter(game, 9).outcome(), Outcome::BlackWins);
  EXPECT_EQ(positionAfter(game, 99).moves().size(), 9u);
  EXPECT_EQ(game.outcome(), Outcome::BlackWins);  // the game itself is untouched
}

TEST(NewLine, StartsAVariationAndKeepsTheLaterMovesBesideIt) {
  Match match(gameOf("h8i9h9i10h10"), quick());
  EXPECT_EQ(match.playFrom(2, {0, 14}).result, Match::PlayResult::Played);
  EXPECT_EQ(writeMoveText(match.game()), "h8i9a1");
  EXPECT_FALSE(match.canRedo());
  // The line h9 i10 h10 is still there, and the game can go back into it.
  const GameTree& tree = match.game().tree();
  EXPECT_EQ(tree.size(), 6u);
  const GameTree::Id i9 = tree.node(tree.current()).parent;
  ASSERT_TRUE(match.goTo(tree.endOfLine(tree.children(i9)[0])));
  EXPECT_EQ(writeMoveText(match.game()), "h8i9h9i10h10");
}

TEST(NewLine, SteppingIntoAVariationAgainstTheComputerBringsItsReply) {
  Game game = gameOf("h8i9h9i10");
  game.setPlayer(Stone::White, kComputer);
  Match match(std::move(game), quick());
  const GameTree::Id h9 = match.game().tree().node(match.game().tree().current()).parent;
  ASSERT_TRUE(match.goTo(h9));  // white, the computer, would be to move: its reply i10 comes too
  EXPECT_EQ(match.game().moves().size(), 4u);
  EXPECT_EQ(match.game().sideToMove(), Stone::Black);
}

TEST(NewLine, APointTakenInThatPositionIsRefusedAndNothingChanges) {
  Match match(gameOf("h8i9h9i10"), quick());
  Match::Attempt attempt = match.playFrom(2, {7, 7});  // h8, the first move
  EXPECT_EQ(attempt.result, Match::PlayResult::Illegal);
  ASSERT_TRUE(attempt.illegal);
  EXPECT_EQ(attempt.illegal->reason, IllegalMove::Reason::Occupied);
  EXPECT_EQ(match.game().moves().size(), 4u);
  // A point taken only later is free in the past position.
  EXPECT_EQ(match.checkPlayFrom(2, {7, 6}).result, Match::PlayResult::Played);  // h9
  EXPECT_EQ(match.game().moves().size(), 4u);
}

TEST(NewLine, AWonGameGoesOnFromBeforeTheWin) {
  Match match(gameOf("h8a1i8a2j8a3k8a4l8"), quick());
  ASSERT_TRUE(match.game().isOver());
  EXPECT_EQ(match.playFrom(8, {6, 7}).result, Match::PlayResult::Played);  // g8 instead of l8
  EXPECT_EQ(match.game().outcome(), Outcome::BlackWins);
  EXPECT_EQ(match.game().moves().size(), 9u);
  EXPECT_EQ(match.playFrom(7, {14, 14}).result, Match::PlayResult::Played);  // white, instead of a4
  EXPECT_FALSE(match.game().isOver());
}

TEST(NewLine, OnTheComputersTurnThePersonCannotStartOne) {
  Game game = gameOf("h8i9h9i10");
  game.setPlayer(Stone::White, kComputer);
  Match match(std::move(game), quick());
  // After one move white, the computer, is to move.
  EXPECT_EQ(match.playFrom(1, {0, 0}).result, Match::PlayResult::NotYourTurn);
  EXPECT_EQ(match.game().moves().size(), 4u);
}

TEST(NewLine, TheComputerRepliesToTheNewLine) {
  Game game = gameOf("h8i9h9i10");
  game.setPlayer(Stone::White, kComputer);
  Match match(std::move(game), quick());
  EXPECT_EQ(match.playFrom(2, {0, 14}).result, Match::PlayResult::Played);
  auto events = match.waitForAgent();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::StonePlayed);
  EXPECT_EQ(match.game().moves().size(), 4u);
  EXPECT_EQ(match.game().moves()[2], (Point{0, 14}));  // a1 is the bottom-left corner
}

}  // namespace
}  // namespace gomoku::session
