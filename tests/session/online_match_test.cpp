// Two copies of the game in one process, over the loopback: a whole game, requests answered,
// a dropped connection and a restarted joiner resumed to the same position, and a peer whose
// moves break the rules refused while the game stays.
#include "session/online_match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <vector>

#include "fake_time.h"
#include "loopback.h"
#include "net/protocol.h"
#include "session/kept_lobby_seat.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;
using Kind = OnlineEvent::Kind;

// Generous: a passing test never waits this long, a loaded sanitizer build may need seconds.
// Both sides of a game, with what each has been told.
struct Table : TwoSides {
  explicit Table(OnlineSetup setup = {}, const std::string& hostCode = "",
                 const std::string& joinerCode = "") {
    net::LinkOptions hostLink = named("alice");
    hostLink.code = hostCode;
    if (!hostCode.empty()) hostLink.helloLimit = 2s;  // how long the host waits for a code that does not come
    auto hosted = OnlineMatch::host(0, setup, hostLink);
    EXPECT_TRUE(hosted.ok()) << (hosted.ok() ? "" : hosted.error());
    host = std::move(hosted.value());
    joinAgain(joinerCode);
  }
  void joinAgain(const std::string& code) {
    net::LinkOptions joinLink = named("bob");
    joinLink.code = code;
    joiner = OnlineMatch::join("127.0.0.1", host->port(), joinLink);
    joinerSaw.clear();
  }

  bool inStep() {
    return until([this] {
      return joiner->game() && joiner->connected() && host->connected() && !joinerCatchingUp() && sameMoves();
    });
  }
  bool joinerCatchingUp() {
    return !joiner->ourTurn() && !joiner->isOver() && joiner->game()->sideToMove() == joiner->ourColour();
  }
  bool sameMoves() {
    auto a = host->game()->moves();
    auto b = joiner->game()->moves();
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  // `side` plays `move` when its turn comes.
  void play(OnlineMatch& side, const char* move) {
    ASSERT_TRUE(until([&] { return side.ourTurn(); })) << "never " << move << "'s turn";
    auto p = parseNotation(move, side.game()->board().size());
    ASSERT_TRUE(p);
    ASSERT_EQ(side.play(*p).result, OnlineMatch::PlayResult::Played) << move;
  }
};

std::string record(const Game& game) {
  std::string text;
  for (Point p : game.moves()) text += toNotation(p, game.board().size()) + " ";
  return text;
}

TEST(OnlineMatch, AColourByLotIsEitherAndAChosenOneIsKept) {
  EXPECT_EQ(hostColourOf(ColourChoice::Random, 0), Stone::Black);
  EXPECT_EQ(hostColourOf(ColourChoice::Random, 7), Stone::White);
  EXPECT_EQ(hostColourOf(ColourChoice::Black, 1), Stone::Black);
  EXPECT_EQ(hostColourOf(ColourChoice::White, 0), Stone::White);
}

TEST(OnlineMatch, TwoPlayersPlayAWholeGame) {
  Table table(OnlineSetup{Rule::Renju, 15, Stone::Black});
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.joiner->ourColour(), Stone::White);
  EXPECT_EQ(table.joiner->game()->rule(), Rule::Renju);
  EXPECT_EQ(table.host->peerName(), "bob");
  EXPECT_EQ(table.joiner->peerName(), "alice");
  for (auto [black, white] : {std::pair{"h8", "a1"}, {"i8", "a2"}, {"j8", "a3"}, {"k8", "a4"}}) {
    table.play(*table.host, black);
    table.play(*table.joiner, white);
  }
  table.play(*table.host, "l8");
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(table.host->game()->outcome(), Outcome::BlackWins);
  EXPECT_EQ(table.joiner->game()->outcome(), Outcome::BlackWins);
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 a2 j8 a3 k8 a4 l8 ");
  EXPECT_TRUE(Table::saw(table.joinerSaw, Kind::GameOver));
}

// The host's link is connected before the host has heard of it (it hears at its next update):
// a move played in between reaches the joiner with the record, not before it (the joiner once
// refused "MOVE before GAME").
TEST(OnlineMatch, AMovePlayedAsThePeerConnectsComesWithTheRecord) {
  Table table;
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (!table.joiner->connected() && std::chrono::steady_clock::now() < deadline) {
    for (auto& e : table.joiner->update()) table.joinerSaw.push_back(e);  // the host not updated
    table.joiner->waitForActivity(5ms);
  }
  ASSERT_TRUE(table.joiner->connected());
  ASSERT_EQ(table.host->play(*parseNotation("h8", 15)).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(record(*table.joiner->game()), "h8 ");
  EXPECT_FALSE(Table::saw(table.joinerSaw, Kind::MoveRefused));
  EXPECT_FALSE(Table::saw(table.hostSaw, Kind::PeerError));
}

TEST(OnlineMatch, AMoveOutOfTurnWaitsAndAnOccupiedPointIsRefusedLocally) {
  Table table;
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.joiner->play({7, 7}).result, OnlineMatch::PlayResult::NotYourTurn);
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  auto attempt = table.joiner->play(*parseNotation("h8", 15));
  EXPECT_EQ(attempt.result, OnlineMatch::PlayResult::Illegal);
  EXPECT_EQ(table.joiner->game()->moves().size(), 1u);
}

TEST(OnlineMatch, UndoIsARequestTheOtherAnswers) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  table.play(*table.host, "i8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  // White asks to take back a1 and the reply i8; Black declines, then accepts.
  ASSERT_TRUE(table.joiner->askUndo());
  ASSERT_TRUE(table.until([&] { return table.host->undoAsked(); }));
  EXPECT_TRUE(table.host->answerUndo(false).empty());
  ASSERT_TRUE(table.until([&] { return Table::saw(table.joinerSaw, Kind::UndoAnswered); }));
  EXPECT_EQ(table.joiner->game()->moves().size(), 3u);
  ASSERT_TRUE(table.joiner->askUndo());
  ASSERT_TRUE(table.until([&] { return table.host->undoAsked(); }));
  EXPECT_EQ(table.host->answerUndo(true).size(), 2u);
  ASSERT_TRUE(table.until([&] { return table.joiner->game()->moves().size() == 1; }));
  EXPECT_TRUE(table.joiner->ourTurn());
  table.play(*table.joiner, "b2");
  ASSERT_TRUE(table.until([&] { return table.sameMoves(); }));
  EXPECT_EQ(record(*table.host->game()), "h8 b2 ");
}

TEST(OnlineMatch, ChatADeclinedDrawAndAResignation) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.joiner->say("good luck\nhave fun");
  ASSERT_TRUE(table.until([&] { return Table::saw(table.hostSaw, Kind::Chat); }));
  auto chat =
      std::find_if(table.hostSaw.begin(), table.hostSaw.end(), [](auto& e) { return e.kind == Kind::Chat; });
  EXPECT_EQ(chat->detail, "good luck have fun");
  ASSERT_TRUE(table.host->offerDraw());
  ASSERT_TRUE(table.until([&] { return table.joiner->drawOffered(); }));
  table.joiner->answerDraw(false);
  ASSERT_TRUE(table.until([&] { return Table::saw(table.hostSaw, Kind::DrawAnswered); }));
  EXPECT_FALSE(table.host->isOver());
  table.joiner->resign();
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  EXPECT_EQ(table.host->conclusion(), "White resigned: Black wins");
  EXPECT_EQ(table.joiner->conclusion(), "White resigned: Black wins");
  EXPECT_EQ(table.host->play({7, 7}).result, OnlineMatch::PlayResult::Over);
}

TEST(OnlineMatch, AResignationIsKeptForAJoinerStartedAgain) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.joiner->resign();
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  table.joiner.reset();  // the joining program is closed, and started again
  table.joiner = OnlineMatch::join("127.0.0.1", table.host->port(), named("bob"));
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(table.joiner->conclusion(), "White resigned: Black wins");
  EXPECT_EQ(record(*table.joiner->game()), "h8 ");
}

TEST(OnlineMatch, AResignationLostWithTheConnectionIsSentAgain) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.host->dropConnection();
  ASSERT_TRUE(table.until([&] { return Table::saw(table.joinerSaw, Kind::Lost); }));
  table.joiner->resign();  // while the connection is down
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  EXPECT_EQ(table.host->conclusion(), "White resigned: Black wins");
}

TEST(OnlineMatch, AnAgreedDrawEndsTheGame) {
  Table table;
  ASSERT_TRUE(table.inStep());
  ASSERT_TRUE(table.joiner->offerDraw());
  ASSERT_TRUE(table.until([&] { return table.host->drawOffered(); }));
  table.host->answerDraw(true);
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(table.joiner->conclusion(), "Drawn by agreement");
}

TEST(OnlineMatch, ADroppedConnectionResumesFromTheSamePosition) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  table.play(*table.host, "i8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  table.host->dropConnection();
  ASSERT_TRUE(table.until([&] { return Table::saw(table.joinerSaw, Kind::Lost); }));
  // White moves while the connection is down: the move goes over when it is back.
  table.play(*table.joiner, "a2");
  ASSERT_TRUE(table.until([&] { return table.host->game()->moves().size() == 4; }));
  EXPECT_TRUE(Table::saw(table.hostSaw, Kind::Lost));
  EXPECT_TRUE(Table::saw(table.joinerSaw, Kind::InStep));
  for (auto [black, white] : {std::pair{"j8", "a3"}, {"k8", "a4"}}) {
    table.play(*table.host, black);
    table.play(*table.joiner, white);
  }
  table.play(*table.host, "l8");
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 a2 j8 a3 k8 a4 l8 ");
  EXPECT_EQ(record(*table.host->game()), record(*table.joiner->game()));
}

TEST(OnlineMatch, ARestartedJoinerTakesTheHostsGame) {
  Table table;
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  table.play(*table.host, "i8");
  table.joiner.reset();  // the joining program is closed
  table.joiner = OnlineMatch::join("127.0.0.1", table.host->port(), named("bob"));
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 ");
  EXPECT_TRUE(table.joiner->ourTurn());
  table.play(*table.joiner, "a2");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  EXPECT_EQ(record(*table.host->game()), "h8 a1 i8 a2 ");
}

TEST(OnlineMatch, ALongGameResumesWholeAfterADrop) {
  Table table;
  ASSERT_TRUE(table.inStep());
  // Four rows filled left to right: the colours alternate along rows, columns and one diagonal,
  // and the other diagonal is at most four long, so there is no five: 60 moves, the game goes on.
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 15; ++x) {
      OnlineMatch& side = (y * 15 + x) % 2 == 0 ? *table.host : *table.joiner;
      ASSERT_TRUE(table.until([&] { return side.ourTurn(); }));
      ASSERT_EQ(side.play({x, y}).result, OnlineMatch::PlayResult::Played);
    }
  ASSERT_TRUE(table.until([&] { return table.sameMoves() && table.host->ourTurn(); }));
  table.joiner.reset();  // the joining program is closed; the host sends all 60 moves again
  table.joiner = OnlineMatch::join("127.0.0.1", table.host->port(), named("bob"));
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.joiner->game()->moves().size(), 60u);
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  EXPECT_EQ(record(*table.joiner->game()), record(*table.host->game()));
}

TEST(OnlineMatch, TheRightGameCodePlaysAndIsGivenAgainOnReconnecting) {
  Table table({}, "K7QX3M", "k7qx3m");
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.host->gameCode(), "K7QX3M");
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  table.host->dropConnection();
  ASSERT_TRUE(table.until([&] { return Table::saw(table.joinerSaw, Kind::Lost); }));
  table.play(*table.host, "i8");
  // The joiner comes back by itself, with the code it kept.
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 ");
  table.play(*table.joiner, "a2");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  EXPECT_EQ(record(*table.host->game()), "h8 a1 i8 a2 ");
}

TEST(OnlineMatch, AWrongOrMissingCodeIsRefusedAndTheHostsGameStays) {
  Table table({}, "K7QX3M", "K7QX3M");
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  const std::string before = record(*table.host->game());
  for (const char* code : {"K7QX3N", ""}) {
    net::LinkOptions intruder = named("eve");
    intruder.code = code;
    auto eve = OnlineMatch::join("127.0.0.1", table.host->port(), intruder);
    std::vector<OnlineEvent> eveSaw;
    ASSERT_TRUE(table.until([&] {
      for (auto& e : eve->update()) eveSaw.push_back(e);
      return Table::saw(eveSaw, Kind::Refused);
    })) << code;
    auto refused = std::ranges::find_if(eveSaw, [](const OnlineEvent& e) { return e.kind == Kind::Refused; });
    EXPECT_EQ(refused->detail,
              *code ? "The game code is wrong" : "This game needs its code: ask the host for it");
    EXPECT_FALSE(eve->hasGame());
  }
  // The game, and bob's connection to it, are untouched.
  EXPECT_EQ(record(*table.host->game()), before);
  EXPECT_EQ(table.host->peerName(), "bob");
  EXPECT_TRUE(table.host->connected());
  EXPECT_FALSE(Table::saw(table.hostSaw, Kind::Lost));
  table.play(*table.host, "i8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 ");
}

TEST(OnlineMatch, AnOpenGameNeedsNoCode) {
  Table table({}, "", "");
  ASSERT_TRUE(table.inStep());
  EXPECT_EQ(table.host->gameCode(), "");
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
}

TEST(OnlineMatch, ARestartedHostResumesTheKeptGameAndTheJoinerGoesOn) {
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "kept-host-game";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / kKeptNetworkGameName;
  Table table({Rule::Renju, 15, Stone::Black}, "K7QX3M", "K7QX3M");
  table.host->keepIn(file);
  ASSERT_TRUE(table.inStep());
  table.play(*table.host, "h8");
  table.play(*table.joiner, "a1");
  table.play(*table.host, "i8");
  table.play(*table.joiner, "a2");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  const std::uint16_t port = table.host->port();
  const std::string id = table.host->kept().offer.id;
  table.host.reset();  // the hosting program stops; the joiner keeps its game and reconnects
  table.joinerSaw.clear();

  auto kept = loadKeptNetworkGame(file);
  ASSERT_TRUE(kept && kept->ok()) << (kept ? kept->error() : "no file");
  EXPECT_EQ(kept->value().port, port);
  EXPECT_EQ(kept->value().offer.id, id);
  EXPECT_EQ(kept->value().code, "K7QX3M");
  EXPECT_EQ(kept->value().peerName, "bob");
  EXPECT_EQ(kept->value().moves.size(), 4u);
  auto resumed = OnlineMatch::resume(kept->value(), named("alice"));
  ASSERT_TRUE(resumed.ok()) << resumed.error();
  table.host = std::move(resumed.value());
  table.host->keepIn(file);
  EXPECT_EQ(table.host->port(), port);
  EXPECT_EQ(table.host->peerName(), "bob");
  EXPECT_TRUE(table.host->ourTurn());  // Black's move 5, before the joiner is back
  ASSERT_TRUE(table.inStep());
  EXPECT_FALSE(Table::saw(table.joinerSaw, Kind::GameStarted));  // the same game, not a new one
  for (auto [black, white] : {std::pair{"j8", "a3"}, {"k8", "a4"}}) {
    table.play(*table.host, black);
    table.play(*table.joiner, white);
  }
  table.play(*table.host, "l8");
  ASSERT_TRUE(table.until([&] { return table.joiner->isOver(); }));
  EXPECT_EQ(record(*table.joiner->game()), "h8 a1 i8 a2 j8 a3 k8 a4 l8 ");
  EXPECT_EQ(record(*table.host->game()), record(*table.joiner->game()));
  EXPECT_EQ(table.joiner->game()->outcome(), Outcome::BlackWins);
  EXPECT_FALSE(std::filesystem::exists(file));  // an ended game is not kept
}

TEST(KeptNetworkGame, ReadsBackAndRefusesDamageWithTheLine) {
  KeptNetworkGame game{24015, {}, "K7QX3M", "bob", {go::Move::play({7, 7}), go::Move::play({0, 14})}};
  game.offer.id = "9c2f01d4a7e35b60";
  game.offer.rule = Rule::Renju;
  const std::string text = writeKeptNetworkGame(game);
  EXPECT_EQ(text,
            "gomoku-net-kept 1 port=24015\nGAME 9c2f01d4a7e35b60 gomoku rule=renju size=15 you=white\n"
            "CODE K7QX3M\nHELLO gomoku-net 2 bob\nMOVE 1 h8\nMOVE 2 a1\n");
  auto read = readKeptNetworkGame(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), game);
  for (auto [damaged, why] : std::initializer_list<std::pair<std::string, std::string>>{
           {"", "no GAME line"},
           {"gomoku-net-kept 1 port=0\n", "line 1: not a kept network game"},
           {"GAME x gomoku rule=renju size=15 you=white\n", "line 1: not a kept network game"},
           {text.substr(0, text.size() - 1), "the file ends inside a line"},
           {text + "MOVE 4 c3\n", "line 7: move 4 out of sequence"},
           {text + "PASS 3\n", "line 7: a pass in a game of Gomoku"},
           {text + "MOVE 3 v22\n", "line 7: a move off the board"},
           {text + "RESIGN\n", "line 7: not a line of a kept game"},
           {text + "MOVE 3 h\x01\n", "line 7: a control character"}}) {
    auto refused = readKeptNetworkGame(damaged);
    ASSERT_FALSE(refused.ok()) << damaged;
    EXPECT_NE(refused.error().find(why), std::string::npos) << refused.error();
  }
}

// A game hosted through a lobby keeps the lobby and the host's secret there, so that a host
// started again takes its game's seat back.
TEST(KeptNetworkGame, AGameThroughALobbyKeepsTheLobbyAndTheSecret) {
  KeptNetworkGame game{24017, {}, "K7QX3M", "bob", {go::Move::play({7, 7})}};
  game.offer.id = "9c2f01d4a7e35b60";
  game.lobby = KeptLobby{"lobby.example.org", 24017, "0123456789abcdef0123456789abcdef"};
  const std::string text = writeKeptNetworkGame(game);
  EXPECT_EQ(text,
            "gomoku-net-kept 1 port=24017\nlobby lobby.example.org:24017 0123456789abcdef0123456789abcdef\n"
            "GAME 9c2f01d4a7e35b60 gomoku rule=freestyle size=15 you=white\nCODE K7QX3M\n"
            "HELLO gomoku-net 2 bob\nMOVE 1 h8\n");
  auto read = readKeptNetworkGame(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), game);
  game.lobby->secret.clear();  // kept before the lobby gave it: none
  read = readKeptNetworkGame(writeKeptNetworkGame(game));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), game);
  for (const char* damaged :
       {"lobby lobby.example.org:24017 0123\n", "lobby :24017 0123456789abcdef0123456789abcdef\n",
        "lobby x:1 0123456789ABCDEF0123456789ABCDEF\n"}) {
    auto refused = readKeptNetworkGame("gomoku-net-kept 1 port=24017\n" + std::string(damaged) +
                                       "GAME 9c2f01d4a7e35b60 gomoku rule=freestyle size=15 you=white\n");
    ASSERT_FALSE(refused.ok()) << damaged;
    EXPECT_NE(refused.error().find("line 2: not a lobby"), std::string::npos) << refused.error();
  }
}

// The game's key (net/game_proof.h), agreed when the joiner first came: kept after the code, and
// only as 64 hex digits after GAME.
TEST(KeptNetworkGame, TheGamesKeyIsKeptAfterItsCode) {
  KeptNetworkGame game{24015, {}, "K7QX3M", "bob", {go::Move::play({7, 7})}};
  game.offer.id = "9c2f01d4a7e35b60";
  game.key = std::string(64, 'a');
  const std::string text = writeKeptNetworkGame(game);
  EXPECT_EQ(text,
            "gomoku-net-kept 1 port=24015\nGAME 9c2f01d4a7e35b60 gomoku rule=freestyle size=15 you=white\n"
            "CODE K7QX3M\nkey " +
                std::string(64, 'a') + "\nHELLO gomoku-net 2 bob\nMOVE 1 h8\n");
  auto read = readKeptNetworkGame(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), game);
  const std::string header = "gomoku-net-kept 1 port=24015\n";
  const std::string offer = "GAME 9c2f01d4a7e35b60 gomoku rule=freestyle size=15 you=white\n";
  for (const std::string& damaged : {header + "key " + std::string(64, 'a') + "\n" + offer,
                                     header + offer + "key " + std::string(63, 'a') + "\n",
                                     header + offer + "key " + std::string(64, 'A') + "\n",
                                     header + offer + "MOVE 1 h8\nkey " + std::string(64, 'a') + "\n"})
    EXPECT_FALSE(readKeptNetworkGame(damaged).ok()) << damaged;
}

// A joiner on the local network keeps its seat too: the host it joined and the game's key, which
// a program started again proves itself with.
TEST(KeptLobbySeat, AGameOnTheLocalNetworkKeepsItsHostAndKey) {
  const KeptLobbySeat seat{{"192.168.1.20", 24015, ""}, "K7QX3M", std::string(64, 'b'), true};
  const std::string text = writeKeptLobbySeat(seat);
  EXPECT_EQ(text,
            "gomoku-lobby-seat 1\nhost 192.168.1.20:24015\nCODE K7QX3M\nkey " + std::string(64, 'b') + "\n");
  auto read = readKeptLobbySeat(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), seat);
  // Worth keeping only with a key (on the LAN) or a seat secret (at a lobby).
  EXPECT_FALSE(readKeptLobbySeat("gomoku-lobby-seat 1\nhost 192.168.1.20:24015\nCODE K7QX3M\n").ok());
  EXPECT_FALSE(readKeptLobbySeat("gomoku-lobby-seat 1\nhost x:1 0123456789abcdef0123456789abcdef\nCODE A\n"
                                 "key " +
                                 std::string(64, 'b') + "\n")
                   .ok());
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "kept-lan-seat";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / kKeptLobbySeatName;
  ASSERT_FALSE(keepLobbySeat(file, seat));
  EXPECT_EQ(keptSeat(file, "192.168.1.20", 24015, "k7qx3m", true), seat);
  EXPECT_EQ(keptSeat(file, "192.168.1.20", 24015, "K7QX3M", false), std::nullopt);  // not a lobby's
  EXPECT_EQ(keptSeat(file, "192.168.1.21", 24015, "K7QX3M", true), std::nullopt);
  forgetKeptLobbySeat(file);
}

// The joiner's seat through a lobby: read back, found only for its own lobby and code, and none
// from a damaged file (the lobby then says the seat is kept for its player).
TEST(KeptLobbySeat, ReadsBackAndIsFoundOnlyForItsLobbyAndCode) {
  const KeptLobbySeat seat{{"lobby.example.org", 24017, "0123456789abcdef0123456789abcdef"}, "K7QX3M"};
  const std::string text = writeKeptLobbySeat(seat);
  EXPECT_EQ(
      text,
      "gomoku-lobby-seat 1\nlobby lobby.example.org:24017 0123456789abcdef0123456789abcdef\nCODE K7QX3M\n");
  auto read = readKeptLobbySeat(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), seat);
  for (const char* damaged : {"gomoku-lobby-seat 1\nlobby lobby.example.org:24017\nCODE K7QX3M\n",
                              "gomoku-lobby-seat 1\nlobby lobby.example.org:24017 0123\nCODE K7QX3M\n",
                              "gomoku-lobby-seat 1\nlobby x:1 0123456789abcdef0123456789abcdef\nMOVE 1 h8\n",
                              "gomoku-lobby-seat 2\nlobby x:1 0123456789abcdef0123456789abcdef\nCODE A\n",
                              "gomoku-lobby-seat 1\nlobby x:1 0123456789abcdef0123456789abcdef\nCODE A"})
    EXPECT_FALSE(readKeptLobbySeat(damaged).ok()) << damaged;

  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "kept-seat";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / kKeptLobbySeatName;
  EXPECT_EQ(keptSeatSecret(file, "lobby.example.org", 24017, "K7QX3M"), "");  // none kept
  ASSERT_FALSE(keepLobbySeat(file, seat));
  EXPECT_EQ(keptSeatSecret(file, "lobby.example.org", 24017, "k7qx3m"), seat.lobby.secret);  // any case
  EXPECT_EQ(keptSeatSecret(file, "lobby.example.org", 24018, "K7QX3M"), "");
  EXPECT_EQ(keptSeatSecret(file, "elsewhere.example.org", 24017, "K7QX3M"), "");
  EXPECT_EQ(keptSeatSecret(file, "lobby.example.org", 24017, "OTHER"), "");
  {
    std::ofstream out(file, std::ios::binary);
    out << "gomoku-lobby-seat 1\n\xff\xfe garbage\n";
  }
  EXPECT_EQ(keptSeatSecret(file, "lobby.example.org", 24017, "K7QX3M"), "");
  forgetKeptLobbySeat(file);
  EXPECT_FALSE(std::filesystem::exists(file));
}

TEST(KeptNetworkGame, ADamagedFileIsMovedAsideWithTheReason) {
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "kept-damaged";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / kKeptNetworkGameName;
  EXPECT_FALSE(loadKeptNetworkGame(file));  // none kept
  {
    std::ofstream out(file, std::ios::binary);
    out << "gomoku-net-kept 1 port=24015\n\xff\xfe garbage\n";
  }
  auto kept = loadKeptNetworkGame(file);
  ASSERT_TRUE(kept);
  ASSERT_FALSE(kept->ok());
  EXPECT_NE(kept->error().find("cannot be read (line 2: "), std::string::npos) << kept->error();
  EXPECT_NE(kept->error().find("moved aside to network-game.txt.damaged"), std::string::npos)
      << kept->error();
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_TRUE(std::filesystem::exists(folder / "network-game.txt.damaged"));
  // A kept record that breaks the rules is refused by the resuming host, not played.
  KeptNetworkGame illegal{0, {}, "", "", {go::Move::play({7, 7}), go::Move::play({7, 7})}};
  illegal.offer.id = "a1";
  auto resumed = OnlineMatch::resume(illegal, named("alice"));
  ASSERT_FALSE(resumed.ok());
  EXPECT_NE(resumed.error().find("move 2 is not allowed"), std::string::npos) << resumed.error();
}

// A peer written by hand with the link alone, so that it can break the rules.
TEST(OnlineMatch, APeersIllegalMovesAreRefusedAndTheGameStays) {
  auto hosted = OnlineMatch::host(0, OnlineSetup{Rule::Freestyle, 15, Stone::Black}, named("alice"));
  ASSERT_TRUE(hosted.ok());
  OnlineMatch& host = *hosted.value();
  auto cheat = net::Link::join("127.0.0.1", host.port(), named("cheat"));
  std::vector<std::string> errors;
  auto exchange = [&](std::size_t errorsWanted) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (errors.size() < errorsWanted && std::chrono::steady_clock::now() < deadline) {
      host.update();
      while (auto event = cheat->poll())
        if (event->kind == net::LinkEvent::Kind::Received && event->message.kind == net::Message::Kind::Error)
          errors.push_back(event->message.text);
      cheat->waitForEvent(5ms);
    }
    return errors.size() >= errorsWanted;
  };
  auto readyForMoves = [&] {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    // Both ends: a line the cheat sends before its own side of the handshake is done is dropped.
    while (!(host.connected() && cheat->connected()) && std::chrono::steady_clock::now() < deadline) {
      host.update();
      cheat->waitForEvent(5ms);
    }
    return host.connected() && cheat->connected();
  };
  ASSERT_TRUE(readyForMoves());
  cheat->send(net::moveMessage(1, net::Square{1, 1}));  // Black (the host) is to move
  ASSERT_TRUE(exchange(1));
  EXPECT_EQ(errors[0], "move 1: it is not your turn");
  ASSERT_EQ(host.play(*parseNotation("h8", 15)).result, OnlineMatch::PlayResult::Played);
  cheat->send(net::moveMessage(2, net::Square{8, 8}));  // h8 is taken
  ASSERT_TRUE(exchange(2));
  EXPECT_EQ(errors[1], "move 2 at h8 is not allowed: occupied");
  cheat->send(net::moveMessage(2, net::Square{20, 20}));  // off a 15x15 board
  ASSERT_TRUE(exchange(3));
  EXPECT_EQ(errors[2], "move 2 is off the 15x15 board");
  cheat->send(net::moveMessage(5, net::Square{1, 1}));
  ASSERT_TRUE(exchange(4));
  EXPECT_EQ(errors[3], "move 5 skips moves: 1 played so far");
  EXPECT_EQ(host.game()->moves().size(), 1u);
  EXPECT_FALSE(host.ourTurn());
  // A legal move after all that is played.
  cheat->send(net::moveMessage(2, net::Square{1, 1}));
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (!host.ourTurn() && std::chrono::steady_clock::now() < deadline) {
    host.update();
    host.waitForActivity(5ms);
  }
  EXPECT_EQ(record(*host.game()), "h8 a1 ");
}

// The clocks of a network game, with time moved by hand on both sides at once (one process).
OnlineSetup clocked(const char* control) {
  OnlineSetup setup;
  setup.clock = *TimeControl::parse(control);
  return setup;
}

// A table whose two sides read the same fake time, in step before the first move.
struct TimedTable : Table {
  FakeTime time;
  explicit TimedTable(const char* control) : Table(clocked(control)) {
    host->useTimeSource(time.source());
    joiner->useTimeSource(time.source());
    // The joiner's clocks start with the host's READY: wait for it, not only for the same moves.
    EXPECT_TRUE(until([this] { return host->connected() && saw(joinerSaw, Kind::InStep); }));
  }
};

TEST(OnlineClock, TheJoinerTakesTheHostsClockAndAMoveCarriesItsTime) {
  TimedTable table("1m+2s");
  EXPECT_EQ(table.joiner->clock().control(), *TimeControl::parse("1m+2s"));
  table.time.pass(10s);
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  // Black's 10 s, and its increment: the same on both sides.
  EXPECT_EQ(table.host->clock().remaining(Stone::Black), 52s);
  EXPECT_EQ(table.joiner->clock().remaining(Stone::Black), 52s);
  table.time.pass(30s);
  table.play(*table.joiner, "a1");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  EXPECT_EQ(table.joiner->clock().remaining(Stone::White), 32s);
  EXPECT_EQ(table.host->clock().remaining(Stone::White), 32s);
  EXPECT_EQ(table.host->clock().remaining(Stone::Black), 52s);  // only the side to move counts
}

TEST(OnlineClock, AFlagFallsAndBothSidesAgreeWhoLost) {
  TimedTable table("10s");
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  table.time.pass(11s);  // White thinks too long
  ASSERT_TRUE(table.until([&] { return table.host->isOver() && table.joiner->isOver(); }));
  EXPECT_EQ(table.joiner->lostOnTime(), Stone::White);
  EXPECT_EQ(table.host->lostOnTime(), Stone::White);
  EXPECT_EQ(table.host->conclusion(), "White ran out of time: Black wins");
  EXPECT_EQ(table.joiner->conclusion(), table.host->conclusion());
  EXPECT_TRUE(Table::saw(table.hostSaw, Kind::LostOnTime));
  EXPECT_TRUE(Table::saw(table.joinerSaw, Kind::LostOnTime));
  EXPECT_EQ(table.joiner->play(*parseNotation("a1", 15)).result, OnlineMatch::PlayResult::Over);
}

TEST(OnlineClock, TheWaitingSideClaimsTheWinOnlyAfterTheGrace) {
  TimedTable table("10s");
  table.time.pass(10s + 500ms);  // Black's flag falls, but its program does not say so
  for (int i = 0; i < 5; ++i) table.joiner->update();
  EXPECT_FALSE(table.joiner->isOver());  // a move made in time may still be on its way
  table.time.pass(kFlagGrace);
  table.joiner->update();
  EXPECT_TRUE(table.joiner->isOver());
  EXPECT_EQ(table.joiner->lostOnTime(), Stone::Black);
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  EXPECT_EQ(table.host->lostOnTime(), Stone::Black);
  EXPECT_EQ(table.host->conclusion(), table.joiner->conclusion());
}

// The host's side, with a peer whose lines the test writes.
struct ScriptedPeer {
  std::unique_ptr<OnlineMatch> host;
  std::unique_ptr<net::Link> peer;
  FakeTime time;
  std::vector<std::string> errors;

  explicit ScriptedPeer(const char* control) : ScriptedPeer(clocked(control)) {}
  explicit ScriptedPeer(const OnlineSetup& setup) {
    auto hosted = OnlineMatch::host(0, setup, named("alice"));
    EXPECT_TRUE(hosted.ok());
    host = std::move(hosted.value());
    host->useTimeSource(time.source());
    peer = net::Link::join("127.0.0.1", host->port(), named("bob"));
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (!(host->connected() && peer->connected()) && std::chrono::steady_clock::now() < deadline) {
      host->update();
      peer->waitForEvent(5ms);
    }
  }
  // Updates the host until `done`, gathering the errors it sends.
  bool until(const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (std::chrono::steady_clock::now() < deadline) {
      host->update();
      while (auto event = peer->poll())
        if (event->kind == net::LinkEvent::Kind::Received && event->message.kind == net::Message::Kind::Error)
          errors.push_back(event->message.text);
      if (done()) return true;
      peer->waitForEvent(5ms);
    }
    return false;
  }
  void send(const std::string& line) { peer->send(net::decodeMessage(line).value()); }
};

// Renju outside the core: a peer's program that lets Black play a forbidden point (a copy of the
// game changed, or another program) is refused by the host, whose record stays as it was.
TEST(OnlineRenju, APeersBlackFoulIsRefused) {
  ScriptedPeer table(OnlineSetup{.rule = Rule::Renju, .hostColour = Stone::White});
  // Black (the peer) f8 g8 across and h9 h10 down: h8 would make two open threes at once.
  const char* black[] = {"f8", "g8", "h9", "h10"};
  const char* white[] = {"a1", "a3", "a5", "o1"};
  for (int i = 0; i < 4; ++i) {
    table.send("MOVE " + std::to_string(2 * i + 1) + " " + black[i]);
    ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); })) << black[i];
    ASSERT_EQ(table.host->play(*parseNotation(white[i], 15)).result, OnlineMatch::PlayResult::Played);
  }
  ASSERT_TRUE(table.until([&] { return !table.host->ourTurn(); }));
  table.send("MOVE 9 h8");
  ASSERT_TRUE(table.until([&] { return !table.errors.empty(); }));
  EXPECT_NE(table.errors[0].find("double-three"), std::string::npos) << table.errors[0];
  EXPECT_EQ(table.host->game()->moves().size(), 8u);
  EXPECT_FALSE(table.host->isOver());
  // Black may still play a legal point.
  table.send("MOVE 9 o15");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  EXPECT_EQ(table.host->game()->moves().size(), 9u);
}

TEST(OnlineClock, ATimeLeftTheClockCannotGiveIsRefused) {
  ScriptedPeer table("1m");
  ASSERT_EQ(table.host->play(*parseNotation("h8", 15)).result, OnlineMatch::PlayResult::Played);
  table.send("MOVE 2 a1");
  ASSERT_TRUE(table.until([&] { return table.errors.size() == 1; }));
  EXPECT_EQ(table.errors[0], "move 2: the game has a clock, and the move says no left= time");
  table.send("MOVE 2 a1 left=60001");
  ASSERT_TRUE(table.until([&] { return table.errors.size() == 2; }));
  EXPECT_EQ(table.errors[1], "move 2: left=60001 is more than the clock 1m can give (60000)");
  EXPECT_EQ(table.host->game()->moves().size(), 1u);
  // More than it had when its turn began is held to that: the mover's clock is the authority on
  // its own time, within what it could have.
  table.time.pass(20s);
  table.send("MOVE 2 a1 left=59000");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  EXPECT_EQ(table.host->clock().remaining(Stone::White), 59s);
  EXPECT_EQ(table.errors.size(), 2u);
}

TEST(OnlineClock, AMoveMadeInTimeCountsThoughTheFlagFellHere) {
  ScriptedPeer table("10s");
  ASSERT_EQ(table.host->play(*parseNotation("h8", 15)).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(table.until([&] { return true; }));
  table.time.pass(11s);  // here White's flag fell; its move, made with 300 ms left, is on its way
  table.send("MOVE 2 a1 left=300");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn() || table.host->isOver(); }));
  EXPECT_FALSE(table.host->isOver());
  EXPECT_EQ(table.host->clock().remaining(Stone::White), 300ms);
  EXPECT_EQ(table.host->game()->moves().size(), 2u);
}

TEST(OnlineClock, AClaimThatCrossedOurMoveTakesItBack) {
  ScriptedPeer table("10s");
  ASSERT_EQ(table.host->play(*parseNotation("h8", 15)).result, OnlineMatch::PlayResult::Played);
  table.send("MOVE 2 a1 left=9000");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  ASSERT_EQ(table.host->play(*parseNotation("i8", 15)).result, OnlineMatch::PlayResult::Played);
  // The peer claimed Black's flag after move 2 before move 3 reached it: the claim came first.
  table.send("FLAG 2");
  ASSERT_TRUE(table.until([&] { return table.host->isOver(); }));
  EXPECT_EQ(table.host->lostOnTime(), Stone::Black);
  EXPECT_EQ(record(*table.host->game()), "h8 a1 ");
  table.send("FLAG 7");  // after the end: nothing more happens
  // A line the host must refuse, sent after it: the host reads the peer's lines in order and
  // answers in order, so once its refusal is here, anything FLAG 7 drew would be here before it.
  table.send("CLOCK 1 2");
  ASSERT_TRUE(table.until([&] { return !table.errors.empty(); }));
  EXPECT_EQ(table.errors, std::vector<std::string>{"CLOCK belongs to the host's record"});
}

TEST(OnlineClock, ARestartedHostGivesBothTheTimesItKept) {
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "kept-clock-game";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / kKeptNetworkGameName;
  TimedTable table("5m");
  table.host->keepIn(file);
  table.time.pass(10s);
  table.play(*table.host, "h8");
  ASSERT_TRUE(table.until([&] { return table.joiner->ourTurn(); }));
  table.time.pass(20s);
  table.play(*table.joiner, "a1");
  ASSERT_TRUE(table.until([&] { return table.host->ourTurn(); }));
  table.host.reset();  // the hosting program stops; the joiner's clocks stop with the connection
  table.time.pass(60s);
  auto kept = loadKeptNetworkGame(file);
  ASSERT_TRUE(kept && kept->ok()) << (kept ? kept->error() : "no file");
  ASSERT_TRUE(kept->value().times);
  EXPECT_EQ(*kept->value().times, (std::array<std::uint32_t, 2>{290000, 280000}));
  auto resumed = OnlineMatch::resume(kept->value(), named("alice"));
  ASSERT_TRUE(resumed.ok()) << resumed.error();
  table.host = std::move(resumed.value());
  table.host->useTimeSource(table.time.source());
  table.joinerSaw.clear();
  ASSERT_TRUE(table.until([&] { return Table::saw(table.joinerSaw, Kind::InStep); }));
  for (OnlineMatch* side : {table.host.get(), table.joiner.get()}) {
    EXPECT_EQ(side->clock().remaining(Stone::Black), 290s) << (side == table.host.get() ? "host" : "joiner");
    EXPECT_EQ(side->clock().remaining(Stone::White), 280s) << (side == table.host.get() ? "host" : "joiner");
  }
}

TEST(KeptNetworkGame, TheClocksAreKeptAfterTheMoves) {
  KeptNetworkGame game{
      24015, {}, "", "bob", {go::Move::play({7, 7})}, std::array<std::uint32_t, 2>{1500, 2500}};
  game.offer.id = "ab12";
  game.offer.clock = *TimeControl::parse("5m+3s");
  const std::string text = writeKeptNetworkGame(game);
  EXPECT_NE(text.find("clock=5m+3s"), std::string::npos);
  EXPECT_NE(text.find("\nCLOCK 1500 2500\n"), std::string::npos);
  auto read = readKeptNetworkGame(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), game);
  game.offer.clock = {};
  EXPECT_FALSE(readKeptNetworkGame(writeKeptNetworkGame(game)).ok());  // CLOCK in a game without one
}

}  // namespace
}  // namespace gomoku::session
