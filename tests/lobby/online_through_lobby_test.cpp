// Two OnlineMatches play through a gomoku-lobby on the loopback, over TLS, by the session layer's
// lobby (hostOnline / joinOnline): a whole Gomoku game and a whole Go game, with a dropped
// connection and the lobby stopped and started again in the middle; the game goes on from the
// host's record. And the player is told in words when the lobby or its certificate refuses.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <thread>

#include "../session/loopback.h"
#include "core/go/vertex.h"
#include "lobby_client.h"
#include "net/game_proof.h"
#include "net/protocol.h"
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

// A player who keeps its game (the host) or its seat (the joiner) in `folder`; none: nowhere.
LobbyOptions keeping(const std::string& name, const std::filesystem::path& folder) {
  LobbyOptions options = quiet(name);
  if (folder.empty()) return options;
  std::filesystem::create_directories(folder / name);
  options.keepFile = folder / name / kKeptNetworkGameName;
  return options;
}

struct LobbyTable : TwoSides {
  RunningLobby lobby;
  OnlineLobby hostLobby, joinerLobby;

  LobbyServer server() const { return {{"localhost", lobby.port()}, lobby.caFile()}; }

  explicit LobbyTable(const OnlineSetup& setup, const std::filesystem::path& keepIn = {})
      : hostLobby(keeping("alice", keepIn)), joinerLobby(keeping("bob", keepIn)) {
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

// Whatever `stranger` reads until the lobby closes it, or until `done` holds for the table.
std::string strangerHears(lobby::LobbyClient& stranger, LobbyTable& table,
                          const std::function<bool()>& done) {
  std::string heard;
  table.until([&] {
    while (auto line = stranger.line(std::chrono::milliseconds(20))) heard += *line + "\n";
    return done();
  });
  return heard;
}

// No line of a game reaches a stranger: not its players' names, nor its code, record or chat.
void expectNothingOfTheGame(const std::string& heard) {
  for (const char* word : {"HELLO", "GAME", "MOVE", "CODE", "CHAT", "READY"})
    EXPECT_EQ(heard.find(word), std::string::npos) << word << " in:\n" << heard;
}

// Before, a stranger polling a lobby that restarted took either seat of a game and read the other
// player's lines. Now the lobby gives each seat back to the player with the older secret, and the
// two programs prove to each other who they are (the key they agreed at their first meeting)
// before any line of the game passes: a stranger in either seat reads nothing of it.
TEST(OnlineThroughLobby, AStrangerInEitherSeatAfterTheLobbyRestartedReadsNothingOfTheGame) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("gomoku-stranger-" + std::to_string(std::random_device{}()));
  LobbyTable table(OnlineSetup{}, folder);
  ASSERT_TRUE(table.inStep());
  table.play("h8");
  table.play("a1");
  // Both programs stop, keeping the game and the seat; the lobby restarts, a second later than it
  // gave their secrets, and a stranger who knows the code hosts it first.
  std::this_thread::sleep_for(1100ms);
  table.host.reset();
  table.joiner.reset();
  table.lobby.stop();
  table.lobby.start();
  auto stranger = std::make_unique<lobby::LobbyClient>(table.lobby.port(), table.lobby.caFile());
  ASSERT_EQ(stranger->handshake(), "");
  stranger->say("HOST PLAY7 new unlisted evil gomoku rule=freestyle size=15");
  ASSERT_TRUE(stranger->lineStarting("HOSTED PLAY7 "));
  // The joiner comes back and is paired with the stranger, who cannot prove it is the host.
  table.joiner = table.joinerLobby.joinOnline(table.server(), "PLAY7");
  ASSERT_TRUE(stranger->lineStarting("PAIRED"));
  stranger->say("PROVE key " + std::string(32, '1'));
  stranger->say("PROOF " + std::string(64, '2'));
  std::vector<OnlineEvent> joinerSaw;
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (!TwoSides::saw(joinerSaw, Kind::Stranger) && std::chrono::steady_clock::now() < deadline) {
    for (auto& e : table.joiner->update()) joinerSaw.push_back(e);
    table.joiner->waitForActivity(5ms);
  }
  ASSERT_TRUE(TwoSides::saw(joinerSaw, Kind::Stranger));
  // The host comes back with its older secret: the stranger is put out at once.
  auto kept = table.hostLobby.keptGame();
  ASSERT_TRUE(kept && kept->ok());
  EXPECT_EQ(kept->value().key.size(), 64u);
  auto resumed = table.hostLobby.resume(kept->value(), table.lobby.caFile());
  ASSERT_TRUE(resumed.ok()) << resumed.error();
  table.host = std::move(resumed.value());
  std::string heard = strangerHears(*stranger, table, [&] {
    return table.joiner->hasGame() && table.joiner->connected() && table.host->connected() &&
           movesOf(*table.joiner) == movesOf(*table.host);
  });
  expectNothingOfTheGame(heard);
  EXPECT_TRUE(stranger->closedWithin(2s));
  table.play("h9");

  // The mirror: the joiner's program stops and the lobby restarts again; a stranger with the code
  // sits in the joiner's seat (the lobby cannot know the game had met its joiner), and the host's
  // program turns it away, and says so.
  const auto hostsBack = [&] {
    const auto log = table.lobby.log();
    return std::count_if(log.begin(), log.end(),
                         [](const std::string& line) { return line.starts_with("host back"); });
  };
  table.joiner.reset();
  table.lobby.stop();
  const auto before = hostsBack();
  table.lobby.start();
  ASSERT_TRUE(table.until([&] { return hostsBack() > before; }));  // the host waits for its joiner
  auto intruder = std::make_unique<lobby::LobbyClient>(table.lobby.port(), table.lobby.caFile());
  ASSERT_EQ(intruder->handshake(), "");
  intruder->say("JOIN PLAY7");
  ASSERT_EQ(intruder->line(), "WAITING");
  net::GameProof proof(net::GameProof::Side::Joiner, "PLAY7", "");
  ASSERT_TRUE(intruder->lineStarting("PAIRED"));
  intruder->say(net::encodeMessage(proof.opening()));
  heard.clear();
  ASSERT_TRUE(table.until([&] {
    while (auto line = intruder->line(std::chrono::milliseconds(20))) {
      heard += *line + "\n";
      auto read = net::decodeMessage(*line);
      if (read && read.value().kind == net::Message::Kind::Prove)
        if (auto answer = proof.take(read.value()); answer && answer.value())
          intruder->say(net::encodeMessage(*answer.value()));
    }
    return TwoSides::saw(table.hostSaw, Kind::Stranger);
  })) << heard;
  expectNothingOfTheGame(heard);
  EXPECT_NE(heard.find("ERROR " + std::string(net::kKeyNeededReason)), std::string::npos) << heard;
  // The joiner's program started again brings its seat secret and key back, and play goes on.
  table.joiner = table.joinerLobby.joinOnline(table.server(), "PLAY7");
  ASSERT_TRUE(table.inStep());
  table.play("a2");
  EXPECT_EQ(movesOf(*table.joiner), "h8 a1 h9 a2 ");
  std::error_code ignored;
  std::filesystem::remove_all(folder, ignored);
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
