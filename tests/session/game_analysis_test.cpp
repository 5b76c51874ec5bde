// Review with the engine: every position searched off the main thread, stopped at once when asked,
// and the moves that lost the most marked.
#include "session/game_analysis.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "ai/evaluation.h"
#include "core/move_text.h"
#include "session/endless_engine.h"
#include "session/gomocup_engine.h"
#include "session/node_limited_engine.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

// Nodes a position for the real engine: enough to see the blunder below, on any machine.
constexpr std::uint64_t kReviewNodes = 20000;
// Black makes an open three with move 5 (h8 i9 j10, on a diagonal); White plays in the corner
// instead of blocking it, and Black's open four wins. Until a1 neither side has thrown anything.
constexpr std::string_view kOpenThreeLeftAlone = "h8h9i9i10j10a1k11g7l12";

Game gameOf(std::string_view moves, Rule rule = Rule::Freestyle) {
  Result<Game> game = readMoveText(moves, rule, 15);
  EXPECT_TRUE(game);
  return game ? std::move(*game) : Game(rule);
}

Point at(std::string_view notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

// Scores each position by its number of stones from a script, from the mover's view, and answers
// the first empty point: the analysis must turn them into Black's view.
// With `playedScores`, it searches the moves asked for alone too, and scores them from that script.
class ScriptedEngine final : public ai::Engine {
 public:
  explicit ScriptedEngine(std::vector<int> moverScores, std::vector<int> playedScores = {})
      : moverScores_(std::move(moverScores)), playedScores_(std::move(playedScores)) {}
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits& limits) override {
    ai::SearchResult result;
    if (searchesOnlyMoves() && !limits.onlyMoves.empty()) {
      result.move = limits.onlyMoves.front();
      result.score = playedScores_.at(board.moves().size());
      return result;
    }
    result.score = moverScores_.at(board.moves().size());
    for (int y = 0; y < board.size() && result.move == kNoPoint; ++y)
      for (int x = 0; x < board.size() && result.move == kNoPoint; ++x)
        if (board.isEmpty({x, y})) result.move = {x, y};
    return result;
  }
  bool searchesOnlyMoves() const override { return !playedScores_.empty(); }

 private:
  std::vector<int> moverScores_;
  std::vector<int> playedScores_;
};

void waitUntilDone(const GameAnalysis& analysis) {
  for (int i = 0; i < 3000 && analysis.running(); ++i) std::this_thread::sleep_for(10ms);
  ASSERT_FALSE(analysis.running());
}

TEST(GameAnalysis, ScoresEveryPositionFromBlacksViewAndMarksTheMovesThatLostMost) {
  // After 0..4 stones, from the mover's view: even (the empty board, not asked), Black a little
  // better (White's view -100), even, White far ahead after Black's second move (the blunder),
  // then White better still.
  const std::vector<int> moverScores{0, -100, 0, 7000, -7200};
  std::atomic<int> progress = 0;
  GameAnalysis analysis(
      [&progress] { ++progress; },
      [&](ai::Level, std::uint64_t) { return std::make_unique<ScriptedEngine>(moverScores); });
  const Game game = gameOf("h8i9h9i10");
  analysis.start(game, 10ms);
  waitUntilDone(analysis);

  ASSERT_EQ(analysis.total(), 5u);
  EXPECT_EQ(analysis.done(), 5u);
  EXPECT_GE(progress.load(), 5);
  const auto verdicts = analysis.verdicts();
  ASSERT_EQ(verdicts.size(), 5u);
  const std::vector<int> black{0, 100, 0, -7000, -7200};
  for (std::size_t k = 0; k < verdicts.size(); ++k) {
    ASSERT_TRUE(verdicts[k]) << k;
    EXPECT_EQ(verdicts[k]->blackScore, black[k]) << k;
    EXPECT_NE(verdicts[k]->best, kNoPoint) << k;
    EXPECT_EQ(verdicts[k]->line.front(), verdicts[k]->best) << k;
  }

  const auto judged = judgeMoves(game, verdicts);
  ASSERT_EQ(judged.size(), 4u);
  EXPECT_EQ(judged[0].mark, MoveMark::None);     // Black: even to a little better
  EXPECT_EQ(judged[1].mark, MoveMark::None);     // White: won back a little
  EXPECT_EQ(judged[2].mark, MoveMark::Blunder);  // Black: even to lost
  EXPECT_GT(judged[2].lost, 0.4);
  EXPECT_EQ(judged[3].mark, MoveMark::None);  // White: gained, lost nothing
  EXPECT_EQ(judged[3].lost, 0);
}

TEST(GameAnalysis, TheLeanToTheSideToMoveIsTakenOut) {
  // Every position looks 800 better for whoever is to move: Black's view zigzags, and evened out
  // it is flat, with no move marked. The empty board is even, unsearched, whatever the engine says.
  GameAnalysis analysis({}, [](ai::Level, std::uint64_t) {
    return std::make_unique<ScriptedEngine>(std::vector<int>{-3000, 800, 800, 800, 800, 800});
  });
  const Game game = gameOf("h8i9h9i10h10");
  analysis.start(game, 10ms);
  waitUntilDone(analysis);
  const auto verdicts = analysis.verdicts();
  for (std::size_t k = 0; k < verdicts.size(); ++k) {
    ASSERT_TRUE(verdicts[k]);
    EXPECT_EQ(verdicts[k]->blackScore, 0) << k;
  }
  EXPECT_EQ(verdicts[0]->best, at("h8"));
  for (const MoveJudgement& judged : judgeMoves(game, verdicts)) EXPECT_EQ(judged.mark, MoveMark::None);
}

TEST(GameAnalysis, AMoveIsJudgedByItsOwnSearchFromThePositionBeforeIt) {
  // The position after Black's second move looks 3000 better for White, whose turn it is: read
  // against the position before, Black's move would be a mistake. Searched alone from the position
  // before it, Black's move lost only 50; White's next one, searched so, threw away 6500.
  const std::vector<int> moverScores{0, 0, 0, 3000, 0};
  const std::vector<int> playedScores{0, 0, -50, -3500};
  GameAnalysis analysis({}, [&](ai::Level, std::uint64_t) {
    return std::make_unique<ScriptedEngine>(moverScores, playedScores);
  });
  const Game game = gameOf("h8i9h9i10");
  analysis.start(game, 10ms);
  waitUntilDone(analysis);
  const auto verdicts = analysis.verdicts();
  ASSERT_TRUE(verdicts[2] && verdicts[3]);
  EXPECT_EQ(verdicts[2]->playedScore, -50);  // from Black's view
  EXPECT_EQ(verdicts[3]->playedScore, 3500);
  EXPECT_FALSE(verdicts[4]->playedScore);  // no move followed
  const auto judged = judgeMoves(game, verdicts);
  EXPECT_EQ(judged[2].mark, MoveMark::None);
  EXPECT_EQ(judged[3].mark, MoveMark::Blunder);
}

TEST(GameAnalysis, AForcedWinLetGoOrHandedOverIsABlunder) {
  // Black to move has a forced win after White's first move, lets it go with its second, and
  // hands White one with its third.
  const std::vector<int> moverScores{0, 0, ai::winIn(7), 0, 0, ai::winIn(3)};
  GameAnalysis analysis(
      {}, [&](ai::Level, std::uint64_t) { return std::make_unique<ScriptedEngine>(moverScores); });
  const Game game = gameOf("h8i9h9i10h10");
  analysis.start(game, 10ms);
  waitUntilDone(analysis);
  const auto judged = judgeMoves(game, analysis.verdicts());
  const std::vector<MoveMark> expected{MoveMark::None, MoveMark::Blunder, MoveMark::Blunder, MoveMark::None,
                                       MoveMark::Blunder};
  ASSERT_EQ(judged.size(), expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) EXPECT_EQ(judged[k].mark, expected[k]) << k;
  EXPECT_EQ(markText(MoveMark::Blunder), "??");
  EXPECT_EQ(markText(MoveMark::Mistake), "?");
}

TEST(GameAnalysis, AWinNotProvedAgainByAMoveThatStaysFarAheadIsNotLetGo) {
  // Black to move has a proved win with i8 and plays h9 instead, which its own search scores far
  // ahead but not proved: the proof ran out of nodes, the win was not let go. At 1000 it was.
  const Game game = gameOf("h8i9h9");
  std::vector<std::optional<PositionVerdict>> verdicts(4, PositionVerdict{});
  verdicts[2]->blackScore = ai::winIn(9);
  verdicts[2]->best = at("i8");
  verdicts[2]->playedScore = 15000;
  EXPECT_EQ(judgeMoves(game, verdicts)[2].mark, MoveMark::None);
  verdicts[2]->playedScore = 1000;
  EXPECT_EQ(judgeMoves(game, verdicts)[2].mark, MoveMark::Blunder);
}

TEST(GameAnalysis, APositionWithAFiveIsDecidedWithoutTheEngine) {
  // The engine is never asked about the last position: Black has five there.
  GameAnalysis analysis(
      {}, [](ai::Level, std::uint64_t) { return std::make_unique<ScriptedEngine>(std::vector<int>(9, 0)); });
  const Game game = gameOf("h8a1i8a2j8a3k8a4l8");
  ASSERT_TRUE(game.isOver());
  analysis.start(game, 10ms);
  waitUntilDone(analysis);
  const auto verdicts = analysis.verdicts();
  ASSERT_EQ(verdicts.size(), 10u);
  ASSERT_TRUE(verdicts[9]);
  EXPECT_EQ(verdicts[9]->blackScore, ai::kWin);
  EXPECT_EQ(verdicts[9]->best, kNoPoint);
  EXPECT_EQ(blackChance(verdicts[9]->blackScore), 1.0);
}

// Answers the positions with fewer than `answered` stones at once, as ScriptedEngine does, and
// searches the next one until it is told to stop, saying when it has begun it.
class AnswersThenBlocksEngine final : public ai::Engine {
 public:
  AnswersThenBlocksEngine(std::size_t answered, std::atomic<bool>* blocking)
      : answered_(answered), blocking_(blocking) {}
  ai::SearchResult think(const Board& board, Rule rule, const ai::SearchLimits& limits) override {
    if (board.moves().size() < answered_)
      return ScriptedEngine(std::vector<int>(answered_, 50)).think(board, rule, limits);
    *blocking_ = true;
    return testing::EndlessEngine().think(board, rule, limits);
  }

 private:
  std::size_t answered_;
  std::atomic<bool>* blocking_;
};

TEST(GameAnalysis, StopsAtOnceAndKeepsWhatItFound) {
  std::atomic<bool> blocking = false;
  GameAnalysis analysis({}, [&blocking](ai::Level, std::uint64_t) {
    return std::make_unique<AnswersThenBlocksEngine>(2, &blocking);
  });
  analysis.start(gameOf("h8i9h9"), std::chrono::hours(1));
  // The empty board needs no engine (the middle); the engine has answered the board after h8, and
  // is on the third position.
  for (int i = 0; i < 2000 && !blocking; ++i) std::this_thread::sleep_for(10ms);
  ASSERT_TRUE(blocking);
  EXPECT_TRUE(analysis.running());
  const auto asked = std::chrono::steady_clock::now();
  analysis.stop();
  EXPECT_LT(std::chrono::steady_clock::now() - asked, 1s);
  EXPECT_FALSE(analysis.running());
  // The two verdicts are kept; the search cut short is not a verdict.
  EXPECT_EQ(analysis.done(), 2u);
  const auto verdicts = analysis.verdicts();
  ASSERT_EQ(verdicts.size(), 4u);
  ASSERT_TRUE(verdicts[0]);
  ASSERT_TRUE(verdicts[1]);
  EXPECT_EQ(verdicts[0]->best, at("h8"));
  EXPECT_EQ(verdicts[1]->best, (Point{0, 0}));
  EXPECT_FALSE(verdicts[2]);
  EXPECT_FALSE(verdicts[3]);
}

TEST(GameAnalysis, CoversTheGameItAnalysedAndItsContinuationsOnly) {
  GameAnalysis analysis({}, testing::endlessEngine);
  EXPECT_FALSE(analysis.covers(gameOf("h8")));
  analysis.start(gameOf("h8i9"), std::chrono::hours(1));
  analysis.stop();
  EXPECT_TRUE(analysis.covers(gameOf("h8i9")));
  EXPECT_TRUE(analysis.covers(gameOf("h8i9h9")));
  EXPECT_FALSE(analysis.covers(gameOf("h8")));
  EXPECT_FALSE(analysis.covers(gameOf("h8i10")));
  EXPECT_FALSE(analysis.covers(gameOf("h8i9", Rule::Renju)));
}

TEST(GameAnalysis, TheRealEngineMarksAnOpenThreeLeftAloneAndShowsTheBlock) {
  const Game game = gameOf(kOpenThreeLeftAlone);
  ASSERT_EQ(game.outcome(), Outcome::BlackWins);
  // Held to a number of nodes, not a time: the depth that finds the win does not depend on the
  // machine's speed or load.
  GameAnalysis analysis({}, testing::nodeLimited(kReviewNodes));
  analysis.start(game, 150ms);
  waitUntilDone(analysis);
  const auto verdicts = analysis.verdicts();
  ASSERT_EQ(verdicts.size(), 10u);
  for (const auto& verdict : verdicts) ASSERT_TRUE(verdict);

  // Before White's sixth move the engine would block the three at one of its ends.
  const Point block = verdicts[5]->best;
  EXPECT_TRUE(block == at("g7") || block == at("k11") || block == at("f6") || block == at("l12"))
      << toNotation(block, 15);
  // After a1, Black wins by force.
  EXPECT_GT(verdicts[6]->blackScore, ai::kWinBound);
  const auto judged = judgeMoves(game, verdicts);
  EXPECT_EQ(judged[5].mark, MoveMark::Blunder) << judged[5].lost;
  // The blunder shows in the chances too, whatever the scale.
  EXPECT_GT(judged[5].lost, 0.1);
  // Black's own moves lost nothing worth marking.
  for (std::size_t k : {0u, 2u, 4u, 6u, 8u}) EXPECT_EQ(judged[k].mark, MoveMark::None) << k;
}

// Another program's engine reviews as ours does: our own pbrain-gomoku as that program, its
// evaluation read from the MESSAGE lines it prints while thinking.
TEST(GameAnalysis, AnotherProgramsEngineReviewsWithTheEvaluationItPrints) {
  const Game game = gameOf(kOpenThreeLeftAlone);
  // Held to nodes (INFO max_node), not to 300 ms: what it sees is the same on a loaded machine.
  GameAnalysis analysis({}, [](ai::Level, std::uint64_t) {
    return std::make_unique<testing::NodeLimitedEngine>(std::make_unique<GomocupEngine>(GOMOKU_PBRAIN),
                                                        kReviewNodes);
  });
  analysis.start(game, 300ms);
  waitUntilDone(analysis);
  EXPECT_EQ(analysis.failure(), "");
  EXPECT_EQ(analysis.done(), 10u);
  const auto verdicts = analysis.verdicts();
  for (const auto& verdict : verdicts) ASSERT_TRUE(verdict);
  EXPECT_NE(verdicts[5]->best, kNoPoint);
  // It printed the (near) forced win it saw after a1, and a1 is marked.
  EXPECT_GT(blackChance(verdicts[6]->blackScore), 0.9) << verdicts[6]->blackScore;
  EXPECT_NE(judgeMoves(game, verdicts)[5].mark, MoveMark::None);
}

TEST(GameAnalysis, AnotherProgramsEngineThatCrashesEndsTheReviewWithWhy) {
  GameAnalysis analysis({}, [](ai::Level, std::uint64_t) {
    return std::make_unique<GomocupEngine>(std::string(GOMOKU_FAKE_ENGINES) + "/crash.sh");
  });
  analysis.start(gameOf("h8i9h9"), 200ms);
  waitUntilDone(analysis);
  EXPECT_NE(analysis.failure().find("ended while answering the move request (exited with status 3)"),
            std::string::npos)
      << analysis.failure();
  EXPECT_EQ(analysis.done(), 1u);  // the empty board, which needs no engine
}

TEST(GameAnalysis, TheEvaluationIsReadFromEitherWayOfWritingIt) {
  EXPECT_EQ(evalInMessage("MESSAGE depth 9 eval -35 nodes 1200 speed 5 nps"), -35);
  EXPECT_EQ(evalInMessage("MESSAGE Depth 12-20 | Eval 41 | Time 300ms"), 41);
  EXPECT_EQ(evalInMessage("MESSAGE eval: +7"), 7);
  EXPECT_EQ(evalInMessage("MESSAGE Depth 12-2 | Eval +M3 | Time 1ms | G8"), ai::winIn(3));
  EXPECT_EQ(evalInMessage("MESSAGE Depth 9-14 | Eval -M12 | Time 80ms"), ai::lossIn(12));
  EXPECT_EQ(evalInMessage("MESSAGE eval 99999"), ai::kWinBound);
  EXPECT_EQ(evalInMessage("MESSAGE evaluation pending"), std::nullopt);
  EXPECT_EQ(evalInMessage("MESSAGE medieval 5"), std::nullopt);
  EXPECT_EQ(evalInMessage("DEBUG eval 5"), std::nullopt);
}

}  // namespace
}  // namespace gomoku::session
