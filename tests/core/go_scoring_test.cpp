// Counting a finished game: area (stones and surrounded points) and territory (surrounded points
// and prisoners), with the dead stones the players marked taken off first.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/go/scoring.h"
#include "core/go/sgf.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

// Black holds the left, White the right; a black stone sits in White's corner on E5.
Game borderGame() {
  return goPosition(
      {
          ". X O . X",
          ". X O . .",
          "X X O . .",
          ". X O O O",
          ". X O . .",
      },
      Stone::Black, GameSetup{.komi = 0.5});
}

TEST(GoAreaScoring, StonesAndSurroundedPointsCount) {
  Game game = borderGame();
  const std::vector<Point> dead{vertex("E5", 5)};
  Score score = scoreGame(game, dead, Scoring::Area);
  EXPECT_EQ(score.stones, (std::array<int, 2>{6, 7}));
  EXPECT_EQ(score.territory, (std::array<int, 2>{4, 8}));
  EXPECT_EQ(score.black(), 10);
  EXPECT_EQ(score.white(), 15.5);
  EXPECT_EQ(score.winner(), Stone::White);
  EXPECT_EQ(score.text(), "W+5.5");
}

TEST(GoAreaScoring, ADeadStoneLeftOnTheBoardSpoilsTheTerritoryAroundIt) {
  Game game = borderGame();
  Score score = scoreGame(game, {}, Scoring::Area);
  // The black stone on E5 counts, and the region it touches belongs to nobody.
  EXPECT_EQ(score.stones, (std::array<int, 2>{7, 7}));
  EXPECT_EQ(score.territory, (std::array<int, 2>{4, 2}));
  EXPECT_EQ(score.text(), "B+1.5");
  EXPECT_EQ(score.owner[3], Stone::Empty);  // D5
}

TEST(GoTerritoryScoring, SurroundedPointsAndPrisonersCount) {
  Game game = borderGame();
  const std::vector<Point> dead{vertex("E5", 5)};
  Score score = scoreGame(game, dead, Scoring::Territory);
  EXPECT_EQ(score.stones, (std::array<int, 2>{0, 0}));
  EXPECT_EQ(score.territory, (std::array<int, 2>{4, 8}));
  // The dead stone is White's prisoner.
  EXPECT_EQ(score.prisoners, (std::array<int, 2>{0, 1}));
  EXPECT_EQ(score.text(), "W+5.5");
  // Territory is shaded, stones are not.
  EXPECT_EQ(score.owner[4], Stone::White);  // E5, the dead stone's point
  EXPECT_EQ(score.owner[1], Stone::Empty);  // B5, a living stone
}

TEST(GoTerritoryScoring, StonesCapturedInPlayArePrisoners) {
  Game game = goPosition(
      {
          ". X . O .",
          "X O X O .",
          ". . . O .",
          ". X . O .",
          ". X . O .",
      },
      Stone::Black, GameSetup{.komi = 0});
  ASSERT_FALSE(game.play(vertex("B3", 5)));
  ASSERT_FALSE(game.pass());
  ASSERT_FALSE(game.pass());
  Score territory = scoreGame(game, {}, Scoring::Territory);
  EXPECT_EQ(territory.prisoners, (std::array<int, 2>{1, 0}));
  EXPECT_EQ(territory.territory, (std::array<int, 2>{5, 5}));
  Score area = scoreGame(game, {}, Scoring::Area);
  EXPECT_EQ(area.stones, (std::array<int, 2>{6, 5}));
  EXPECT_EQ(area.prisoners, (std::array<int, 2>{0, 0}));
  // C5, C3, C2 and C1 touch both colours: dame.
  EXPECT_EQ(area.black(), 11);
  EXPECT_EQ(area.white(), 10);
}

// Komi, scores and margins read the same everywhere (the window, the terminal, online play): whole
// numbers without a point, halves with one, a negative half keeping its sign.
TEST(GoScoring, PointsReadAsAPlayerWritesThem) {
  EXPECT_EQ(pointsText(7.5), "7.5");
  EXPECT_EQ(pointsText(7), "7");
  EXPECT_EQ(pointsText(0), "0");
  EXPECT_EQ(pointsText(184), "184");
  EXPECT_EQ(pointsText(-0.5), "-0.5");
  EXPECT_EQ(pointsText(-3.5), "-3.5");
}

TEST(GoScoring, EqualScoresAreADraw) {
  Game game = goPosition(
      {
          "X X . O O",
          "X X . O O",
          "X X . O O",
          "X X . O O",
          "X X . O O",
      },
      Stone::Black, GameSetup{.komi = 0});
  Score score = scoreGame(game, {}, Scoring::Area);
  EXPECT_EQ(score.winner(), Stone::Empty);
  EXPECT_EQ(score.text(), "0");
  EXPECT_EQ(std::ranges::count(score.owner, Stone::Empty), 5);
}

TEST(GoScoring, AreaScoringGivesWhiteAPointForEachHandicapStone) {
  Game game(GameSetup{.boardSize = 9, .komi = 0.5, .handicap = 3});
  ASSERT_FALSE(game.pass());
  ASSERT_FALSE(game.pass());
  Score area = scoreGame(game, {}, Scoring::Area);
  EXPECT_EQ(area.handicapBonus, 3);
  EXPECT_EQ(area.text(), "B+77.5");
  Score territory = scoreGame(game, {}, Scoring::Territory);
  EXPECT_EQ(territory.handicapBonus, 0);
  EXPECT_EQ(territory.text(), "B+77.5");
}

// A 9x9 game GNU Go played against itself (level 8, seed 1005), ending with a seki on the left
// whose white group holds an eye on C1.
TEST(GoScoring, AnEyeInSekiIsTheOwnersUnderChineseRulesAndNobodysUnderJapaneseRules) {
  Result<Record> record = readSgf(
      "(;GM[1]SZ[9]KM[7.5];B[gc];W[cf];B[dg];W[cg];B[df];W[de];B[ee];W[gg];B[ce];W[cc];B[dd];W[be];B[bd]"
      ";W[bf];B[cd];W[dh];B[eh];W[ch];B[ei];W[ad];B[bc];W[ac];B[ab];W[ae];B[bb];W[di];B[bh];W[bi];B[ag]"
      ";W[eg];B[fg];W[fh];B[ef];W[fi];B[eg];W[bg];B[ah];W[];B[])");
  ASSERT_TRUE(record) << record.error();
  const Game& game = record->game;
  std::vector<Point> dead, seki;
  for (std::string_view v : {"C7", "G3", "F2", "F1"}) dead.push_back(vertex(v, 9));
  for (std::string_view v :
       {"A7", "A6", "A5", "B5", "B4", "C4", "B3", "C3", "C2", "D2", "D1", "A3", "A2", "B2", "B1"})
    seki.push_back(vertex(v, 9));
  // Chinese rules: White's eye on C1 is White's; A1 and A4, shared by both, are nobody's.
  Score chinese = scoreGame(game, dead, Scoring::Area);
  EXPECT_EQ(chinese.owner[static_cast<std::size_t>(8 * 9 + 2)], Stone::White);
  EXPECT_EQ(chinese.text(), "B+45.5");
  // Without territory in seki, as GNU Go's final_score counts it: B+46.5.
  Score gnuGoWay = scoreGame(game, dead, Scoring::Area, seki);
  EXPECT_EQ(gnuGoWay.owner[static_cast<std::size_t>(8 * 9 + 2)], Stone::Empty);
  EXPECT_EQ(gnuGoWay.text(), "B+46.5");
}

TEST(GoMarking, AClickMarksAndUnmarksTheWholeChain) {
  Game game = borderGame();
  const Board& board = game.board();
  std::vector<Point> dead = toggleDead(board, {}, vertex("C3", 5));
  EXPECT_EQ(dead.size(), 7u);
  dead = toggleDead(board, dead, vertex("E5", 5));
  EXPECT_EQ(dead.size(), 8u);
  dead = toggleDead(board, dead, vertex("C1", 5));
  EXPECT_EQ(dead, std::vector<Point>{vertex("E5", 5)});
  EXPECT_EQ(toggleDead(board, dead, vertex("D4", 5)), dead);  // an empty point
}

// The engine, or a peer, names some stones: each names its whole chain, once.
TEST(GoMarking, AStoneNamedStandsForItsWholeChain) {
  Game game = borderGame();
  const Board& board = game.board();
  const std::vector<Point> named{vertex("C3", 5), vertex("C1", 5), vertex("D4", 5), vertex("E5", 5),
                                 vertex("C3", 5)};
  const std::vector<Point> dead = wholeChains(board, named);
  EXPECT_EQ(dead.size(), 8u);  // White's seven stones and Black's E5; D4 is empty
  EXPECT_EQ(dead, toggleDead(board, toggleDead(board, {}, vertex("C3", 5)), vertex("E5", 5)));
  EXPECT_TRUE(wholeChains(board, std::vector<Point>{vertex("D4", 5)}).empty());
}

}  // namespace
}  // namespace gomoku::go
