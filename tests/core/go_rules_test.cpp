// The rules of Go from their definitions: liberties, capture, suicide, ko and superko, passes and
// resignation, handicap stones, and undo putting captured stones back.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/go/game.h"
#include "core/go/handicap.h"
#include "core/go/vertex.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

using Reason = IllegalMove::Reason;

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    std::optional<IllegalMove> illegal =
        move == "pass" ? game.pass() : game.play(vertex(move, game.boardSize()));
    ASSERT_FALSE(illegal) << std::string(move) << ": " << illegal->message();
  }
}

std::optional<Reason> whyNot(const Game& game, std::string_view move) {
  auto illegal = game.check(vertex(move, game.boardSize()));
  return illegal ? std::optional(illegal->reason) : std::nullopt;
}

TEST(GoBoard, LibertiesAreSharedAlongTheLines) {
  Game game = goPosition({
      ". . . . .",
      ". X X . .",
      ". . X . .",
      ". . . O .",
      ". . . . .",
  });
  EXPECT_EQ(game.board().chain(vertex("B4", 5)).size(), 3u);
  EXPECT_EQ(game.board().libertyCount(vertex("C3", 5)), 7);
  // A diagonal neighbour is not a connection.
  EXPECT_EQ(game.board().chain(vertex("D2", 5)).size(), 1u);
  EXPECT_EQ(game.board().libertyCount(vertex("D2", 5)), 4);
}

TEST(GoBoard, ACornerStoneHasTwoLibertiesAndAnEdgeStoneThree) {
  Board board(9);
  board.set(vertex("A1", 9), Stone::Black);
  board.set(vertex("E1", 9), Stone::White);
  EXPECT_EQ(board.libertyCount(vertex("A1", 9)), 2);
  EXPECT_EQ(board.libertyCount(vertex("E1", 9)), 3);
}

TEST(GoCapture, AStoneWithoutLibertiesIsTaken) {
  Game game = goPosition({
      ". . . . .",
      ". . X . .",
      ". X O X .",
      ". . . . .",
      ". . . . .",
  });
  playAll(game, {"C2"});
  EXPECT_EQ(game.board().at(vertex("C3", 5)), Stone::Empty);
  EXPECT_EQ(game.captures(Stone::Black), 1);
  EXPECT_EQ(game.captures(Stone::White), 0);
  ASSERT_EQ(game.turns().back().captured.size(), 1u);
}

TEST(GoCapture, InTheCornerAndOnTheEdge) {
  Game game = goPosition({
      "O X . . .",
      ". . . . .",
      ". . . . .",
      ". . . . .",
      ". X O X .",
  });
  playAll(game, {"A4", "pass", "C2"});
  EXPECT_TRUE(game.board().isEmpty(vertex("A5", 5)));
  EXPECT_TRUE(game.board().isEmpty(vertex("C1", 5)));
  EXPECT_EQ(game.captures(Stone::Black), 2);
}

TEST(GoCapture, ALargeChainGoesAtOnce) {
  Game game = goPosition({
      "X X X X X",
      "X O O O X",
      "X O . O X",
      "X O O O X",
      ". X X X .",
  });
  playAll(game, {"C3"});
  EXPECT_EQ(game.captures(Stone::Black), 8);
  EXPECT_EQ(game.board().stoneCount(Stone::White), 0);
}

TEST(GoCapture, SeveralChainsAtOnce) {
  Game game = goPosition({
      ". X O X .",
      "X O . O X",
      ". X O X .",
      ". . X . .",
      ". . . . .",
  });
  // C4 takes the last liberty of four separate white stones.
  playAll(game, {"C4"});
  EXPECT_EQ(game.captures(Stone::Black), 4);
  EXPECT_EQ(game.board().stoneCount(Stone::White), 0);
}

TEST(GoCapture, TakingComesBeforeSuicide) {
  // Black's stone on B5 has no liberty of its own, but it takes A5 and lives.
  Game game = goPosition({
      "O . O X .",
      "X O X . .",
      ". X . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_FALSE(game.check(vertex("B5", 5)));
  playAll(game, {"B5"});
  EXPECT_EQ(game.captures(Stone::Black), 3);
  EXPECT_EQ(game.board().at(vertex("B5", 5)), Stone::Black);
}

TEST(GoSuicide, AStoneMayNotBePlayedWithoutLiberties) {
  Game game = goPosition(
      {
          ". X .",
          "X . X",
          ". X .",
      },
      Stone::White);
  EXPECT_EQ(whyNot(game, "B2"), Reason::Suicide);
  EXPECT_EQ(game.play(vertex("B2", 3))->message(), "suicide: the stone would have no liberty");
  EXPECT_EQ(game.moveCount(), 0u);
}

TEST(GoSuicide, NorMayAChainFillItsLastLiberty) {
  Game game = goPosition(
      {
          ". O X",
          "O X .",
          "X . .",
      },
      Stone::White);
  EXPECT_EQ(whyNot(game, "A3"), Reason::Suicide);
  // Black may play there: it takes the two white stones.
  Game blackToMove = goPosition({
      ". O X",
      "O X .",
      "X . .",
  });
  EXPECT_FALSE(blackToMove.check(vertex("A3", 3)));
}

TEST(GoIllegal, OccupiedAndOffTheBoard) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5"});
  EXPECT_EQ(whyNot(game, "E5"), Reason::Occupied);
  EXPECT_EQ(game.check({9, 0})->reason, Reason::OffBoard);
}

TEST(GoSnapback, TakingTheThrowInLosesTheChain) {
  Game game = goPosition({
      "O . . O X",
      "O O O O X",
      "X X X X X",
      ". . . . .",
      ". . . . .",
  });
  playAll(game, {"B5", "C5"});
  EXPECT_EQ(game.captures(Stone::White), 1);
  // Not a ko: White's stone joined a chain, so Black takes back at once, and takes seven.
  EXPECT_FALSE(game.koPoint());
  EXPECT_FALSE(game.check(vertex("B5", 5)));
  playAll(game, {"B5"});
  EXPECT_EQ(game.captures(Stone::Black), 7);
  EXPECT_EQ(game.board().stoneCount(Stone::White), 0);
}

// A ko on the left: Black takes on C4, White may not take back on B4 at once.
Game koPosition(GameSetup setup = {}) {
  return goPosition(
      {
          ". . . . .",
          ". X O . .",
          "X O . O .",
          ". X O . .",
          ". . . . .",
      },
      Stone::Black, setup);
}

TEST(GoKo, TheStoneJustTakenCannotBeTakenBackAtOnce) {
  Game game = koPosition();
  playAll(game, {"C3"});
  EXPECT_EQ(game.koPoint(), vertex("B3", 5));
  EXPECT_EQ(whyNot(game, "B3"), Reason::Ko);
  EXPECT_EQ(game.play(vertex("B3", 5))->message(),
            "ko: a stone just taken in a ko cannot be taken back at once; play elsewhere first");
}

TEST(GoKo, AfterAMoveElsewhereTheKoMayBeTakenBack) {
  Game game = koPosition();
  playAll(game, {"C3", "E5", "E1", "B3"});
  EXPECT_EQ(game.board().at(vertex("B3", 5)), Stone::White);
  EXPECT_TRUE(game.board().isEmpty(vertex("C3", 5)));
  EXPECT_EQ(game.koPoint(), vertex("C3", 5));
}

TEST(GoKo, APassAlsoLiftsTheBan) {
  Game game = koPosition();
  playAll(game, {"C3", "pass", "E5", "B3"});
  EXPECT_EQ(game.captures(Stone::White), 1);
}

TEST(GoKo, UndoPutsTheKoBanBack) {
  Game game = koPosition();
  playAll(game, {"C3", "E5", "E1"});
  EXPECT_FALSE(game.koPoint());
  game.undo();
  game.undo();
  EXPECT_EQ(game.koPoint(), vertex("B3", 5));
}

// Three kos: each player takes one in turn, and after six moves the stones stand as they began.
Game tripleKo(KoRule rule) {
  return goPosition(
      {
          ". X O . . . X O .",
          "X O . O . X . X O",
          ". X O . . . X O .",
          ". . . . . . . . .",
          ". X O . . . . . .",
          "X O . O . . . . .",
          ". X O . . . . . .",
          ". . . . . . . . .",
          ". . . . . . . . .",
      },
      Stone::Black, GameSetup{.koRule = rule});
}

TEST(GoSuperko, PositionalSuperkoForbidsTheMoveThatRepeatsThePosition) {
  Game game = tripleKo(KoRule::PositionalSuperko);
  const Board start = game.board();
  playAll(game, {"C8", "G8", "C4", "B8", "H8"});
  EXPECT_EQ(whyNot(game, "B4"), Reason::Superko);
  EXPECT_EQ(game.check(vertex("B4", 9))->message(),
            "superko: the stones would stand as they stood earlier in the game");
  // Under simple ko the cycle goes round.
  Game simple = tripleKo(KoRule::Simple);
  playAll(simple, {"C8", "G8", "C4", "B8", "H8", "B4"});
  EXPECT_EQ(simple.board(), start);
}

TEST(GoEnd, TwoPassesInARowEndPlay) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "pass", "C3", "pass"});
  EXPECT_FALSE(game.isOver());
  playAll(game, {"pass"});
  EXPECT_TRUE(game.isOver());
  EXPECT_EQ(game.endReason(), EndReason::TwoPasses);
  EXPECT_EQ(game.check(vertex("A1", 9))->reason, Reason::GameOver);
  EXPECT_TRUE(game.pass().has_value());
  // Undo takes back the second pass and play goes on.
  game.undo();
  EXPECT_FALSE(game.isOver());
  EXPECT_EQ(game.sideToMove(), Stone::Black);
}

TEST(GoEnd, EitherSideMayResign) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5"});
  EXPECT_FALSE(game.resign(Stone::Black));
  EXPECT_EQ(game.endReason(), EndReason::Resignation);
  EXPECT_EQ(game.resigned(), Stone::Black);
  EXPECT_TRUE(game.resign(Stone::White).has_value());
  game.undo();
  EXPECT_FALSE(game.isOver());
  EXPECT_EQ(game.sideToMove(), Stone::White);
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.resigned(), Stone::Black);
}

TEST(GoUndo, UndoPutsCapturedStonesBackAndRedoTakesThemAgain) {
  Game game = goPosition({
      "O . . O X",
      "O O O O X",
      "X X X X X",
      ". . . . .",
      ". . . . .",
  });
  const Board start = game.board();
  playAll(game, {"B5", "C5", "B5"});
  const Board end = game.board();
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.undo());
  EXPECT_EQ(game.board(), start);
  EXPECT_EQ(game.board().hash(), start.hash());
  EXPECT_EQ(game.captures(Stone::Black), 0);
  EXPECT_EQ(game.captures(Stone::White), 0);
  EXPECT_EQ(game.sideToMove(), Stone::Black);
  while (game.redo()) {
  }
  EXPECT_EQ(game.board(), end);
  EXPECT_EQ(game.captures(Stone::Black), 7);
  EXPECT_EQ(game.captures(Stone::White), 1);
}

TEST(GoUndo, ANewMoveStartsAVariationWhereRedoHasNothing) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3"});
  game.undo();
  EXPECT_TRUE(game.canRedo());
  playAll(game, {"G7"});
  EXPECT_FALSE(game.canRedo());
}

// Random legal games: after every move no chain on the board is without a liberty, and undoing
// every move then redoing it passes through the same positions with the same prisoners.
TEST(GoUndo, RandomGamesUndoAndRedoThroughTheSamePositions) {
  std::mt19937 random(8);
  for (int round = 0; round < 20; ++round) {
    Game game(GameSetup{.boardSize = 7, .koRule = round % 2 ? KoRule::PositionalSuperko : KoRule::Simple});
    std::vector<Board> boards{game.board()};
    std::vector<std::array<int, 2>> prisoners{{0, 0}};
    while (!game.isOver() && game.moveCount() < 300) {
      std::vector<Point> legal;
      for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 7; ++x)
          if (!game.check({x, y})) legal.push_back({x, y});
      // Passing only now and then keeps the games long enough to fill and empty the board.
      if (legal.empty() || random() % 40 == 0) {
        ASSERT_FALSE(game.pass());
      } else {
        ASSERT_FALSE(game.play(legal[random() % legal.size()]));
      }
      for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 7; ++x) {
          if (game.board().isEmpty({x, y})) continue;
          ASSERT_GT(game.board().libertyCount({x, y}), 0);
        }
      }
      boards.push_back(game.board());
      prisoners.push_back({game.captures(Stone::Black), game.captures(Stone::White)});
    }
    for (std::size_t i = boards.size() - 1; i > 0; --i) {
      ASSERT_TRUE(game.undo());
      ASSERT_EQ(game.board(), boards[i - 1]);
      ASSERT_EQ(game.board().hash(), boards[i - 1].hash());
      ASSERT_EQ(game.captures(Stone::Black), prisoners[i - 1][0]);
    }
    for (std::size_t i = 1; i < boards.size(); ++i) {
      ASSERT_TRUE(game.redo());
      ASSERT_EQ(game.board(), boards[i]);
      ASSERT_EQ(game.captures(Stone::White), prisoners[i][1]);
    }
  }
}

TEST(GoHandicap, StonesStandOnTheStandardPointsAndWhiteMovesFirst) {
  Game game(GameSetup{.boardSize = 19, .komi = 0.5, .handicap = 4});
  EXPECT_EQ(game.sideToMove(), Stone::White);
  EXPECT_EQ(game.board().stoneCount(Stone::Black), 4);
  for (std::string_view point : {"D4", "Q16", "D16", "Q4"})
    EXPECT_EQ(game.board().at(vertex(point, 19)), Stone::Black) << std::string(point);
}

TEST(GoHandicap, TheCountsGnuGoAndGtpUse) {
  auto vertices = [](int size, int stones) {
    std::vector<std::string> names;
    for (Point p : handicapPoints(size, stones)) names.push_back(toVertex(p, size));
    std::ranges::sort(names);
    return names;
  };
  using Names = std::vector<std::string>;
  EXPECT_EQ(vertices(19, 2), (Names{"D4", "Q16"}));
  EXPECT_EQ(vertices(19, 5), (Names{"D16", "D4", "K10", "Q16", "Q4"}));
  EXPECT_EQ(vertices(19, 6), (Names{"D10", "D16", "D4", "Q10", "Q16", "Q4"}));
  EXPECT_EQ(vertices(19, 8), (Names{"D10", "D16", "D4", "K16", "K4", "Q10", "Q16", "Q4"}));
  EXPECT_EQ(vertices(13, 7), (Names{"D10", "D4", "D7", "G7", "K10", "K4", "K7"}));
  EXPECT_EQ(vertices(9, 9), (Names{"C3", "C5", "C7", "E3", "E5", "E7", "G3", "G5", "G7"}));
  EXPECT_EQ(vertices(12, 4), (Names{"D4", "D9", "J4", "J9"}));
  EXPECT_EQ(vertices(7, 3), (Names{"C3", "C5", "E5"}));
  EXPECT_EQ(maxHandicap(8), 4);
  EXPECT_EQ(maxHandicap(5), 0);
  EXPECT_EQ(starPoints(19).size(), 9u);
  EXPECT_EQ(starPoints(13).size(), 5u);
  EXPECT_EQ(starPoints(9).size(), 5u);
}

TEST(GoSetup, OutOfRangeSetupsAreRefusedWithTheirReason) {
  EXPECT_EQ(whyInvalid(GameSetup{.boardSize = 20}), "board size 20 is outside 2..19");
  EXPECT_EQ(whyInvalid(GameSetup{.boardSize = 9, .komi = 6.25}), "komi 6.25 is not a whole or half number");
  EXPECT_EQ(whyInvalid(GameSetup{.boardSize = 9, .handicap = 1}), "handicap 1 is not 0 or 2..9 on 9x9");
  EXPECT_EQ(whyInvalid(GameSetup{.boardSize = 8, .handicap = 5}), "handicap 5 is not 0 or 2..4 on 8x8");
  EXPECT_EQ(whyInvalid(GameSetup{.boardSize = 5, .handicap = 2}), "a 5x5 board takes no handicap stones");
  EXPECT_FALSE(whyInvalid(GameSetup{.boardSize = 13, .komi = -3, .handicap = 9}));
}

TEST(GoSetup, APositionWithAChainWithoutLibertiesIsRefused) {
  std::vector<Point> black{{0, 1}, {1, 0}}, white{{0, 0}};
  Result<Game> game = Game::fromPosition(GameSetup{.boardSize = 5}, black, white, Stone::Black);
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error(), "the setup stones on A5 have no liberty");
}

TEST(GoVertex, ColumnsSkipTheLetterI) {
  EXPECT_EQ(toVertex({7, 0}, 19), "H19");
  EXPECT_EQ(toVertex({8, 18}, 19), "J1");
  EXPECT_EQ(parseVertex("q16", 19), (Point{15, 3}));
  EXPECT_FALSE(parseVertex("I5", 19));
  EXPECT_FALSE(parseVertex("K10", 9));
  EXPECT_FALSE(parseVertex("A0", 9));
  EXPECT_FALSE(parseVertex("pass", 9));
}

}  // namespace
}  // namespace gomoku::go
