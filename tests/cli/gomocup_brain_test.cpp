#include "cli/gomocup_brain.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace gomoku::cli {
namespace {

// Drives a brain line by line, as a manager would, and collects what it answers.
class Session {
 public:
  explicit Session(BrainOptions options = easy()) : brain_(out_, std::move(options)) {}

  static BrainOptions easy() {
    BrainOptions options;
    options.level = ai::Level::Easy;
    return options;
  }

  // Sends the lines; returns the answers they brought, one a line.
  std::vector<std::string> send(const std::vector<std::string>& lines) {
    for (const std::string& line : lines) running_ = brain_.handleLine(line) && running_;
    std::vector<std::string> answers;
    std::istringstream text(out_.str());
    for (std::string line; std::getline(text, line);) answers.push_back(line);
    out_.str("");
    return answers;
  }
  std::string one(const std::string& line) {
    auto answers = send({line});
    return answers.size() == 1 ? answers[0] : "(" + std::to_string(answers.size()) + " answers)";
  }
  bool running() const { return running_; }

 private:
  std::ostringstream out_;
  GomocupBrain brain_;
  bool running_ = true;
};

bool startsWith(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

Point moveOf(const std::string& answer) {
  Point p;
  char comma = 0;
  std::istringstream in(answer);
  if (!(in >> p.x >> comma >> p.y) || comma != ',' || !in.eof()) return kNoPoint;
  return p;
}

TEST(GomocupBrain, StartAcceptsSizesFiveToTwentyTwo) {
  Session session;
  EXPECT_EQ(session.one("START 15"), "OK");
  EXPECT_EQ(session.one("START 5"), "OK");
  EXPECT_EQ(session.one("START 22"), "OK");
  EXPECT_TRUE(startsWith(session.one("START 4"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("START 23"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("START"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("START fifteen"), "ERROR"));
}

TEST(GomocupBrain, RectStartTakesOnlySquareBoards) {
  Session session;
  EXPECT_TRUE(startsWith(session.one("RECTSTART 20,15"), "ERROR"));
  EXPECT_EQ(session.one("RECTSTART 20,20"), "OK");
  EXPECT_TRUE(startsWith(session.one("RECTSTART 20"), "ERROR"));
  EXPECT_EQ(session.one("BEGIN"), "10,10");
}

TEST(GomocupBrain, BeginOpensInTheCentre) {
  Session session;
  EXPECT_EQ(session.send({"START 15", "BEGIN"}), (std::vector<std::string>{"OK", "7,7"}));
}

TEST(GomocupBrain, TurnIsAnsweredWithAMoveOnAnEmptyPoint) {
  Session session;
  session.send({"START 15"});
  std::vector<Point> taken;
  for (Point turn : {Point{7, 7}, Point{0, 0}, Point{14, 14}, Point{0, 14}}) {
    taken.push_back(turn);
    Point p = moveOf(session.one("TURN " + std::to_string(turn.x) + "," + std::to_string(turn.y)));
    EXPECT_TRUE(p.x >= 0 && p.x < 15 && p.y >= 0 && p.y < 15);
    EXPECT_EQ(std::find(taken.begin(), taken.end(), p), taken.end()) << p.x << "," << p.y;
    taken.push_back(p);
  }
}

TEST(GomocupBrain, BadTurnsGetAnErrorAndTheBrainCarriesOn) {
  Session session;
  EXPECT_TRUE(startsWith(session.one("TURN 7,7"), "ERROR")) << "no START yet";
  session.send({"START 15", "TURN 7,7"});
  EXPECT_TRUE(startsWith(session.one("TURN 7,7"), "ERROR")) << "occupied";
  EXPECT_TRUE(startsWith(session.one("TURN 15,3"), "ERROR")) << "off the board";
  EXPECT_TRUE(startsWith(session.one("TURN -1,3"), "ERROR")) << "off the board";
  EXPECT_TRUE(startsWith(session.one("TURN seven"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("TURN 1,2,3"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("FROBNICATE"), "UNKNOWN"));
  EXPECT_NE(moveOf(session.one("TURN 3,3")), kNoPoint);
  EXPECT_TRUE(session.running());
}

TEST(GomocupBrain, BoardIsAPositionToPlayOn) {
  Session session;
  session.send({"START 15"});
  // Four of the brain's own in a row, open at both ends: it completes the five.
  auto answers = session.send(
      {"BOARD", "7,7,1", "0,0,2", "8,7,1", "0,2,2", "9,7,1", "0,4,2", "10,7,1", "14,14,2", "DONE"});
  ASSERT_EQ(answers.size(), 1u);
  Point p = moveOf(answers[0]);
  EXPECT_TRUE(p == (Point{6, 7}) || p == (Point{11, 7})) << answers[0];
}

TEST(GomocupBrain, BoardBlocksTheOpponentsFour) {
  Session session;
  session.send({"START 15"});
  // The opponent (field 2) has four with one end open; the brain must take the other.
  auto answers =
      session.send({"BOARD", "3,3,2", "10,10,1", "4,3,2", "11,12,1", "5,3,2", "2,3,1", "6,3,2", "DONE"});
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(moveOf(answers[0]), (Point{7, 3}));
}

TEST(GomocupBrain, BadLinesInsideBoardGetErrorsAndTheRestStillCounts) {
  Session session;
  session.send({"START 15"});
  auto answers = session.send({"BOARD", "7,7,1", "7,7,2", "20,3,1", "3,3,5", "nonsense", "DONE"});
  ASSERT_EQ(answers.size(), 5u);
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(startsWith(answers[i], "ERROR")) << answers[i];
  Point p = moveOf(answers[4]);
  EXPECT_NE(p, kNoPoint) << answers[4];
  EXPECT_NE(p, (Point{7, 7}));
}

TEST(GomocupBrain, TakebackRemovesAStone) {
  Session session;
  session.send({"START 15"});
  EXPECT_EQ(session.one("BEGIN"), "7,7");
  EXPECT_EQ(session.one("TAKEBACK 7,7"), "OK");
  EXPECT_TRUE(startsWith(session.one("TAKEBACK 7,7"), "ERROR")) << "no stone there any more";
  EXPECT_TRUE(startsWith(session.one("TAKEBACK x"), "ERROR"));
  EXPECT_EQ(session.one("BEGIN"), "7,7") << "the board is empty again";
}

TEST(GomocupBrain, RestartEmptiesTheBoard) {
  Session session;
  session.send({"START 15", "BEGIN"});
  EXPECT_EQ(session.one("RESTART"), "OK");
  EXPECT_EQ(session.one("BEGIN"), "7,7");
}

TEST(GomocupBrain, InfoIsSilentAndUnknownKeysAreIgnored) {
  Session session;
  session.send({"START 15"});
  EXPECT_TRUE(session
                  .send({"INFO timeout_turn 1000", "INFO timeout_match 100000", "INFO time_left 99000",
                         "INFO max_memory 83886080", "INFO game_type 1", "INFO rule 4", "INFO folder /tmp",
                         "INFO evaluate 3,3", "INFO level easy", "INFO"})
                  .empty());
  EXPECT_TRUE(startsWith(session.one("INFO timeout_turn soon"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("INFO level genius"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("INFO rule 8"), "MESSAGE"));
}

// The Beginner level by name or as 5 (its number in saves), and it blocks a four as any level does.
TEST(GomocupBrain, TakesTheBeginnerLevelByNameOrNumber) {
  for (const char* level : {"INFO level beginner", "INFO level 5"}) {
    Session session;
    session.send({"START 15", level});
    EXPECT_EQ(session.one("INFO level 6").rfind("ERROR", 0), 0u);
    EXPECT_EQ(
        session.send({"BOARD", "2,3,1", "3,3,2", "10,10,1", "4,3,2", "12,12,1", "5,3,2", "6,3,2", "DONE"}),
        std::vector<std::string>{"7,3"});
  }
}

// Yixin Board's YXNBEST N: N lines, each a MESSAGE with its depth, score, winning chance and line,
// then the best move, which is not played: asked again, the position is the same.
TEST(GomocupBrain, YxnbestSaysTheBestLinesAndPlaysNothing) {
  BrainOptions master;
  master.level = ai::Level::Master;
  Session session(master);
  session.send({"START 15", "INFO timeout_turn 600", "YXBOARD", "7,7,2", "8,8,1", "DONE"});
  for (int asked = 0; asked < 2; ++asked) {
    const std::vector<std::string> answers = session.send({"YXNBEST 3"});
    ASSERT_EQ(answers.size(), 4u) << ::testing::PrintToString(answers);
    for (int k = 0; k < 3; ++k) {
      EXPECT_TRUE(startsWith(answers[k], "MESSAGE multipv " + std::to_string(k + 1) + " depth "))
          << answers[k];
      EXPECT_NE(answers[k].find("% pv "), std::string::npos) << answers[k];
    }
    const Point move = moveOf(answers[3]);
    EXPECT_NE(move, kNoPoint) << answers[3];
    EXPECT_NE(answers[3], "7,7");
    EXPECT_NE(answers[3], "8,8");
  }
  EXPECT_TRUE(startsWith(session.one("YXNBEST 0"), "ERROR"));
  Session easy;
  easy.send({"START 15", "YXBOARD", "7,7,2", "DONE"});
  const std::vector<std::string> one = easy.send({"YXNBEST 2"});
  ASSERT_EQ(one.size(), 2u) << ::testing::PrintToString(one);  // a level without a search: its move
  EXPECT_TRUE(startsWith(one[0], "MESSAGE multipv 1 ")) << one[0];
}

TEST(GomocupBrain, AboutNamesTheBrain) {
  Session session;
  std::string about = session.one("ABOUT");
  EXPECT_TRUE(startsWith(about, "name=\"gomoku\", version=\"")) << about;
  EXPECT_NE(about.find("author=\""), std::string::npos);
  EXPECT_NE(about.find("country=\""), std::string::npos);
}

TEST(GomocupBrain, EndStopsTheBrainEvenInsideABoard) {
  Session a;
  a.send({"START 15", "END"});
  EXPECT_FALSE(a.running());
  Session b;
  b.send({"START 15", "BOARD", "7,7,1", "end"});
  EXPECT_FALSE(b.running());
}

// Black (the brain, field 1, as many stones as white) on d8 e8 f9 f10: f8 makes two open threes.
const std::vector<std::string> kDoubleThreeForBlack{"YXBOARD", "3,7,1",  "0,14,2", "4,7,1",  "0,12,2",
                                                    "5,6,1",   "0,10,2", "5,5,1",  "14,0,2", "DONE"};

TEST(GomocupBrain, YixinBoardSetsAPositionWithoutThinking) {
  Session session;
  session.send({"START 15", "INFO rule 4"});
  EXPECT_TRUE(session.send(kDoubleThreeForBlack).empty());
  EXPECT_EQ(session.one("YXSHOWFORBID"), "FORBID 0507.");
}

TEST(GomocupBrain, ShowForbidIsEmptyOutsideRenjuAndOnAQuietBoard) {
  Session session;
  session.send({"START 15"});
  session.send(kDoubleThreeForBlack);
  EXPECT_EQ(session.one("YXSHOWFORBID"), "FORBID .") << "freestyle forbids nothing";
  session.send({"INFO rule 4", "RESTART"});
  EXPECT_EQ(session.one("YXSHOWFORBID"), "FORBID .");
}

// An engine that plays one fixed point, legal or not, and remembers the limits and resources it
// was given.
class StubbornEngine final : public ai::Engine {
 public:
  StubbornEngine(Point move, ai::SearchLimits* seen, ai::EngineResources* resources)
      : move_(move), seen_(seen), resources_(resources) {}
  ai::SearchResult think(const Board&, Rule, const ai::SearchLimits& limits) override {
    if (seen_) *seen_ = limits;
    ai::SearchResult result;
    result.move = move_;
    return result;
  }
  void setResources(const ai::EngineResources& resources) override {
    if (resources_) *resources_ = resources;
  }

 private:
  Point move_;
  ai::SearchLimits* seen_;
  ai::EngineResources* resources_;
};

BrainOptions stubborn(Point move, ai::SearchLimits* seen = nullptr,
                      ai::EngineResources* resources = nullptr) {
  BrainOptions options;
  options.makeEngine = [move, seen, resources](ai::Level, std::uint64_t) {
    return std::make_unique<StubbornEngine>(move, seen, resources);
  };
  return options;
}

TEST(GomocupBrain, NeverPlaysAnOccupiedPointEvenWhenTheEngineDoes) {
  Session session(stubborn({7, 7}));
  session.send({"START 15"});
  Point p = moveOf(session.one("TURN 7,7"));
  EXPECT_NE(p, kNoPoint);
  EXPECT_NE(p, (Point{7, 7}));
}

TEST(GomocupBrain, NeverPlaysAForbiddenPointForBlackEvenWhenTheEngineDoes) {
  Session session(stubborn({5, 7}));
  session.send({"START 15", "INFO rule 4"});
  auto board = kDoubleThreeForBlack;
  board.front() = "BOARD";
  auto answers = session.send(board);
  ASSERT_EQ(answers.size(), 1u);
  Point p = moveOf(answers[0]);
  EXPECT_NE(p, kNoPoint) << answers[0];
  EXPECT_NE(p, (Point{5, 7}));
}

TEST(GomocupBrain, NeverPlaysOffTheBoard) {
  Session session(stubborn(kNoPoint));
  session.send({"START 7"});
  EXPECT_EQ(session.one("BEGIN"), "3,3");
}

TEST(GomocupBrain, TimeLimitsComeFromInfo) {
  ai::SearchLimits seen;
  Session session(stubborn({0, 0}, &seen));
  session.send({"START 15", "BEGIN"});
  EXPECT_EQ(seen.turnTime, std::chrono::milliseconds(5000)) << "the default when the manager sets none";
  EXPECT_FALSE(seen.timeLeft.has_value());

  session.send(
      {"RESTART", "INFO timeout_turn 300", "INFO timeout_match 180000", "INFO time_left 170000", "BEGIN"});
  EXPECT_EQ(seen.turnTime, std::chrono::milliseconds(300));
  EXPECT_EQ(seen.timeLeft, std::chrono::milliseconds(170000));

  session.send({"RESTART", "INFO time_left 120", "BEGIN"});
  EXPECT_EQ(seen.turnTime, std::chrono::milliseconds(120)) << "never more than the match has left";

  session.send({"RESTART", "INFO timeout_match 0", "INFO time_left 2147483647", "BEGIN"});
  EXPECT_EQ(seen.turnTime, std::chrono::milliseconds(300));
  EXPECT_FALSE(seen.timeLeft.has_value()) << "timeout_match 0 is a match without a limit";

  session.send({"RESTART", "INFO timeout_turn 0", "BEGIN"});
  EXPECT_LT(seen.turnTime, std::chrono::milliseconds(300)) << "0 is: play as fast as possible";
}

TEST(GomocupBrain, MaxNodeLimitsEverySearch) {
  ai::SearchLimits seen;
  Session session(stubborn({0, 0}, &seen));
  session.send({"START 15", "BEGIN"});
  EXPECT_FALSE(seen.maxNodes.has_value()) << "no limit unless asked";
  EXPECT_TRUE(session.send({"RESTART", "INFO max_node 20000"}).size() == 1) << "INFO is silent";
  session.send({"BEGIN"});
  EXPECT_EQ(seen.maxNodes, 20000u);
  session.send({"RESTART", "INFO max_node 0", "BEGIN"});
  EXPECT_FALSE(seen.maxNodes.has_value()) << "0 is no limit";
  EXPECT_TRUE(startsWith(session.one("INFO max_node -5"), "ERROR"));
  EXPECT_TRUE(startsWith(session.one("INFO max_node many"), "ERROR"));
}

TEST(GomocupBrain, MaxMemorySizesTheTableWithinIt) {
  ai::EngineResources resources;
  Session session(stubborn({0, 0}, nullptr, &resources));
  session.send({"START 15", "INFO max_memory 83886080"});
  EXPECT_GT(resources.tableBytes, 0u);
  EXPECT_LE(resources.tableBytes, 83886080u / 2) << "room is left for the rest of the brain";
  session.send({"INFO max_memory 0"});
  EXPECT_EQ(resources.tableBytes, 0u) << "0 is no limit: the engine's own default";
  session.send({"INFO max_memory 68719476736"});
  EXPECT_LE(resources.tableBytes, std::size_t{256} << 20) << "a huge limit is not a reason for a huge table";
  EXPECT_TRUE(startsWith(session.one("INFO max_memory -1"), "ERROR"));
}

TEST(GomocupBrain, ThreadNumIsPassedToTheEngineAndKeptAcrossLevels) {
  ai::EngineResources resources;
  Session session(stubborn({0, 0}, nullptr, &resources));
  session.send({"START 15", "INFO thread_num 2"});
  EXPECT_EQ(resources.threads, 2);
  resources = {};
  session.send({"INFO level hard"});
  EXPECT_EQ(resources.threads, 2) << "a new level's engine gets the same resources";
  EXPECT_TRUE(startsWith(session.one("INFO thread_num two"), "ERROR"));
}

}  // namespace
}  // namespace gomoku::cli
