// The player's record against the computer: counted once a game, kept in statistics.toml beside
// the settings, and a file that cannot be read is moved aside rather than written over.
#include "app/statistics.h"

#include <fstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

TEST(StatisticsFile, WrittenTalliesReadBackTheSame) {
  Statistics s;
  s.count("gomoku-easy", GameResult::Won);
  s.count("gomoku-easy", GameResult::Won);
  s.count("gomoku-master", GameResult::Lost);
  s.count("gomoku-master", GameResult::Drawn);
  EXPECT_EQ(s.byOpponent["gomoku-easy"], (Tally{2, 0, 0, 2}));
  EXPECT_EQ(s.byOpponent["gomoku-master"], (Tally{0, 1, 1, 0}));  // a draw ends a run
  auto back = parseStatistics(formatStatistics(s));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, s);
}

TEST(StatisticsFile, DamagedCountsAndStrangeKeysAreSkipped) {
  auto s = parseStatistics(
      "[gomoku-hard]\nwins = -3\nlosses = 2\ndraws = \"many\"\n"
      "[\"gomoku hard\"]\nwins = 1\n[gomoku-easy]\nwins = 99999999999\n[gomoku-medium]\nwins = 1.5\n"
      "stray = 4\n");
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->byOpponent.size(), 1u);
  EXPECT_EQ(s->byOpponent["gomoku-hard"], (Tally{0, 2, 0}));
  EXPECT_FALSE(parseStatistics("[gomoku-easy\nwins = 1\n"));
}

class Record : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    options_.makeEngine = [](ai::Level, std::uint64_t) { return std::make_unique<RowEngine>(); };
    writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=hard\ncomputer_colour=white\n");
  }
  void playAgainstTheRow(std::initializer_list<const char*> moves) {
    for (const char* move : moves) {
      const std::size_t before = game().moves().size();
      play({move});
      if (game().isOver()) return;
      ASSERT_TRUE(runUntil([&] { return game().moves().size() == before + 2 || game().isOver(); }));
    }
  }
  // Wins `games` games in a row against the row engine, the first in the game open.
  void winAndStartAgain(int games);
  Tally hard() const {
    return app_->statistics().byOpponent.contains("gomoku-hard")
               ? app_->statistics().byOpponent.at("gomoku-hard")
               : Tally{};
  }
};

TEST_F(Record, AWonAndALostGameAreCountedOnceAndKept) {
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  playAgainstTheRow({"h8", "i8", "j8", "k8", "l8"});
  ASSERT_EQ(game().outcome(), Outcome::BlackWins);
  EXPECT_EQ(hard(), (Tally{1, 0, 0, 1}));
  // Taking the winning move back and playing it again is the same game.
  key(SDLK_z, KMOD_LCTRL);
  ASSERT_FALSE(game().isOver());
  play({"l8"});
  ASSERT_TRUE(game().isOver());
  EXPECT_EQ(hard(), (Tally{1, 0, 0, 1}));

  ASSERT_TRUE(clickButton("New game"));
  frames(1);
  ASSERT_TRUE(game().moves().empty());
  playAgainstTheRow({"h8", "j10", "l12", "n14", "g3"});
  ASSERT_EQ(game().outcome(), Outcome::WhiteWins);
  EXPECT_EQ(hard(), (Tally{1, 1, 0, -1}));

  // Kept for the next run.
  close();
  open();
  EXPECT_EQ(hard(), (Tally{1, 1, 0, -1}));
}

void Record::winAndStartAgain(int games) {
  for (int i = 0; i < games; ++i) {
    if (i > 0) {
      ASSERT_TRUE(clickButton("New game"));
      frames(1);
    }
    playAgainstTheRow({"h8", "i8", "j8", "k8", "l8"});
    ASSERT_EQ(game().outcome(), Outcome::BlackWins);
  }
}

TEST_F(Record, ThreeWinsInARowOfferTheLevelAboveForTheNextGame) {
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  winAndStartAgain(2);
  EXPECT_EQ(topScene(), "Game");
  ASSERT_TRUE(clickButton("New game"));
  frames(1);
  winAndStartAgain(1);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Three wins in a row at Hard! Play at Master from the next game?"),
            std::string::npos)
      << textDrawn();
  ASSERT_TRUE(clickButton("Play at Master"));
  frames(1);
  EXPECT_EQ(app_->settings().computerLevel, ai::Level::Master);
  // The game played stays as it was, at Hard; the run counts afresh.
  EXPECT_EQ(game().player(Stone::White).level, static_cast<int>(ai::Level::Hard));
  EXPECT_EQ(hard(), (Tally{3, 0, 0, 0}));
  ASSERT_TRUE(clickButton("New game"));
  frames(1);
  EXPECT_EQ(game().player(Stone::White).level, static_cast<int>(ai::Level::Master));
}

TEST_F(Record, ThreeLossesInARowOfferTheLevelBelowAndStayingKeepsTheLevel) {
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  for (int i = 0; i < 3; ++i) {
    if (i > 0) {
      ASSERT_TRUE(clickButton("New game"));
    }
    frames(1);
    playAgainstTheRow({"h8", "j10", "l12", "n14", "g3"});
    ASSERT_EQ(game().outcome(), Outcome::WhiteWins);
  }
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Three losses in a row at Hard. Play at Medium from the next game?"),
            std::string::npos)
      << textDrawn();
  // It opens on Stay: Enter, pressed for the game as the question came, changes nothing.
  key(SDLK_RETURN);
  frames(1);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(app_->settings().computerLevel, ai::Level::Hard);
  EXPECT_EQ(hard(), (Tally{0, 3, 0, 0}));
}

TEST_F(Record, NoLevelIsOfferedAboveMaster) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=master\ncomputer_colour=white\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  winAndStartAgain(3);
  EXPECT_EQ(topScene(), "Game");
  EXPECT_EQ(app_->statistics().byOpponent.at("gomoku-master"), (Tally{3, 0, 0, 3}));
}

TEST_F(Record, AGameBetweenTwoPeopleIsNotCounted) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "a1", "i8", "b1", "j8", "c1", "k8", "d1", "l8"});
  ASSERT_TRUE(game().isOver());
  EXPECT_TRUE(app_->statistics().byOpponent.empty());
  EXPECT_FALSE(std::filesystem::exists(prefFolder_ / "statistics.toml"));
}

TEST_F(Record, AFileThatCannotBeReadIsMovedAsideAndCountingGoesOn) {
  std::ofstream(prefFolder_ / "statistics.toml") << "[gomoku-hard\nwins = 40\n";
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  EXPECT_TRUE(std::filesystem::exists(prefFolder_ / "statistics.unread.toml"));
  bool told = false;
  for (const auto& line : gameScene().log().lines())
    told = told || GameLog::spell(Language::English, line).starts_with("Your record was not read");
  EXPECT_TRUE(told);
  playAgainstTheRow({"h8", "i8", "j8", "k8", "l8"});
  EXPECT_EQ(hard(), (Tally{1, 0, 0, 1}));
  std::ifstream kept(prefFolder_ / "statistics.unread.toml");
  std::string first;
  std::getline(kept, first);
  EXPECT_EQ(first, "[gomoku-hard");  // the damaged file as it was
}

}  // namespace
}  // namespace gomoku::app::testing
