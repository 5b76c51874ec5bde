// Games online in the window: the lobby's address and certificate file typed in Settings, and the
// network screen's Host online and Join online through a real gomoku-lobby served in this process
// on the loopback, over TLS with a certificate made for the test (tests/lobby). The other player is
// a second OnlineLobby in this process, as another copy of the game would be.
#include <algorithm>
#include <fstream>
#include <sstream>

#include "app/scenes/network_scene.h"
#include "app_fixture.h"
#include "running_lobby.h"
#include "session/kept_lobby_seat.h"
#include "session/online_lobby.h"

namespace gomoku::app::testing {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;

class LobbyInTheWindow : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
  }
  void TearDown() override {
    friend_.reset();
    AppTest::TearDown();
  }

  // The lobby named in Settings as a player types it, with its certificate file.
  void nameTheLobby(const std::string& address, const std::string& caFile) {
    ASSERT_TRUE(clickButton("Settings"));
    ASSERT_TRUE(clickButton("Lobby"));
    ASSERT_EQ(topScene(), "NamePrompt");
    type(address.c_str());
    key(SDLK_RETURN);
    ASSERT_TRUE(clickButton("Lobby certificate"));
    ASSERT_EQ(topScene(), "NamePrompt");
    type(caFile.c_str());
    key(SDLK_RETURN);
    ASSERT_EQ(topScene(), "Settings");
    key(SDLK_ESCAPE);
  }
  void nameOurLobby() { nameTheLobby("localhost:" + std::to_string(lobby_.port()), lobby_.caFile()); }

  // The window hosts online through our lobby and the friend joins with the code it shows.
  void hostOnlineForAFriend(std::string& code) {
    nameOurLobby();
    openNetwork();
    ASSERT_TRUE(clickButton("Host online"));
    ASSERT_TRUE(clickButton("Host"));
    ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
    code = network().online()->gameCode();
    ASSERT_TRUE(runUntil([&] { return lobbySaid("hosted"); }));
    friend_ = friendsLobby_.joinOnline(server(), code);
    ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  }

  void clickBoard(Point p) {
    const Vec2 c = onlineGame().view().centre(p);
    const SDL_FPoint w = toWindow(c.x, c.y);
    click(w.x, w.y);
  }

  // Runs the window's frames and the friend's game until `done`.
  bool runBoth(const std::function<bool()>& done) {
    return runUntil([&] {
      if (friend_)
        for (const OnlineEvent& e : friend_->update())
          friendSaw_ += std::to_string(static_cast<int>(e.kind)) + " " + e.detail + "\n";
      return done();
    });
  }

  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
  }

  session::LobbyServer server() const { return {{"localhost", lobby_.port()}, lobby_.caFile()}; }
  bool lobbySaid(const std::string& word) const {
    for (const std::string& line : lobby_.log())
      if (line.starts_with(word)) return true;
    return false;
  }

  std::string lobbyLog() const {
    std::string all;
    for (const std::string& line : lobby_.log()) all += line + "\n";
    return all;
  }

  std::string savedSettings() const {
    std::ifstream file(prefFolder_ / "settings.toml");
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }

  lobby::RunningLobby lobby_;
  session::OnlineLobby friendsLobby_{
      session::LobbyOptions{.name = "friend", .wake = {}, .announceTo = {}, .keepFile = {}}};
  std::unique_ptr<OnlineMatch> friend_;
  std::string friendSaw_;  // the friend's events, for a failure's message
};

TEST_F(LobbyInTheWindow, SettingsKeepTheLobbyAndItsCertificateAndRefuseABadAddress) {
  EXPECT_TRUE(app().settings().lobby.empty());  // nothing is contacted unless a player names one
  nameTheLobby("lobby.example.org:24999", lobby_.caFile());
  EXPECT_EQ(app().settings().lobby, "lobby.example.org:24999");
  EXPECT_EQ(app().settings().lobbyCaFile, lobby_.caFile());
  EXPECT_NE(savedSettings().find("lobby = \"lobby.example.org:24999\""), std::string::npos);
  close();
  open();
  EXPECT_EQ(app().settings().lobby, "lobby.example.org:24999");
  EXPECT_EQ(app().settings().lobbyCaFile, lobby_.caFile());

  // A bad address is refused in words and the one before stays.
  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Lobby"));
  type("lobby example:70000");
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Not a lobby address: \"lobby example:70000\". Type a host or host:port, as in "
                             "lobby.example.org:24017"),
            std::string::npos)
      << textDrawn();
  EXPECT_EQ(app().settings().lobby, "lobby.example.org:24999");
  ASSERT_TRUE(clickButton("OK"));
  // A certificate file that is not there is refused too.
  ASSERT_TRUE(clickButton("Lobby certificate"));
  type("/no/such/lobby.pem");
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("there is no such file."), std::string::npos) << textDrawn();
  EXPECT_EQ(app().settings().lobbyCaFile, lobby_.caFile());
  ASSERT_TRUE(clickButton("OK"));
  // Emptied, the lobby is none again.
  ASSERT_TRUE(clickButton("Lobby"));
  key(SDLK_BACKSPACE);  // the first key takes the whole suggestion away
  key(SDLK_RETURN);
  EXPECT_EQ(app().settings().lobby, "");
  EXPECT_TRUE(shown("none"));
}

TEST_F(LobbyInTheWindow, WithoutALobbyHostAndJoinOnlineSaySoAndOpenSettings) {
  openNetwork();
  ASSERT_TRUE(clickButton("Host online"));
  EXPECT_TRUE(shown("No lobby is set: name one in Settings (Lobby)."));
  EXPECT_FALSE(clickButton("Host"));
  key(SDLK_RETURN);  // nor by its key
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  ASSERT_TRUE(clickButton("Join online"));
  EXPECT_TRUE(shown("No lobby is set: name one in Settings (Lobby)."));
  ASSERT_TRUE(clickButton("Settings"));
  EXPECT_EQ(topScene(), "Settings");
}

// The window hosts online; the friend, told the code the window shows, joins through the lobby;
// a move each way, then the lobby stops and starts again and the game goes on.
TEST_F(LobbyInTheWindow, HostOnlineShowsTheCodeAFriendJoinsWithAndTheGameSurvivesTheLobbyRestarting) {
  nameOurLobby();
  openNetwork();
  const std::string ourName = network().ourName();
  ASSERT_TRUE(clickButton("Host online"));
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  const std::string code = network().online()->gameCode();
  ASSERT_EQ(code.size(), 6u);
  EXPECT_TRUE(shown("Game code: " + code));
  ASSERT_TRUE(runUntil([&] { return lobbySaid("hosted"); }));
  friend_ = friendsLobby_.joinOnline(server(), code);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  EXPECT_EQ(friend_->peerName(), ourName);
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  ASSERT_EQ(friend_->play({8, 8}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));
  lobby_.stop();
  ASSERT_TRUE(runBoth([&] { return !onlineGame().online()->connected(); }));
  lobby_.start();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->connected() && friend_->connected(); }));
  clickBoard({7, 8});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 3; }));
  EXPECT_EQ(friend_->game()->moves()[2], (Point{7, 8}));
}

// The window's game through the lobby, left (as a window closed), is kept with its lobby and
// secret: "Continue Gomoku (Freestyle) 15 x 15 with friend through the lobby" takes its seat back and the
// friend, reconnecting to the lobby, goes on.
TEST_F(LobbyInTheWindow, AGameHostedOnlineAndLeftIsContinuedThroughTheLobby) {
  std::string code;
  ASSERT_NO_FATAL_FAILURE(hostOnlineForAFriend(code));
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->ourTurn(); }));
  ASSERT_EQ(friend_->play({0, 0}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));

  // The window's game is left, once the player agrees to; the friend keeps its own and reconnects.
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Leave the game with friend? It is kept: Host online offers to continue it."),
            std::string::npos)
      << textDrawn();
  ASSERT_TRUE(clickButton("Leave"));
  frames(1);
  ASSERT_EQ(topScene(), "StartMenu");
  openNetwork();
  ASSERT_TRUE(network().keptGame());
  ASSERT_TRUE(network().keptGame()->lobby);
  EXPECT_EQ(network().role(), NetworkScene::Role::HostOnline);  // it opens where the kept game is
  ASSERT_TRUE(clickButton("Continue Gomoku (Freestyle) 15 x 15 with friend through the lobby (move 3)"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  EXPECT_EQ(network().online()->gameCode(), code);
  EXPECT_TRUE(shown("Game code: " + code));
  ASSERT_TRUE(
      runBoth([&] { return playingOnline() && friend_->connected() && onlineGame().online()->ourTurn(); }));
  clickBoard({8, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 3; }));
  EXPECT_EQ(friend_->game()->moves()[2], (Point{8, 7}));
  EXPECT_TRUE(lobbySaid("host back"));  // its seat, by its secret: not a new game
}

// The friend hosts Go; the window joins online by the code typed, and Rejoin keeps it.
TEST_F(LobbyInTheWindow, JoinOnlineByTheCodeTypedPlaysGo) {
  nameOurLobby();
  session::OnlineSetup setup;
  setup.kind = session::GameKind::Go;
  setup.boardSize = 9;
  auto hosted = friendsLobby_.hostOnline(server(), setup, "GO4U");
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  friend_ = std::move(hosted.value());
  ASSERT_TRUE(runBoth([&] { return lobbySaid("hosted"); }));
  openNetwork();
  ASSERT_TRUE(clickButton("Join online"));
  type("go4u");
  EXPECT_TRUE(shown("Game code: go4u_"));
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->goGame(); }));
  EXPECT_EQ(app().settings().lastOnlineCode, "GO4U");
  ASSERT_TRUE(onlineGame().online()->goGame());
  EXPECT_EQ(onlineGame().online()->goGame()->boardSize(), 9);
  ASSERT_EQ(friend_->play(go::Move::play({4, 4})).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->goGame()->turns().size() == 1; }));
  // Leaving asks first: the friend keeps the game, and Join online's Rejoin takes it back.
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(
      textDrawn().find("Leave the game with friend? friend keeps it: Rejoin on Join online goes back to it."),
      std::string::npos)
      << textDrawn();
}

// Issue 46, defect 10: the program closed in the middle of a game joined online and started again,
// the Network screen opens where the game can be rejoined, with its button, not on Host a game.
TEST_F(LobbyInTheWindow, TheNetworkScreenOpensOnTheGameThatCanBeRejoined) {
  nameOurLobby();
  auto hosted = friendsLobby_.hostOnline(server(), session::OnlineSetup{}, "BACK4U");
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  friend_ = std::move(hosted.value());
  ASSERT_TRUE(runBoth([&] { return lobbySaid("hosted"); }));
  openNetwork();
  EXPECT_EQ(network().role(), NetworkScene::Role::Host);  // nothing to rejoin yet
  ASSERT_TRUE(clickButton("Join online"));
  type("BACK4U");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  close();  // the program stops in the middle of the game
  open();
  openNetwork();
  EXPECT_EQ(network().role(), NetworkScene::Role::JoinOnline);
  ASSERT_TRUE(clickButton("Rejoin BACK4U"));
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->connected(); }));
  EXPECT_TRUE(lobbySaid("joiner back"));
}

// Issue 46, defect 5: a second try after a refused code goes through the same lobby, said once.
TEST_F(LobbyInTheWindow, TheLobbyIsNamedOnceForASecondTryAfterARefusedCode) {
  nameOurLobby();
  auto hosted = friendsLobby_.hostOnline(server(), session::OnlineSetup{}, "RIGHT7");
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  friend_ = std::move(hosted.value());
  ASSERT_TRUE(runBoth([&] { return lobbySaid("hosted"); }));
  openNetwork();
  ASSERT_TRUE(clickButton("Join online"));
  type("WRONG7");
  key(SDLK_RETURN);
  ASSERT_TRUE(runUntil([&] { return network().phase() == NetworkScene::Phase::Choosing; }));
  for (int i = 0; i < 6; ++i) key(SDLK_BACKSPACE);
  type("RIGHT7");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->connected(); })) << network().problem();
  const std::string named = "Through the lobby localhost:" + std::to_string(lobby_.port());
  const std::vector<std::string> lines = onlineGame().log();
  EXPECT_EQ(std::count(lines.begin(), lines.end(), named), 1) << ::testing::PrintToString(lines);
}

// The games the lobby lists, on the Join online tab: only the listed one, a click on it joins it
// by its code; with none, the tab says so.
TEST_F(LobbyInTheWindow, JoinOnlineShowsTheListedGameAndAClickJoinsIt) {
  nameOurLobby();
  openNetwork();
  ASSERT_TRUE(clickButton("Join online"));
  ASSERT_TRUE(runUntil([&] { return !network().askingList(); }));
  EXPECT_TRUE(shown("No game is listed in the lobby now"));

  session::OnlineSetup setup;
  setup.rule = Rule::Standard;
  setup.boardSize = 15;
  auto hosted = friendsLobby_.hostOnline(server(), setup, "PICK7", true);
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  friend_ = std::move(hosted.value());
  session::OnlineLobby othersLobby{
      session::LobbyOptions{.name = "other", .wake = {}, .announceTo = {}, .keepFile = {}}};
  auto unlisted = othersLobby.hostOnline(server(), setup, "HIDE6", false);
  ASSERT_TRUE(unlisted.ok()) << unlisted.error();
  ASSERT_TRUE(runBoth([&] {
    int count = 0;
    for (const std::string& line : lobby_.log()) count += line.starts_with("hosted") ? 1 : 0;
    return count == 2;
  }));
  ASSERT_TRUE(clickButton("Refresh"));
  ASSERT_TRUE(runBoth([&] { return !network().askingList() && !network().gamesListed().empty(); }));
  ASSERT_EQ(network().gamesListed().size(), 1U);
  EXPECT_TRUE(shown("PICK7  friend gomoku rule=standard size=15"));
  ASSERT_TRUE(clickButton("PICK7  friend gomoku rule=standard size=15"));
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->connected(); }));
  EXPECT_EQ(app().settings().lastOnlineCode, "PICK7");
  EXPECT_EQ(onlineGame().online()->game()->rule(), Rule::Standard);
}

// A lobby that cannot be reached for its list: said in the player's language, the tab staying.
TEST_F(LobbyInTheWindow, AListFromALobbyNotThereIsSaidInChinese) {
  const std::uint16_t port = lobby_.port();
  lobby_.stop();
  nameTheLobby("127.0.0.1:" + std::to_string(port), lobby_.caFile());
  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Language / 语言"));
  key(SDLK_ESCAPE);
  openNetwork();
  ASSERT_TRUE(clickButton("在线加入对局"));
  ASSERT_TRUE(runUntil([&] { return !network().askingList(); }));
  EXPECT_TRUE(network().problem().starts_with("无法连接联机大厅取得列表：")) << network().problem();
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
}

// Refusals on screen in the player's language, the screen staying: a code nobody hosts, and a
// lobby whose certificate is not trusted (none named: the system's store does not know the test's).
TEST_F(LobbyInTheWindow, AWrongCodeAndAnUntrustedCertificateAreSaidInChinese) {
  nameOurLobby();
  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Language / 语言"));
  key(SDLK_ESCAPE);
  openNetwork();
  ASSERT_TRUE(clickButton("在线加入对局"));
  type("NOSUCH");
  key(SDLK_RETURN);
  ASSERT_TRUE(runUntil([&] { return network().phase() == NetworkScene::Phase::Choosing; }));
  EXPECT_EQ(network().problem(), "对局码不对");
  EXPECT_EQ(topScene(), "Network");

  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("设置"));
  ASSERT_TRUE(clickButton("大厅证书"));
  key(SDLK_BACKSPACE);  // the first key takes the whole suggestion away
  key(SDLK_RETURN);
  EXPECT_EQ(app().settings().lobbyCaFile, "");
  key(SDLK_ESCAPE);
  openNetwork();
  ASSERT_TRUE(clickButton("在线建立对局"));
  ASSERT_TRUE(clickButton("建立"));
  ASSERT_TRUE(runUntil([&] { return network().phase() == NetworkScene::Phase::Choosing; }));
  EXPECT_TRUE(network().problem().starts_with("联机大厅的证书不可信（")) << network().problem();
  EXPECT_TRUE(network().problem().ends_with("），已拒绝。请检查设置中的“大厅证书”")) << network().problem();
}

// A game paired once keeps its joiner's seat: the window without the seat secret is refused in
// the player's language; with the one its program kept before (lobby-seat.txt in its folder), the
// same code takes the seat back.
TEST_F(LobbyInTheWindow, ASeatKeptForItsPlayerIsSaidInChineseAndTheKeptSecretTakesItBack) {
  nameOurLobby();
  auto hosted = friendsLobby_.hostOnline(server(), session::OnlineSetup{}, "SEAT8", true);
  ASSERT_TRUE(hosted.ok()) << hosted.error();
  friend_ = std::move(hosted.value());
  ASSERT_TRUE(runBoth([&] { return lobbySaid("hosted"); }));
  // The first joiner: this window's program before it was started again, its folder elsewhere.
  const std::filesystem::path before = prefFolder_ / "before";
  std::filesystem::create_directories(before);
  session::OnlineLobby earlier{session::LobbyOptions{
      .name = "me", .wake = {}, .announceTo = {}, .keepFile = before / session::kKeptNetworkGameName}};
  std::unique_ptr<OnlineMatch> first = earlier.joinOnline(server(), "SEAT8");
  // Connected, and its seat on disk with the key it agreed with the host: the connection is said
  // on the network's thread, the seat written by the next update.
  ASSERT_TRUE(runBoth([&] {
    first->update();
    const auto seat = session::keptSeat(before / session::kKeptLobbySeatName);
    return first->connected() && friend_->connected() && seat && !seat->key.empty() &&
           !seat->lobby.secret.empty();
  }));
  first.reset();  // that program stops
  ASSERT_TRUE(runBoth([&] { return lobbySaid("host back"); }));

  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Language / 语言"));
  key(SDLK_ESCAPE);
  openNetwork();
  ASSERT_TRUE(clickButton("在线加入对局"));
  type("SEAT8");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return network().phase() == NetworkScene::Phase::Choosing; }));
  EXPECT_EQ(network().problem(), "这局的座位留给加入它的棋手：只有那位棋手的程序能回到座位上");

  std::filesystem::copy_file(before / session::kKeptLobbySeatName, prefFolder_ / session::kKeptLobbySeatName);
  key(SDLK_RETURN);  // the code still typed
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->connected(); }))
      << "screen " << topScene() << ", friend connected " << friend_->connected() << ", problem \""
      << (topScene() == "Network" ? network().problem() : "") << "\", the lobby's log:\n"
      << lobbyLog() << "the friend saw:\n"
      << friendSaw_ << "the window drew: " << textDrawn();
  EXPECT_TRUE(lobbySaid("joiner back"));
}

// A lobby nobody answers at: said while the screen waits, and tried again.
TEST_F(LobbyInTheWindow, ALobbyThatCannotBeReachedIsSaidWhileWaiting) {
  const std::uint16_t port = lobby_.port();
  lobby_.stop();
  nameTheLobby("127.0.0.1:" + std::to_string(port), lobby_.caFile());
  openNetwork();
  ASSERT_TRUE(clickButton("Join online"));
  type("ABC123");
  key(SDLK_RETURN);
  ASSERT_TRUE(runUntil([&] { return !network().problem().empty(); }));
  EXPECT_TRUE(network().problem().starts_with("Cannot reach the lobby: ")) << network().problem();
  EXPECT_TRUE(network().problem().ends_with("; trying again")) << network().problem();
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Waiting);
}

// The friend's program dies mid-game (its connection ends, as on kill -9): the lobby closes ours
// too, and the log says what happened, not that the lobby failed; the game waits for them.
TEST_F(LobbyInTheWindow, AFriendWhoseProgramDiedIsSaidToHaveLeftNotTheLobby) {
  std::string code;
  ASSERT_NO_FATAL_FAILURE(hostOnlineForAFriend(code));
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  friend_->dropConnection();  // no BYE, as a program killed sends none
  friend_.reset();            // and it never comes back
  ASSERT_TRUE(runUntil([&] { return textDrawn().find("left or lost the connection") != std::string::npos; }))
      << textDrawn();
  EXPECT_EQ(textDrawn().find("The lobby closed the connection"), std::string::npos) << textDrawn();
  EXPECT_NE(textDrawn().find("The connection through the lobby ended: reconnecting"), std::string::npos)
      << textDrawn();
  EXPECT_NE(
      textDrawn().find("The lobby is fine: friend left or lost the connection, and the game waits for them"),
      std::string::npos)
      << textDrawn();
  EXPECT_EQ(onlineGame().online()->game()->moves().size(), 1u);  // the game in hand stays
}

}  // namespace
}  // namespace gomoku::app::testing
