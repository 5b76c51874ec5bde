// Two OnlineMatches play through a gomoku-lobby on the loopback, over TLS, by the session layer's
// lobby (hostOnline / joinOnline): a whole Gomoku game and a whole Go game, with a dropped
// connection and the lobby stopped and started again in the middle; the game goes on from the
// host's record. And the player is told in words when the lobby or its certificate refuses.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "../session/loopback.h"
#include "core/go/vertex.h"
#include "running_lobby.h"
#include "session/online_lobby.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using Kind = OnlineEvent::Kind;
using lobby::RunningLobby;

// A move as the game writes it: a Gomoku point, a Go vertex, or pass.
std::string movesOf(const OnlineMatch& side) {
  std::string text;
  if (const go::Game* go = side.goGame())
    for (const go::Game::Turn& turn : go->turns()) text += go::moveText(turn.move, go->boardSize()) + " ";
  if (const Game* gomoku = side.game())
    for (Point p : gomoku->moves()) text += toNotation(p, gomoku->board().size()) + " ";
  return text;
}

// Why `match` was refused, in words; empty when it was not refused within kPatience.
std::string refusal(OnlineMatch& match) {
  std::vector<OnlineEvent> saw;
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (std::chrono::steady_clock::now() < deadline && !TwoSides::saw(saw, Kind::Refused)) {
    for (auto& e : match.update()) saw.push_back(e);
    match.waitForActivity(10ms);
  }
  auto refused =
      std::find_if(saw.begin(), saw.end(), [](const OnlineEvent& e) { return e.kind == Kind::Refused; });
  return refused == saw.end() ? std::string() : refused->detail;
}

struct LobbyTable : TwoSides {
  RunningLobby lobby;
  OnlineLobby hostLobby{quiet("alice")}, joinerLobby{quiet("bob")};

  LobbyServer server() const { return {{"localhost", lobby.port()}, lobby.caFile()}; }

  explicit LobbyTable(const OnlineSetup& setup) {
    auto hosted = hostLobby.hostOnline(server(), setup, "PLAY7");
    EXPECT_TRUE(hosted.ok()) << (hosted.ok() ? "" : hosted.error());
    host = std::move(hosted.value());
    // The friend is told the code once the lobby has the game: a joiner that comes first hears
    // that there is no such game, as a wrong code would.
    EXPECT_TRUE(until([this] { return lobbySaid("hosted"); }));
    joiner = joinerLobby.joinOnline(server(), "play7");
  }

  bool lobbySaid(const std::string& word) const {
    const std::vector<std::string> lines = lobby.log();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& line) { return line.starts_with(word); });
  }
  bool inStep() {
    return until([this] {
      return joiner->hasGame() && joiner->connected() && host->connected() &&
             movesOf(*joiner) == movesOf(*host);
    });
  }
  // The side to move plays `move`, and both have it.
  void play(const std::string& move) {
    OnlineMatch* side = nullptr;
    ASSERT_TRUE(until([&] {
      side = host->ourTurn() ? host.get() : joiner->ourTurn() ? joiner.get() : nullptr;
      return side != nullptr;
    })) << "nobody's turn for "
        << move;
    if (side->playingGo()) {
      go::Move m = go::Move::pass();
      if (move != "pass") m = go::Move::play(*go::parseVertex(move, side->goGame()->boardSize()));
      ASSERT_EQ(side->play(m).result, OnlineMatch::PlayResult::Played) << move;
    } else {
      auto p = parseNotation(move, side->game()->board().size());
      ASSERT_TRUE(p) << move;
      ASSERT_EQ(side->play(*p).result, OnlineMatch::PlayResult::Played) << move;
    }
    ASSERT_TRUE(until([&] { return movesOf(*joiner) == movesOf(*host); })) << move;
  }
};

TEST(OnlineThroughLobby, AGomokuGameSurvivesADropAndTheLobbyRestarting) {
  OnlineSetup setup;
  setup.rule = Rule::Freestyle;
  setup.boardSize = 15;
  LobbyTable table(setup);
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.joiner->peerName(), "alice");
  EXPECT_EQ(table.host->peerName(), "bob");
  for (const char* move : {"h8", "a1", "h9", "a2"}) table.play(move);
  table.joiner->dropConnection();  // a pulled cable on one side: the lobby closes the other too
  ASSERT_TRUE(table.until([&] { return !table.host->connected(); }));
  ASSERT_TRUE(table.inStep());
  table.play("h10");
  table.lobby.stop();  // the lobby goes, and comes back knowing nothing of the game
  ASSERT_TRUE(table.until([&] { return !table.host->connected() && !table.joiner->connected(); }));
  table.lobby.start();
  ASSERT_TRUE(table.inStep());
  for (const char* move : {"a3", "h11", "a4", "h12"}) table.play(move);
  ASSERT_TRUE(table.until([&] { return table.host->isOver() && table.joiner->isOver(); }));
  EXPECT_EQ(movesOf(*table.joiner), "h8 a1 h9 a2 h10 a3 h11 a4 h12 ");
  EXPECT_EQ(table.joiner->game()->outcome(), Outcome::BlackWins);
  EXPECT_EQ(table.host->game()->outcome(), Outcome::BlackWins);
}

TEST(OnlineThroughLobby, AGoGameIsCountedAfterTheLobbyRestarted) {
  OnlineSetup setup;
  setup.kind = net::GameKind::Go;
  setup.boardSize = 9;
  LobbyTable table(setup);
  ASSERT_TRUE(table.inStep());
  for (const char* move : {"E5", "A1", "B1"}) table.play(move);
  table.host->dropConnection();  // the host vanishes for a moment and comes back
  ASSERT_TRUE(table.until([&] { return !table.joiner->connected(); }));
  ASSERT_TRUE(table.inStep());
  table.lobby.stop();
  table.lobby.start();
  ASSERT_TRUE(table.until([&] { return !table.host->connected() || !table.joiner->connected(); }));
  ASSERT_TRUE(table.inStep());
  for (const char* move : {"G7", "A2", "pass", "pass"}) table.play(move);
  ASSERT_TRUE(table.until([&] { return table.host->countingDead() && table.joiner->countingDead(); }));
  ASSERT_TRUE(table.host->proposeDead({*go::parseVertex("G7", 9)}));
  ASSERT_TRUE(table.until([&] { return table.joiner->deadProposal().has_value(); }));
  ASSERT_TRUE(table.joiner->answerDead(true));
  ASSERT_TRUE(table.until([&] { return table.host->isOver() && table.joiner->isOver(); }));
  EXPECT_EQ(table.host->score()->text(), "B+74.5");
  EXPECT_EQ(table.joiner->score()->text(), "B+74.5");
}

TEST(OnlineThroughLobby, AWrongCodeIsRefusedInWordsAndNotTriedAgain) {
  RunningLobby lobby;
  OnlineLobby joiner(quiet("bob"));
  auto match = joiner.joinOnline({{"localhost", lobby.port()}, lobby.caFile()}, "NOSUCH");
  EXPECT_EQ(refusal(*match), "The game code is wrong");
}

TEST(OnlineThroughLobby, ALobbyWhoseCertificateIsForAnotherNameIsRefusedInWords) {
  RunningLobby lobby;
  OnlineLobby joiner(quiet("bob"));
  // The certificate is for localhost, 127.0.0.1 and ::1; the lobby is asked for at 127.0.0.2.
  auto match = joiner.joinOnline({{"127.0.0.2", lobby.port()}, lobby.caFile()}, "ANY");
  EXPECT_EQ(refusal(*match), "the lobby's certificate is for another name: refused");
}

}  // namespace
}  // namespace gomoku::session
