#include "core/game.h"

#include <gtest/gtest.h>

namespace gomoku {
namespace {

// Plays the moves in notation, failing the test on the first illegal one.
void playAll(Game& game, std::initializer_list<const char*> moves) {
  for (const char* m : moves) {
    auto p = parseNotation(m, game.board().size());
    ASSERT_TRUE(p) << m;
    auto illegal = game.play(*p);
    ASSERT_FALSE(illegal) << m << ": " << illegal->message();
  }
}

TEST(Game, FiveEndsTheGameWithTheWinnerAndTheLine) {
  Game game;
  playAll(game, {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"});
  EXPECT_EQ(game.outcome(), Outcome::BlackWins);
  EXPECT_EQ(outcomeText(game.outcome()), "Black wins");
  EXPECT_EQ(game.winningLine().size(), 5u);
  auto late = game.play(*parseNotation("h8", 15));
  ASSERT_TRUE(late);
  EXPECT_EQ(late->reason, IllegalMove::Reason::GameOver);
}

TEST(Game, IllegalMovesSayWhy) {
  Game game(Rule::Renju);
  EXPECT_EQ(game.play({15, 3})->message(), "off the board");
  playAll(game, {"h8"});
  EXPECT_EQ(game.play(*parseNotation("h8", 15))->message(), "occupied");
  // Black h8 i8 across and j9 j10 up: j8 would make two open threes.
  Game renju(Rule::Renju);
  playAll(renju, {"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"});
  auto why = renju.play(*parseNotation("j8", 15));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->message(), "forbidden: double-three");
  EXPECT_EQ(renju.sideToMove(), Stone::Black) << "a refused move changes nothing";
}

TEST(Game, WhiteMayPlayWhatIsForbiddenToBlack) {
  Game game(Rule::Renju);
  playAll(game, {"a1", "h8", "a3", "i8", "a5", "j9", "a15", "j10", "o15"});
  EXPECT_FALSE(game.check(*parseNotation("j8", 15)));
}

TEST(Game, UndoAndRedoToAnyDepth) {
  Game game;
  playAll(game, {"h8", "h9", "i8", "i9"});
  EXPECT_TRUE(game.undo());
  EXPECT_TRUE(game.undo());
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.moves().size(), 1u);
  EXPECT_EQ(game.sideToMove(), Stone::White);
  EXPECT_TRUE(game.redo());
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.moves().size(), 3u);
  EXPECT_EQ(game.moves().back(), *parseNotation("i8", 15));
  EXPECT_TRUE(game.canRedo());
}

TEST(Game, ANewMoveStartsAVariationAndKeepsTheOldLine) {
  Game game;
  playAll(game, {"h8", "h9", "i8"});
  game.undo();
  game.undo();
  playAll(game, {"a1"});
  EXPECT_FALSE(game.canRedo());
  // The old line is the main line still, a1 a variation beside it.
  const GameTree& tree = game.tree();
  const GameTree::Id h8 = tree.children(GameTree::kRoot)[0];
  ASSERT_EQ(tree.children(h8).size(), 2u);
  EXPECT_EQ(tree.node(tree.children(h8)[0]).move, *parseNotation("h9", 15));
  EXPECT_EQ(tree.node(tree.children(h8)[1]).move, *parseNotation("a1", 15));
  EXPECT_EQ(tree.size(), 4u);
  // Undo walks up, and redo walks down the line last visited: the variation.
  game.undo();
  ASSERT_EQ(game.redoMoves().size(), 1u);
  EXPECT_EQ(game.redoMoves().back(), *parseNotation("a1", 15));
}

TEST(Game, PlayingTheNextMoveOfALineWalksIntoIt) {
  Game game;
  playAll(game, {"h8", "h9", "i8"});
  game.undo();
  game.undo();
  playAll(game, {"h9"});
  EXPECT_EQ(game.tree().size(), 3u);  // no new node
  ASSERT_EQ(game.redoMoves().size(), 1u);
  EXPECT_EQ(game.redoMoves().back(), *parseNotation("i8", 15));
}

TEST(Game, GoToStepsIntoAnotherVariation) {
  Game game;
  playAll(game, {"h8", "h9", "i8", "i9"});
  game.undo();
  game.undo();
  playAll(game, {"a1", "a2"});
  const GameTree& tree = game.tree();
  const GameTree::Id h8 = tree.children(GameTree::kRoot)[0];
  const GameTree::Id h9 = tree.children(h8)[0];
  const GameTree::Id i8 = tree.children(h9)[0];
  ASSERT_TRUE(game.goTo(i8));
  EXPECT_EQ(game.moves().size(), 3u);
  EXPECT_EQ(game.board().lastMove(), *parseNotation("i8", 15));
  EXPECT_EQ(game.board().at(*parseNotation("a1", 15)), Stone::Empty);
  ASSERT_EQ(game.redoMoves().size(), 1u);
  EXPECT_EQ(game.redoMoves().back(), *parseNotation("i9", 15));
}

TEST(Game, AVariationPromotedBecomesTheMainLine) {
  Game game;
  playAll(game, {"h8", "h9", "i8"});
  game.undo();
  game.undo();
  playAll(game, {"a1", "a2"});
  const GameTree& tree = game.tree();
  EXPECT_FALSE(tree.onMainLine(tree.current()));
  EXPECT_FALSE(game.promoteVariation(tree.children(GameTree::kRoot)[0]));  // on the main line already
  EXPECT_TRUE(game.promoteVariation(tree.current()));
  EXPECT_TRUE(tree.onMainLine(tree.current()));
  const GameTree::Id h8 = tree.children(GameTree::kRoot)[0];
  EXPECT_EQ(tree.node(tree.children(h8)[0]).move, *parseNotation("a1", 15));
  EXPECT_EQ(tree.node(tree.children(h8)[1]).move, *parseNotation("h9", 15));
  EXPECT_EQ(game.moves().size(), 3u);  // the game stays where it stood
}

TEST(Game, AVariationDeletedGoesWithEverythingUnderIt) {
  Game game;
  playAll(game, {"h8", "h9", "i8"});
  game.undo();
  game.undo();
  playAll(game, {"a1", "a2"});
  const GameTree& tree = game.tree();
  const GameTree::Id a1 = tree.variationStart(tree.current());
  // The game stands in the variation: it goes back to the branch point first.
  EXPECT_TRUE(game.removeVariation(a1));
  EXPECT_EQ(game.moves().size(), 1u);
  EXPECT_EQ(tree.size(), 3u);
  EXPECT_FALSE(tree.branches());
  ASSERT_EQ(game.redoMoves().size(), 2u);
  EXPECT_EQ(game.redoMoves().back(), *parseNotation("h9", 15));
  EXPECT_FALSE(game.removeVariation(GameTree::kRoot));
}

TEST(Game, CommentsBelongToTheirMoves) {
  Game game;
  playAll(game, {"h8", "h9"});
  game.setComment(game.tree().current(), "a calm reply");
  game.undo();
  EXPECT_EQ(game.tree().node(game.tree().current()).comment, "");
  game.redo();
  EXPECT_EQ(game.tree().node(game.tree().current()).comment, "a calm reply");
}

TEST(Game, AWonLineAndItsVariationEachKeepTheirResult) {
  Game game;
  playAll(game, {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"});
  EXPECT_EQ(game.outcome(), Outcome::BlackWins);
  game.undo();
  playAll(game, {"o15"});
  EXPECT_EQ(game.outcome(), Outcome::Ongoing);
  const GameTree::Id d2 = game.tree().node(game.tree().current()).parent;
  ASSERT_TRUE(game.goTo(game.tree().children(d2)[0]));
  EXPECT_EQ(game.outcome(), Outcome::BlackWins);
}

TEST(Game, UndoReopensAFinishedGame) {
  Game game;
  playAll(game, {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"});
  game.undo();
  EXPECT_EQ(game.outcome(), Outcome::Ongoing);
  EXPECT_TRUE(game.winningLine().empty());
  game.redo();
  EXPECT_EQ(game.outcome(), Outcome::BlackWins);
}

TEST(Game, FullBoardWithoutFiveIsADraw) {
  // On a 5x5 board, columns filled in the pattern XXOOX / OOXXO alternate rows: no five.
  Game game(Rule::Freestyle, 5);
  const char* rows[5] = {"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"};
  std::vector<Point> black, white;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 5; ++x) (rows[y][x] == 'X' ? black : white).push_back({x, y});
  ASSERT_EQ(black.size(), 13u);
  for (std::size_t i = 0; i < black.size(); ++i) {
    ASSERT_FALSE(game.play(black[i]));
    if (i < white.size()) {
      ASSERT_FALSE(game.play(white[i]));
    }
  }
  EXPECT_EQ(game.outcome(), Outcome::Draw);
  EXPECT_EQ(outcomeText(game.outcome()), "Draw");
}

TEST(Game, ForbiddenPointsOnlyForBlackToMoveUnderRenju) {
  Game game(Rule::Renju);
  playAll(game, {"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"});
  auto points = game.forbiddenPoints();
  EXPECT_NE(std::find(points.begin(), points.end(), *parseNotation("j8", 15)), points.end());
  playAll(game, {"o15"});
  EXPECT_TRUE(game.forbiddenPoints().empty());
  Game freestyle;
  EXPECT_TRUE(freestyle.forbiddenPoints().empty());
}

}  // namespace
}  // namespace gomoku
