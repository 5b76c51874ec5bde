// A new game after a finished one: asked by either side, started by the host once both agree, with
// the colours swapped, in Gomoku and in Go; declined, nothing changes.
#include <gtest/gtest.h>

#include <chrono>
#include <functional>

#include "loopback.h"
#include "session/online_match.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using Kind = OnlineEvent::Kind;

struct Pair : TwoSides {
  explicit Pair(OnlineSetup setup) {
    auto hosted = OnlineMatch::host(0, setup, named("alice"));
    EXPECT_TRUE(hosted.ok());
    host = std::move(hosted.value());
    joiner = OnlineMatch::join("127.0.0.1", host->port(), named("bob"));
  }
  std::size_t moves(const OnlineMatch& side) const {
    return side.playingGo() ? side.goGame()->moveCount() : side.game()->moves().size();
  }
};

void playsAgainWithTheColoursSwapped(OnlineSetup setup) {
  Pair pair(setup);
  ASSERT_TRUE(pair.until([&] { return pair.joiner->hasGame() && pair.host->ourTurn(); }));
  EXPECT_FALSE(pair.host->askRematch());  // not before the game is over
  pair.host->resign();
  ASSERT_TRUE(pair.until([&] { return pair.joiner->isOver(); }));
  ASSERT_TRUE(pair.joiner->askRematch());
  EXPECT_FALSE(pair.joiner->askRematch());  // asked once
  ASSERT_TRUE(pair.until([&] { return pair.host->rematchAsked(); }));
  EXPECT_TRUE(Pair::saw(pair.hostSaw, Kind::RematchAsked));
  EXPECT_TRUE(pair.host->isOver());  // nothing starts before the host agrees
  pair.host->answerRematch(true);
  ASSERT_TRUE(pair.until([&] { return !pair.joiner->isOver() && pair.joiner->ourTurn(); }));
  EXPECT_FALSE(pair.host->isOver());
  EXPECT_EQ(pair.host->ourColour(), Stone::White);
  EXPECT_EQ(pair.joiner->ourColour(), Stone::Black);
  EXPECT_EQ(pair.moves(*pair.host), 0u);
  EXPECT_EQ(pair.moves(*pair.joiner), 0u);
  // The new game is played: the joiner, Black now, moves first.
  const Point centre{setup.boardSize / 2, setup.boardSize / 2};
  const bool played =
      setup.kind == net::GameKind::Go
          ? pair.joiner->play(go::Move::play(centre)).result == OnlineMatch::PlayResult::Played
          : pair.joiner->play(centre).result == OnlineMatch::PlayResult::Played;
  ASSERT_TRUE(played);
  ASSERT_TRUE(pair.until([&] { return pair.moves(*pair.host) == 1; }));
}

TEST(OnlineRematch, AFinishedGameOfGomokuIsPlayedAgainWithTheColoursSwapped) {
  playsAgainWithTheColoursSwapped(OnlineSetup{Rule::Renju, 15, Stone::Black});
}

TEST(OnlineRematch, AFinishedGameOfGoIsPlayedAgainWithTheColoursSwapped) {
  OnlineSetup go;
  go.kind = net::GameKind::Go;
  go.boardSize = 9;
  playsAgainWithTheColoursSwapped(go);
}

TEST(OnlineRematch, ADeclinedRematchLeavesTheFinishedGame) {
  Pair pair(OnlineSetup{Rule::Freestyle, 15, Stone::Black});
  ASSERT_TRUE(pair.until([&] { return pair.joiner->hasGame() && pair.host->ourTurn(); }));
  pair.joiner->resign();
  ASSERT_TRUE(pair.until([&] { return pair.host->isOver(); }));
  ASSERT_TRUE(pair.host->askRematch());
  ASSERT_TRUE(pair.until([&] { return pair.joiner->rematchAsked(); }));
  pair.joiner->answerRematch(false);
  ASSERT_TRUE(pair.until([&] { return Pair::saw(pair.hostSaw, Kind::RematchDeclined); }));
  EXPECT_FALSE(pair.host->rematchRequested());
  EXPECT_TRUE(pair.host->isOver());
  EXPECT_TRUE(pair.joiner->isOver());
  EXPECT_EQ(pair.host->ourColour(), Stone::Black);
}

}  // namespace
}  // namespace gomoku::session
