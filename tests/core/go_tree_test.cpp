// Go's moves as a tree: a move after undo starts a variation beside the line, the move redo would
// make walks on along it, a pass is a node of its own, a resignation is none; and a walk to any
// node gives exactly the position a fresh replay of its moves gives: stones, prisoners, ko, superko.
#include <gtest/gtest.h>

#include <random>

#include "core/go/game.h"
#include "core/go/vertex.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    std::optional<IllegalMove> illegal =
        move == "pass" ? game.pass() : game.play(vertex(move, game.boardSize()));
    ASSERT_FALSE(illegal) << std::string(move) << ": " << illegal->message();
  }
}

std::string named(const Game& game, GameTree::Id id) {
  return moveText(Game::moveOf(game.tree().node(id)), game.boardSize());
}

// The game the moves from the root to where `game` stands make, played afresh.
Game replayed(const Game& game) {
  Result<Game> fresh = Game::fromPosition(game.setup(), game.setupStones(Stone::Black),
                                          game.setupStones(Stone::White), game.firstToMove());
  EXPECT_TRUE(static_cast<bool>(fresh));
  for (GameTree::Id id : game.tree().path(game.tree().current())) {
    EXPECT_FALSE(fresh->play(Game::moveOf(game.tree().node(id))));
  }
  return std::move(*fresh);
}

// Everything a player can see or try in the position: the stones, the prisoners, the ko, the side
// to move, and the answer of the rules at every point (superko among them).
void expectSamePosition(const Game& a, const Game& b) {
  ASSERT_EQ(a.board(), b.board());
  EXPECT_EQ(a.board().hash(), b.board().hash());
  EXPECT_EQ(a.captures(Stone::Black), b.captures(Stone::Black));
  EXPECT_EQ(a.captures(Stone::White), b.captures(Stone::White));
  EXPECT_EQ(a.koPoint(), b.koPoint());
  EXPECT_EQ(a.sideToMove(), b.sideToMove());
  EXPECT_EQ(a.passesInARow(), b.passesInARow());
  EXPECT_EQ(a.endReason(), b.endReason());
  for (int y = 0; y < a.boardSize(); ++y) {
    for (int x = 0; x < a.boardSize(); ++x) {
      const auto why = [](const Game& g, Point p) {
        auto illegal = g.check(p);
        return illegal ? static_cast<int>(illegal->reason) : -1;
      };
      ASSERT_EQ(why(a, {x, y}), why(b, {x, y})) << toVertex({x, y}, a.boardSize());
    }
  }
}

TEST(GoTree, AMoveAfterUndoStartsAVariationAndTheLineStays) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3", "G7"});
  game.undo();
  game.undo();
  playAll(game, {"D4"});
  const GameTree& tree = game.tree();
  EXPECT_EQ(tree.size(), 4u);
  EXPECT_TRUE(tree.branches());
  const GameTree::Id e5 = tree.children(GameTree::kRoot)[0];
  ASSERT_EQ(tree.children(e5).size(), 2u);
  EXPECT_EQ(named(game, tree.children(e5)[0]), "C3");  // the line that was there stays first
  EXPECT_EQ(named(game, tree.children(e5)[1]), "D4");
  EXPECT_FALSE(game.canRedo());
  // Back on the main line, redo makes C3 and G7 again.
  ASSERT_TRUE(game.goTo(tree.children(e5)[0]));
  EXPECT_EQ(game.moveCount(), 2u);
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.lastStone(), vertex("G7", 9));
}

TEST(GoTree, TheMoveRedoWouldMakeWalksOnAlongTheLine) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3", "G7"});
  game.undo();
  game.undo();
  playAll(game, {"C3"});
  EXPECT_EQ(game.tree().size(), 3u);
  EXPECT_FALSE(game.tree().branches());
  ASSERT_EQ(game.redoTurns().size(), 1u);
  EXPECT_EQ(game.redoTurns().back().move, Move::play(vertex("G7", 9)));
}

TEST(GoTree, APassIsANodeWithTheColourAndNoPoint) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"pass", "E5"});
  const GameTree& tree = game.tree();
  const GameTree::Id pass = tree.child(GameTree::kRoot, kNoPoint);
  ASSERT_NE(pass, GameTree::kNone);
  EXPECT_NE(pass, GameTree::kRoot);
  EXPECT_EQ(tree.node(pass).stone, Stone::Black);
  EXPECT_EQ(Game::moveOf(tree.node(pass)), Move::pass());
  EXPECT_EQ(tree.child(pass, kNoPoint), GameTree::kNone);
  // A pass where the line made a stone is a variation; one where it passed walks on.
  game.undo();
  playAll(game, {"pass"});
  EXPECT_EQ(tree.children(pass).size(), 2u);
  game.goTo(pass);
  playAll(game, {"E5"});
  EXPECT_EQ(tree.children(pass).size(), 2u);
  EXPECT_EQ(game.passesInARow(), 0);
}

TEST(GoTree, AResignationIsNoNodeAndRedoMakesItAgainWhereItWasMade) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3"});
  const std::size_t nodes = game.tree().size();
  ASSERT_FALSE(game.resign(Stone::White));
  EXPECT_EQ(game.tree().size(), nodes);
  EXPECT_FALSE(game.canRedo());
  EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.isOver());
  EXPECT_EQ(game.moveCount(), 2u);
  game.undo();  // C3
  ASSERT_EQ(game.redoTurns().size(), 2u);
  EXPECT_TRUE(game.redoTurns().front().move.isResign());
  EXPECT_TRUE(game.redo());
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.resigned(), Stone::White);
  // A walk elsewhere takes it back first; a move made where it stood forgets it.
  ASSERT_TRUE(game.goTo(game.tree().children(GameTree::kRoot)[0]));
  EXPECT_FALSE(game.isOver());
  ASSERT_TRUE(game.goTo(game.tree().mainLineEnd()));
  EXPECT_FALSE(game.isOver());
  EXPECT_TRUE(game.canRedo());
  playAll(game, {"G7"});
  EXPECT_FALSE(game.undoneResignation());
}

TEST(GoTree, AVariationIsPromotedAndRemoved) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3"});
  game.undo();
  playAll(game, {"D4", "F6"});
  const GameTree& tree = game.tree();
  const GameTree::Id d4 = tree.child(tree.children(GameTree::kRoot)[0], vertex("D4", 9));
  EXPECT_FALSE(tree.onMainLine(d4));
  ASSERT_TRUE(game.promoteVariation(tree.current()));
  EXPECT_TRUE(tree.onMainLine(d4));
  EXPECT_EQ(tree.mainLineEnd(), tree.current());
  // Removing the line the game stands on takes it back to the branch first.
  ASSERT_TRUE(game.removeVariation(d4));
  EXPECT_EQ(game.moveCount(), 1u);
  EXPECT_FALSE(tree.branches());
  EXPECT_EQ(game.board().at(vertex("D4", 9)), Stone::Empty);
  EXPECT_EQ(game.board().at(vertex("F6", 9)), Stone::Empty);
  EXPECT_FALSE(game.removeVariation(GameTree::kRoot));
}

TEST(GoTree, CommentsAndTheRecordsInformationStayWithTheGame) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5"});
  game.setComment(game.tree().current(), "the centre");
  game.setComment(GameTree::kRoot, "a quiet game");
  game.setRecordInfo({{"GN", "Study"}, {"PB", "Ann"}});
  const Game copy = game;
  EXPECT_EQ(copy.tree().node(copy.tree().current()).comment, "the centre");
  EXPECT_EQ(copy.tree().node(GameTree::kRoot).comment, "a quiet game");
  EXPECT_EQ(copy.recordInfo().size(), 2u);
  EXPECT_TRUE(copy.tree().hasComments());
}

// Random trees on a small board, where captures and kos come often: after every walk to a random
// node, in any direction, the game is exactly the one its moves make played afresh.
TEST(GoTree, AWalkToAnyNodeGivesThePositionAFreshReplayGives) {
  std::mt19937 random(45);
  int kos = 0;
  int captured = 0;
  for (int round = 0; round < 12; ++round) {
    Game game(GameSetup{
        .boardSize = 5, .komi = 0, .koRule = round % 2 ? KoRule::PositionalSuperko : KoRule::Simple});
    for (int step = 0; step < 400; ++step) {
      const auto what = random() % 10;
      if (what < 7 && !game.isOver()) {
        std::vector<Point> legal;
        for (int y = 0; y < 5; ++y)
          for (int x = 0; x < 5; ++x)
            if (!game.check({x, y})) legal.push_back({x, y});
        if (legal.empty() || random() % 25 == 0)
          ASSERT_FALSE(game.pass());
        else
          ASSERT_FALSE(game.play(legal[random() % legal.size()]));
        if (game.koPoint()) ++kos;
        if (!game.turns().back().captured.empty()) ++captured;
      } else if (what < 9) {
        const std::vector<GameTree::Id> nodes = game.tree().preorder();
        ASSERT_TRUE(game.goTo(nodes[random() % nodes.size()]));
        expectSamePosition(game, replayed(game));
      } else if (random() % 2 == 0) {
        game.undo();
      } else {
        game.redo();
      }
    }
    ASSERT_TRUE(game.goTo(game.tree().mainLineEnd()));
    expectSamePosition(game, replayed(game));
    EXPECT_TRUE(game.tree().branches());
  }
  // The walks went through kos and captures, or they proved little.
  EXPECT_GT(kos, 20);
  EXPECT_GT(captured, 100);
}

}  // namespace
}  // namespace gomoku::go
