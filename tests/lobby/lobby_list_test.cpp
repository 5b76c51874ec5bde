// The games a gomoku-lobby lists, asked for by the session layer (OnlineLobby::listOnline) over
// TLS: only the hosts that asked to be listed are named, with their codes, a joiner that picks one
// is paired with its host, and a lobby that cannot be reached or trusted is an error in words.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "../session/loopback.h"
#include "running_lobby.h"
#include "session/online_lobby.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using lobby::RunningLobby;

int linesStartingWith(const RunningLobby& lobby, const std::string& word) {
  const std::vector<std::string> lines = lobby.log();
  return static_cast<int>(std::count_if(lines.begin(), lines.end(),
                                        [&](const std::string& line) { return line.starts_with(word); }));
}

TEST(LobbyList, NamesOnlyTheListedGameAndItsPickerIsPaired) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  OnlineLobby alice(quiet("alice")), carol(quiet("carol")), bob(quiet("bob"));
  OnlineSetup setup;
  setup.rule = Rule::Renju;
  setup.boardSize = 15;
  auto listed = alice.hostOnline(server, setup, "OPEN7", true);
  auto unlisted = carol.hostOnline(server, setup, "SECRET9", false);
  ASSERT_TRUE(listed.ok() && unlisted.ok());
  TwoSides table;
  table.host = std::move(listed.value());
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "hosted") == 2; }));

  auto games = OnlineLobby::listOnline(server);
  ASSERT_TRUE(games.ok()) << games.error();
  ASSERT_EQ(games.value().size(), 1U);
  EXPECT_EQ(games.value()[0].code, "OPEN7");
  EXPECT_EQ(games.value()[0].about, "alice gomoku rule=renju size=15");
  // A list given is an asking answered, not a refusal, in the lobby's log too.
  EXPECT_EQ(linesStartingWith(lobby, "listed 1 games"), 1);
  EXPECT_EQ(linesStartingWith(lobby, "refused"), 0);

  table.joiner = bob.joinOnline(server, games.value()[0].code);
  ASSERT_TRUE(table.until([&] { return table.host->connected() && table.joiner->connected(); }));
  EXPECT_EQ(table.joiner->peerName(), "alice");
  // A game with both its players is not offered any more,
  auto after = OnlineLobby::listOnline(server);
  ASSERT_TRUE(after.ok()) << after.error();
  EXPECT_TRUE(after.value().empty());
  // nor when its joiner has dropped: the seat is the joiner's to come back to, not a stranger's.
  table.joiner.reset();
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "host back") >= 1; }));
  auto dropped = OnlineLobby::listOnline(server);
  ASSERT_TRUE(dropped.ok()) << dropped.error();
  EXPECT_TRUE(dropped.value().empty());
}

// A listed game's code is public: once its joiner has dropped, a stranger who read the list (or
// an old copy of it) is refused in words, and the joiner's program started again takes its seat
// back with the seat secret it kept.
TEST(LobbyList, AStrangerWithTheCodeIsRefusedAndTheJoinerComesBackWithItsKeptSeat) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  LobbyOptions bobs = quiet("bob");
  bobs.keepFile = lobby.folder() / kKeptNetworkGameName;  // the seat is kept beside it
  const std::filesystem::path seatFile = lobby.folder() / kKeptLobbySeatName;
  OnlineLobby alice(quiet("alice")), bob(bobs), mallory(quiet("mallory"));
  auto listed = alice.hostOnline(server, OnlineSetup{}, "PICK7", true);
  ASSERT_TRUE(listed.ok());
  TwoSides table;
  table.host = std::move(listed.value());
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "hosted") == 1; }));
  auto games = OnlineLobby::listOnline(server);
  ASSERT_TRUE(games.ok() && games.value().size() == 1U);
  table.joiner = bob.joinOnline(server, games.value()[0].code);
  ASSERT_TRUE(table.until([&] { return table.host->connected() && table.joiner->connected(); }));
  // The seat is kept with the game's key at bob's next update after the proof.
  ASSERT_TRUE(table.until([&] {
    auto kept = keptSeat(seatFile, "localhost", lobby.port(), "PICK7", false);
    return kept && kept->key.size() == 64;
  }));
  const std::string seat = keptSeatSecret(seatFile, "localhost", lobby.port(), "PICK7");
  EXPECT_EQ(seat.size(), 32U);

  table.joiner.reset();  // bob's program stops
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "host back") >= 1; }));
  auto stranger = mallory.joinOnline(server, "PICK7");
  std::vector<OnlineEvent> strangerSaw;
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (!TwoSides::saw(strangerSaw, OnlineEvent::Kind::Refused) &&
         std::chrono::steady_clock::now() < deadline) {
    for (auto& e : stranger->update()) strangerSaw.push_back(e);
    for (auto& e : table.host->update()) table.hostSaw.push_back(e);
    stranger->waitForActivity(5ms);
  }
  const auto refused = std::find_if(strangerSaw.begin(), strangerSaw.end(), [](const OnlineEvent& e) {
    return e.kind == OnlineEvent::Kind::Refused;
  });
  ASSERT_NE(refused, strangerSaw.end());
  EXPECT_EQ(
      refused->detail,
      "This game's seat is kept for the player who joined it: only that player's program can take it back");
  EXPECT_FALSE(TwoSides::saw(strangerSaw, OnlineEvent::Kind::Connected));

  OnlineLobby bobAgain(bobs);  // bob's program started again: the seat is in its folder
  table.joiner = bobAgain.joinOnline(server, "PICK7");
  ASSERT_TRUE(table.until([&] { return table.host->connected() && table.joiner->connected(); }));
  EXPECT_EQ(table.joiner->peerName(), "alice");
  EXPECT_EQ(linesStartingWith(lobby, "joiner back"), 1);
  EXPECT_EQ(keptSeatSecret(seatFile, "localhost", lobby.port(), "PICK7"), seat);  // the same seat
}

// A lobby that restarted does not know a game was paired: its host, which has met its joiner,
// registers it unlisted, so that a stranger is not offered the joiner's seat.
TEST(LobbyList, AGameThatMetItsJoinerIsNotListedAgainByALobbyThatRestarted) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  OnlineLobby alice(quiet("alice")), bob(quiet("bob"));
  auto listed = alice.hostOnline(server, OnlineSetup{}, "MET4", true);
  ASSERT_TRUE(listed.ok());
  TwoSides table;
  table.host = std::move(listed.value());
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "hosted") == 1; }));
  table.joiner = bob.joinOnline(server, "MET4");
  ASSERT_TRUE(table.until([&] { return table.host->connected() && table.joiner->connected(); }));
  table.joiner.reset();  // bob's program stops
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "host back") >= 1; }));
  const auto back = linesStartingWith(lobby, "host back");
  lobby.stop();
  lobby.start();
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "host back") > back; }));
  auto games = OnlineLobby::listOnline(server);
  ASSERT_TRUE(games.ok()) << games.error();
  EXPECT_TRUE(games.value().empty());
}

// A listed game whose host's program stopped stays in the lobby for its host to come back, but is
// not offered: a picker would wait for nobody.
TEST(LobbyList, AGameWhoseHostHasGoneIsNotOffered) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  OnlineLobby alice(quiet("alice"));
  auto listed = alice.hostOnline(server, OnlineSetup{}, "GONE3", true);
  ASSERT_TRUE(listed.ok());
  TwoSides table;
  table.host = std::move(listed.value());
  ASSERT_TRUE(table.until([&] { return linesStartingWith(lobby, "hosted") == 1; }));
  auto before = OnlineLobby::listOnline(server);
  ASSERT_TRUE(before.ok()) << before.error();
  ASSERT_EQ(before.value().size(), 1U);
  table.host.reset();  // the program stops; the lobby keeps the game for its host's return
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (linesStartingWith(lobby, "closed") < 1 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(10ms);
  auto after = OnlineLobby::listOnline(server);
  ASSERT_TRUE(after.ok()) << after.error();
  EXPECT_TRUE(after.value().empty());
}

TEST(LobbyList, ALobbyThatIsNotThereIsAnErrorInWords) {
  RunningLobby lobby;
  const LobbyServer server{{"localhost", lobby.port()}, lobby.caFile()};
  lobby.stop();
  auto games = OnlineLobby::listOnline(server, 3s);
  ASSERT_FALSE(games.ok());
  EXPECT_TRUE(games.error().starts_with("cannot reach the lobby")) << games.error();
}

TEST(LobbyList, ALobbyWhoseCertificateIsForAnotherNameIsRefused) {
  RunningLobby lobby;
  auto games = OnlineLobby::listOnline({{"127.0.0.2", lobby.port()}, lobby.caFile()}, 3s);
  ASSERT_FALSE(games.ok());
  EXPECT_EQ(games.error(), "the lobby's certificate is for another name: refused");
}

}  // namespace
}  // namespace gomoku::session
