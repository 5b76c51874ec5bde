// Go between two copies of the game in one process, over the loopback: a whole game to the count,
// the dead stones declined then agreed, a reconnection resumed with its passes, a handicap game,
// and a peer's ko retake and occupied point refused while the game stays.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "core/go/vertex.h"
#include "loopback.h"
#include "net/protocol.h"
#include "session/online_match.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using Kind = OnlineEvent::Kind;

// Generous: a passing test never waits this long, a loaded sanitizer build may need seconds.
OnlineSetup goSetup(int size, int handicap = 0) {
  OnlineSetup setup;
  setup.kind = net::GameKind::Go;
  setup.boardSize = size;
  setup.komi = handicap > 0 ? 0.5 : 6.5;
  setup.handicap = handicap;
  setup.hostColour = Stone::Black;
  return setup;
}

// "E5 pass C3 ": the moves as the Go screens write them.
std::string record(const go::Game& game) {
  std::string text;
  for (const go::Game::Turn& turn : game.turns()) text += go::moveText(turn.move, game.boardSize()) + " ";
  return text;
}

// Both sides of a game of Go, with what each has been told.
struct GoTable : TwoSides {
  explicit GoTable(OnlineSetup setup = goSetup(9)) {
    auto hosted = OnlineMatch::host(0, setup, named("alice"));
    EXPECT_TRUE(hosted.ok()) << (hosted.ok() ? "" : hosted.error());
    host = std::move(hosted.value());
    rejoin();
  }
  void rejoin() { joiner = OnlineMatch::join("127.0.0.1", host->port(), named("bob")); }

  bool inStep() {
    return until([this] {
      return joiner->goGame() && joiner->connected() && host->connected() &&
             record(*joiner->goGame()) == record(*host->goGame()) &&
             (joiner->ourTurn() || host->ourTurn() || host->countingDead() || host->isOver());
    });
  }
  // `side` plays `move` (a vertex such as E5, or pass) when its turn comes.
  void play(OnlineMatch& side, const std::string& move) {
    ASSERT_TRUE(until([&] { return side.ourTurn(); })) << "never " << move << "'s turn";
    go::Move m = go::Move::pass();
    if (move != "pass") {
      auto p = go::parseVertex(move, side.goGame()->boardSize());
      ASSERT_TRUE(p) << move;
      m = go::Move::play(*p);
    }
    ASSERT_EQ(side.play(m).result, OnlineMatch::PlayResult::Played) << move;
  }
  void playAll(const std::vector<std::string>& moves) {
    for (const std::string& move : moves) {
      OnlineMatch& side = host->goGame()->sideToMove() == host->ourColour() ? *host : *joiner;
      ASSERT_TRUE(until([&] { return side.ourTurn() || &side == host.get(); }));
      play(side, move);
      ASSERT_TRUE(until([&] { return record(*joiner->goGame()) == record(*host->goGame()); }));
    }
  }
};

Point at(const char* vertex, int size = 9) {
  return *go::parseVertex(vertex, size);
}

TEST(OnlineGo, TwoPlayersPlayAWholeGameToTheCount) {
  GoTable table;
  ASSERT_TRUE(table.inStep());
  ASSERT_TRUE(table.joiner->playingGo());
  EXPECT_EQ(table.joiner->ourColour(), Stone::White);
  EXPECT_EQ(table.joiner->goGame()->boardSize(), 9);
  EXPECT_EQ(table.joiner->goGame()->komi(), 6.5);
  // White's corner stone is captured, White's G7 is left for dead, and both pass.
  table.playAll({"E5", "A1", "B1", "G7", "A2", "pass", "pass"});
  EXPECT_EQ(record(*table.joiner->goGame()), "E5 A1 B1 G7 A2 pass pass ");
  EXPECT_EQ(table.joiner->goGame()->captures(Stone::Black), 1);
  ASSERT_TRUE(table.until([&] { return table.joiner->countingDead() && table.host->countingDead(); }));
  EXPECT_FALSE(table.host->ourTurn());
  EXPECT_FALSE(table.joiner->offerDraw());  // no draw offers in Go
  ASSERT_TRUE(table.host->proposeDead({at("G7")}));
  ASSERT_TRUE(table.until([&] { return table.joiner->deadProposal().has_value(); }));
  EXPECT_EQ(*table.joiner->deadProposal(), std::vector<Point>{at("G7")});
  ASSERT_TRUE(table.joiner->answerDead(true));
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  ASSERT_TRUE(table.host->score() && table.joiner->score());
  // Black's area is the whole board (G7 lifted); White has the komi.
  EXPECT_EQ(table.host->score()->text(), "B+74.5");
  EXPECT_EQ(table.joiner->score()->text(), "B+74.5");
  EXPECT_EQ(table.host->conclusion(), "Black wins by 74.5 (B+74.5)");
  EXPECT_EQ(table.joiner->conclusion(), table.host->conclusion());
  EXPECT_TRUE(GoTable::saw(table.hostSaw, Kind::DeadAnswered));
}

TEST(OnlineGo, DeclinedDeadStonesTakeBackTheSecondPassAndPlayGoesOn) {
  GoTable table;
  ASSERT_TRUE(table.inStep());
  table.playAll({"E5", "G7", "pass", "pass"});
  ASSERT_TRUE(table.until([&] { return table.joiner->countingDead(); }));
  ASSERT_TRUE(table.host->proposeDead({at("G7")}));
  EXPECT_FALSE(table.host->proposeDead({}));  // one proposal at a time
  ASSERT_TRUE(table.until([&] { return table.joiner->deadProposal().has_value(); }));
  ASSERT_TRUE(table.joiner->answerDead(false));
  // White passed second: White moves again, and both see the same record.
  EXPECT_TRUE(table.joiner->ourTurn());
  ASSERT_TRUE(table.until([&] { return GoTable::saw(table.hostSaw, Kind::DeadAnswered); }));
  EXPECT_EQ(record(*table.host->goGame()), "E5 G7 pass ");
  EXPECT_FALSE(table.host->countingDead());
  EXPECT_FALSE(table.host->isOver());
  table.playAll({"G3", "pass", "pass"});
  ASSERT_TRUE(table.until([&] { return table.joiner->countingDead(); }));
  ASSERT_TRUE(table.host->proposeDead({}));
  ASSERT_TRUE(table.until([&] { return table.joiner->deadProposal().has_value(); }));
  ASSERT_TRUE(table.joiner->answerDead(true));
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  EXPECT_EQ(table.host->score()->text(), table.joiner->score()->text());
}

TEST(OnlineGo, AReconnectionResumesTheSamePositionWithItsPasses) {
  GoTable table;
  ASSERT_TRUE(table.inStep());
  table.playAll({"E5", "pass", "C3", "D4"});
  table.host->dropConnection();
  ASSERT_TRUE(table.until([&] { return GoTable::saw(table.joinerSaw, Kind::Lost); }));
  ASSERT_TRUE(table.inStep());
  table.playAll({"pass"});
  table.joiner.reset();  // the joining program is closed, and started again
  table.rejoin();
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(record(*table.joiner->goGame()), "E5 pass C3 D4 pass ");
  EXPECT_EQ(table.joiner->goGame()->board(), table.host->goGame()->board());
  EXPECT_TRUE(table.joiner->ourTurn());
  // A pass now ends play: the two passes in a row count across the reconnection.
  table.playAll({"pass"});
  ASSERT_TRUE(table.until([&] { return table.joiner->countingDead() && table.host->countingDead(); }));
}

TEST(OnlineGo, ACountedGameIsKeptForAJoinerStartedAgain) {
  GoTable table;
  ASSERT_TRUE(table.inStep());
  table.playAll({"E5", "G7", "pass", "pass"});
  ASSERT_TRUE(table.until([&] { return table.joiner->countingDead(); }));
  ASSERT_TRUE(table.host->proposeDead({at("G7")}));
  ASSERT_TRUE(table.until([&] { return table.joiner->deadProposal().has_value(); }));
  ASSERT_TRUE(table.joiner->answerDead(true));
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  table.joiner.reset();
  table.rejoin();
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(table.joiner->conclusion(), table.host->conclusion());
  EXPECT_EQ(table.joiner->agreedDead(), std::vector<Point>{at("G7")});
}

TEST(OnlineGo, AHandicapGameStartsWithTheStonesAndWhiteMoves) {
  GoTable table(goSetup(9, 2));
  ASSERT_TRUE(table.inStep());
  const go::Game& game = *table.joiner->goGame();
  EXPECT_EQ(game.setupStones(Stone::Black).size(), 2u);
  EXPECT_EQ(game.komi(), 0.5);
  EXPECT_TRUE(table.joiner->ourTurn());  // White, the joiner, moves first
  table.playAll({"E5", "pass", "C5"});
  EXPECT_EQ(record(*table.host->goGame()), "E5 pass C5 ");
  // An undo request takes back the asker's last move and the reply to it.
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  ASSERT_TRUE(table.host->askUndo());
  ASSERT_TRUE(table.until([&] { return table.joiner->undoAsked(); }));
  EXPECT_EQ(table.joiner->answerUndo(true).size(), 2u);
  ASSERT_TRUE(table.until([&] { return table.host->goGame()->moveCount() == 1; }));
  EXPECT_TRUE(table.host->ourTurn());
}

TEST(OnlineGo, AGameTheRulesRefuseIsNotHosted) {
  EXPECT_FALSE(OnlineMatch::host(0, goSetup(9, 1), named("alice")).ok());  // one handicap stone
  OnlineSetup setup = goSetup(9);
  setup.komi = 6.25;
  EXPECT_FALSE(OnlineMatch::host(0, setup, named("alice")).ok());
  setup.komi = 1e300;  // not a komi the protocol carries
  EXPECT_FALSE(OnlineMatch::host(0, setup, named("alice")).ok());
  setup.komi = std::nan("");
  EXPECT_FALSE(OnlineMatch::host(0, setup, named("alice")).ok());
}

// A peer written by hand with the link alone, so that it can break the rules of Go.
TEST(OnlineGo, APeersKoRetakeAndOccupiedPointAreRefusedAndTheGameStays) {
  auto hosted = OnlineMatch::host(0, goSetup(9), named("alice"));
  ASSERT_TRUE(hosted.ok());
  OnlineMatch& host = *hosted.value();
  auto cheat = net::Link::join("127.0.0.1", host.port(), named("cheat"));
  std::vector<std::string> errors;
  auto pump = [&] {
    host.update();
    while (auto event = cheat->poll())
      if (event->kind == net::LinkEvent::Kind::Received && event->message.kind == net::Message::Kind::Error)
        errors.push_back(event->message.text);
    cheat->waitForEvent(5ms);
  };
  auto until = [&](const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (!done() && std::chrono::steady_clock::now() < deadline) pump();
    return done();
  };
  ASSERT_TRUE(until([&] { return host.connected() && cheat->connected(); }));
  // A ko at B2: Black (the host) takes at C2, and White may not take back at once.
  //   3 . X O      X: Black, O: White
  //   2 X O X O
  //   1 . X O
  const std::vector<std::pair<const char*, const char*>> moves{
      {"B3", "C3"}, {"A2", "D2"}, {"B1", "C1"}, {"G7", "B2"}};
  for (auto [black, white] : moves) {
    ASSERT_TRUE(until([&] { return host.ourTurn(); }));
    ASSERT_EQ(host.play(go::Move::play(at(black))).result, OnlineMatch::PlayResult::Played);
    const auto n = static_cast<std::uint32_t>(host.goGame()->moveCount() + 1);
    cheat->send(net::moveMessage(n, net::toSquare(at(white), 9)));
  }
  ASSERT_TRUE(until([&] { return host.ourTurn(); }));
  ASSERT_EQ(host.play(go::Move::play(at("C2"))).result, OnlineMatch::PlayResult::Played);
  EXPECT_EQ(host.goGame()->captures(Stone::Black), 1);
  const std::string before = record(*host.goGame());
  cheat->send(net::moveMessage(10, net::toSquare(at("B2"), 9)));
  ASSERT_TRUE(until([&] { return errors.size() >= 1; }));
  EXPECT_TRUE(errors[0].starts_with("move 10 at B2 is not allowed: ko:")) << errors[0];
  cheat->send(net::moveMessage(10, net::toSquare(at("C2"), 9)));
  ASSERT_TRUE(until([&] { return errors.size() >= 2; }));
  EXPECT_EQ(errors[1], "move 10 at C2 is not allowed: occupied");
  cheat->send(net::numberedMessage(net::Message::Kind::Pass, 11));
  ASSERT_TRUE(until([&] { return errors.size() >= 3; }));
  EXPECT_EQ(errors[2], "move 11 skips moves: 9 played so far");
  cheat->send(net::deadMessage(9, {}));  // only the host proposes the dead stones
  ASSERT_TRUE(until([&] { return errors.size() >= 4; }));
  EXPECT_EQ(record(*host.goGame()), before);
  EXPECT_FALSE(host.ourTurn());
  // White plays elsewhere, as the ko rule asks: that move is played.
  cheat->send(net::numberedMessage(net::Message::Kind::Pass, 10));
  ASSERT_TRUE(until([&] { return host.ourTurn(); }));
  EXPECT_EQ(record(*host.goGame()), before + "pass ");
}

}  // namespace
}  // namespace gomoku::session
