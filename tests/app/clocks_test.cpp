// The players' clocks in the window, on a time the test moves by hand: the last ten seconds shown
// in red, the clocks still through the opening, a loss on time counted in the statistics, and
// network games kept out of them.
#include <filesystem>
#include <vector>

#include "app/scenes/network_scene.h"
#include "app_fixture.h"
#include "session/fake_time.h"
#include "session/online_match.h"

namespace gomoku::app::testing {
namespace {

using namespace std::chrono_literals;

class Clocks : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    options_.now = time_.source();
    options_.makeEngine = [](ai::Level, std::uint64_t) { return std::make_unique<RowEngine>(); };
  }
  // The clock's red (game_panel.cpp) under the side's clock on the panel: the Black row's clock
  // ends 10 pixels from the right edge of the panel (x 730, 530 wide), on the row at y = 202
  // (White's at 234).
  bool redClock(Stone side) {
    const float right = 730 + 530 - 10;
    const float top = side == Stone::Black ? 202 : 234;
    for (float y = top + 4; y < top + 24; y += 1)
      for (float x = right - 60; x < right; x += 1) {
        const SDL_Color c = pixelAt(x, y);
        if (c.r > 200 && c.g > 90 && c.g < 150 && c.b > 70 && c.b < 130) return true;
      }
    return false;
  }
  session::Millis left(Stone side) const { return app_->match()->clock().left(side); }

  session::FakeTime time_;
};

TEST_F(Clocks, TheLastTenSecondsAreShownInRed) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\nclock=1m\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  // White's move starts Black's clock at once (the frames' updates run on the real clock).
  play({"h8", "h9"});
  time_.pass(49s);
  frames(1);
  EXPECT_NE(textDrawn().find("0:11"), std::string::npos) << textDrawn();
  EXPECT_FALSE(redClock(Stone::Black));
  time_.pass(2s);
  frames(1);
  EXPECT_NE(textDrawn().find("0:09"), std::string::npos) << textDrawn();
  EXPECT_TRUE(redClock(Stone::Black));
  EXPECT_FALSE(redClock(Stone::White));  // not running
}

// Under swap2 the three stones and the choice of colour are the opening's, not one side's moves:
// no clock runs until it is over.
TEST_F(Clocks, TheClocksStartOnlyAfterTheOpening) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\nclock=1m\nopening=swap2\nrule=renju\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  for (const char* stone : {"h8", "h9", "i8"}) {
    time_.pass(20s);
    play({stone});
  }
  time_.pass(20s);
  ASSERT_EQ(game().openingStep().kind, OpeningStep::Kind::Choose);
  ASSERT_TRUE(clickButton("Take White"));
  frames(1);
  ASSERT_EQ(game().openingStep().kind, OpeningStep::Kind::Play);
  EXPECT_EQ(left(Stone::Black), 60s);
  EXPECT_EQ(left(Stone::White), 60s);
  EXPECT_FALSE(game().isOver());
  // From here each side pays for its own thinking: White's fourth stone starts Black's clock.
  play({"j10"});
  ASSERT_EQ(game().moves().size(), 4u);
  time_.pass(5s);
  EXPECT_EQ(left(Stone::Black), 55s);
  EXPECT_EQ(left(Stone::White), 60s);
}

TEST_F(Clocks, ALossOnTimeIsCountedInTheStatistics) {
  writeSettings(
      "language=en\nfullscreen=off\nmusic=off\nclock=1m\ncomputer_level=hard\ncomputer_colour=white\n");
  open();
  ASSERT_TRUE(clickButton("Play vs Computer"));
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 2; }));
  time_.pass(61s);  // the person, Black, thinks too long
  ASSERT_TRUE(runUntil([&] { return game().isOver(); }));
  EXPECT_TRUE(game().lostOnTime());
  ASSERT_TRUE(app_->statistics().byOpponent.contains("gomoku-hard"));
  EXPECT_EQ(app_->statistics().byOpponent.at("gomoku-hard"), (Tally{0, 1, 0, -1}));
  close();
  open();
  ASSERT_TRUE(app_->statistics().byOpponent.contains("gomoku-hard"));
  EXPECT_EQ(app_->statistics().byOpponent.at("gomoku-hard"), (Tally{0, 1, 0, -1}));
}

// A game with a friend over the network is no game against the computer: lost on time or by
// resigning, it is not counted.
TEST_F(Clocks, NetworkGamesAreKeptOutOfTheStatistics) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
  open();
  NetworkOptions options;
  options.announceTo = {};
  options.discoveryPort = 0;
  app_->scenes().push(std::make_unique<NetworkScene>(*app_, options));
  frames(1);
  auto& network = dynamic_cast<NetworkScene&>(*app_->scenes().top());
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network.phase(), NetworkScene::Phase::Waiting) << network.problem();
  net::LinkOptions link;
  link.name = "friend";
  link.code = network.online()->gameCode();
  auto friendGame = session::OnlineMatch::join("127.0.0.1", network.online()->port(), link);
  auto both = [&](const std::function<bool()>& done) {
    return runUntil([&] {
      friendGame->update();
      return done();
    });
  };
  ASSERT_TRUE(both([&] { return playingOnline() && friendGame->game(); }));
  const Vec2 c = onlineGame().view().centre({7, 7});
  const SDL_FPoint w = toWindow(c.x, c.y);
  click(w.x, w.y);
  ASSERT_TRUE(both([&] { return friendGame->game()->moves().size() == 1; }));
  friendGame->resign();
  ASSERT_TRUE(both([&] { return onlineGame().online()->isOver(); }));
  frames(2);
  EXPECT_TRUE(app_->statistics().byOpponent.empty());
  EXPECT_FALSE(std::filesystem::exists(prefFolder_ / "statistics.toml"));
}

}  // namespace
}  // namespace gomoku::app::testing
