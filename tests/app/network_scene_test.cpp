// Gomoku over the network in the window: the window hosts on a port the system chooses, and the
// other player is a second OnlineMatch in this process, joined over 127.0.0.1 through the session
// layer, as another copy of the game would be.
#include "app/scenes/network_scene.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "app/main_loop.h"
#include "app_fixture.h"
#include "core/go/vertex.h"
#include "net/discovery.h"
#include "session/kept_network_game.h"

namespace gomoku::app::testing {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;

class NetworkInTheWindow : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\n");
    open();
  }

  void clickBoard(Point p) {
    Vec2 c = onlineGame().view().centre(p);
    SDL_FPoint w = toWindow(c.x, c.y);
    click(w.x, w.y);
  }

  // Runs the window's frames and the other player's game until `done`.
  bool runBoth(const std::function<bool()>& done) {
    return runUntil([&] {
      for (OnlineEvent& event : friend_->update()) heard_.push_back(std::move(event));
      return done();
    });
  }

  bool friendHeard(OnlineEvent::Kind kind, const std::string& detail) const {
    for (const OnlineEvent& event : heard_)
      if (event.kind == kind && event.detail == detail) return true;
    return false;
  }

  // The friend hosts a game on a free port (Black), with the code `code`, then the window opens
  // its Network screen.
  void friendHostsThenNetworkOpens(Rule rule, const std::string& code, const std::string& name = {}) {
    net::LinkOptions hostLink;
    hostLink.code = code;
    if (!name.empty()) hostLink.name = name;
    auto hosted = OnlineMatch::host(0, {rule, 15, Stone::Black}, hostLink);
    ASSERT_TRUE(hosted);
    friend_ = std::move(hosted.value());
    openNetwork();
  }

  // The friend joins the game the window hosts, with the code it shows.
  std::unique_ptr<OnlineMatch> joinTheWindow() {
    net::LinkOptions link;
    link.code = network().online()->gameCode();
    return OnlineMatch::join("127.0.0.1", network().online()->port(), link);
  }

  // Some text drawn in the last frame is exactly `line`.
  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
  }

  std::unique_ptr<OnlineMatch> friend_;
  std::vector<OnlineEvent> heard_;
};

TEST_F(NetworkInTheWindow, TheStartMenuOpensTheChoiceToHostOrJoin) {
  ASSERT_TRUE(clickButton("Network 联机"));
  ASSERT_EQ(topScene(), "Network");
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "StartMenu");
}

// Issue 46: the Network screen by the keyboard alone. The arrows move over the tabs, the rows and
// the buttons, Left/Right step a row's value or go to the next tab, Enter presses what the arrows
// chose; once a line is typed, Enter joins and Tab goes from field to field.
TEST_F(NetworkInTheWindow, TheScreenIsUsedByTheKeyboardAlone) {
  friendHostsThenNetworkOpens(Rule::Freestyle, "K7QX3M");
  key(SDLK_DOWN);   // the first tab not chosen: Join a game
  key(SDLK_RIGHT);  // Host online
  key(SDLK_LEFT);   // Join a game
  key(SDLK_RETURN);
  frames(1);
  ASSERT_EQ(network().role(), NetworkScene::Role::Join);
  type(("127.0.0.1:" + std::to_string(friend_->port())).c_str());
  key(SDLK_TAB);
  EXPECT_EQ(network().joinField(), NetworkScene::JoinField::Code);
  type("K7QX3M");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return playingOnline(); })) << network().problem();
}

TEST_F(NetworkInTheWindow, AFriendJoinsPlaysChatsAndResigns) {
  openNetwork();
  // The port typed over the default: 0 lets the system choose one.
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  const std::uint16_t port = network().online()->port();
  ASSERT_NE(port, 0);

  // The friend was told the code the window shows.
  const std::string code = network().online()->gameCode();
  EXPECT_EQ(code.size(), 6u);
  EXPECT_TRUE(shown("Game code: " + code));
  net::LinkOptions link;
  link.name = "friend";
  link.code = code;
  friend_ = OnlineMatch::join("127.0.0.1", port, link);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  EXPECT_EQ(friend_->ourColour(), Stone::White);

  // The window plays Black by a click; the friend sees it and answers.
  const int size = onlineGame().online()->game()->board().size();
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  EXPECT_EQ(friend_->game()->moves()[0], (Point{7, 7}));
  ASSERT_EQ(friend_->play({8, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));
  EXPECT_EQ(onlineGame().log().back(), "friend: " + toNotation({8, 7}, size));
  // A click on a taken point is refused and the game stays.
  clickBoard({8, 7});
  EXPECT_EQ(onlineGame().online()->game()->moves().size(), 2u);

  // One line of chat each way.
  // Typed after a click on Host: Enter goes to the line, not to the button last pointed at.
  type("good luck");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return friendHeard(OnlineEvent::Kind::Chat, "good luck"); }));
  friend_->say("thanks");
  ASSERT_TRUE(runBoth([&] { return onlineGame().log().back() == "friend: thanks"; }));

  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  EXPECT_EQ(onlineGame().log().back(), "White resigned");
  EXPECT_EQ(onlineGame().online()->conclusion(), "White resigned: Black wins");
  bool resignShown = false;
  for (const DrawnWidget& widget : widgets()) {
    if (widget.label != "Resign") continue;
    resignShown = true;
    EXPECT_FALSE(widget.enabled);
  }
  EXPECT_TRUE(resignShown);
}

// The name typed on the choice screen is kept in the settings and is the one the friend sees.
// "You play" goes Black, White, Random; a random colour is drawn when the game is hosted, and the
// waiting host is told which it got.
TEST_F(NetworkInTheWindow, TheHostsColourCanBeDrawnByLot) {
  openNetwork();
  EXPECT_TRUE(shown("Black"));
  ASSERT_TRUE(clickButton("You play"));
  EXPECT_TRUE(shown("White"));
  ASSERT_TRUE(clickButton("You play"));
  EXPECT_TRUE(shown("Random"));
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  // Hosted again and again, the lot falls both ways (a lot that always fell one way would fail
  // here once in 2^39 runs).
  bool drewBlack = false;
  bool drewWhite = false;
  for (int i = 0; i < 40 && !(drewBlack && drewWhite); ++i) {
    if (i > 0) {
      key(SDLK_ESCAPE);  // Cancel: back to the choice, still Random
      ASSERT_EQ(network().phase(), NetworkScene::Phase::Choosing);
      ASSERT_TRUE(shown("Random"));
    }
    ASSERT_TRUE(clickButton("Host"));
    ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
    (network().online()->ourColour() == Stone::Black ? drewBlack : drewWhite) = true;
  }
  EXPECT_TRUE(drewBlack);
  EXPECT_TRUE(drewWhite);
  // The friend who joins plays the other colour, and the host's screen says which it got.
  const Stone drawn = network().online()->ourColour();
  friend_ = joinTheWindow();
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  EXPECT_EQ(friend_->ourColour(), opponent(drawn));
  frames(1);
  EXPECT_NE(textDrawn().find(drawn == Stone::Black ? "You play Black  ·  " : "You play White  ·  "),
            std::string::npos);
}

TEST_F(NetworkInTheWindow, TheNameTypedIsTheOneTheFriendSees) {
  openNetwork();
  ASSERT_TRUE(clickButton("Your name: " + network().ourName()));
  ASSERT_EQ(topScene(), "NamePrompt");
  type("Mei Ling");
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Network");
  EXPECT_EQ(app().settings().playerName, "Mei_Ling");
  friend_ = hostForAFriend();
  ASSERT_TRUE(friend_);
  ASSERT_TRUE(runBoth([&] { return friendHeard(OnlineEvent::Kind::Connected, "Mei_Ling"); }));
}

TEST_F(NetworkInTheWindow, AFriendsUndoRequestIsAnsweredOnScreen) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  friend_ = joinTheWindow();
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  ASSERT_EQ(friend_->play({8, 8}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));
  ASSERT_TRUE(friend_->askUndo());
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->undoAsked(); }));
  ASSERT_TRUE(clickButton("Yes"));
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  EXPECT_EQ(onlineGame().online()->game()->moves().size(), 1u);
  EXPECT_FALSE(clickButton("Yes"));  // answered: the question is gone
}

TEST_F(NetworkInTheWindow, ADrawOfferedFromTheWindowAndAgreedEndsTheGame) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  friend_ = joinTheWindow();
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  clickBoard({7, 7});
  ASSERT_TRUE(clickButton("Offer draw"));
  ASSERT_TRUE(runBoth([&] { return friend_->drawOffered(); }));
  friend_->answerDraw(true);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  EXPECT_EQ(onlineGame().online()->conclusion(), "Drawn by agreement");
  EXPECT_FALSE(clickButton("Offer draw"));  // switched off once the game is over
}

TEST_F(NetworkInTheWindow, ALostConnectionIsToldAndTheGameGoesOnWhenItIsBack) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  friend_ = joinTheWindow();
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  friend_->dropConnection();
  ASSERT_TRUE(runBoth([&] { return onlineGame().log().back().starts_with("The connection was lost: "); }));
  // The friend connects again by itself and the game goes on from the same position.
  // The friend gave no name: "player".
  ASSERT_TRUE(runBoth([&] { return onlineGame().log().back() == "player came back"; }));
  ASSERT_EQ(friend_->play({8, 8}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));
}

TEST_F(NetworkInTheWindow, AGameFoundNearbyIsJoinedByAClick) {
  // The friend hosts this time, and announces the game to the window's listening port.
  auto hosted = OnlineMatch::host(0, {Rule::Renju, 15, Stone::Black}, {});
  ASSERT_TRUE(hosted);
  friend_ = std::move(hosted.value());
  openNetwork();
  ASSERT_TRUE(clickButton("Join a game"));
  ASSERT_NE(network().findingOn(), 0);
  net::Announcer announcer(net::Announcement{friend_->port(), "friend", Rule::Renju, 15},
                           {{"127.0.0.1", network().findingOn()}}, std::chrono::milliseconds(50));
  std::string label;
  ASSERT_TRUE(runUntil([&] {
    for (const DrawnWidget& widget : app_->ui().widgets())
      if (widget.label.starts_with("friend  Renju 15  ")) label = widget.label;
    return !label.empty();
  }));
  ASSERT_TRUE(clickButton(label));
  ASSERT_TRUE(runBoth([&] { return playingOnline(); }));
  EXPECT_EQ(onlineGame().online()->ourColour(), Stone::White);
  EXPECT_EQ(onlineGame().online()->game()->rule(), Rule::Renju);
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  clickBoard({8, 8});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 2; }));
}

TEST_F(NetworkInTheWindow, AJoinWithTheGameCodeTypedPlaysAndAWrongOneIsToldInWords) {
  friendHostsThenNetworkOpens(Rule::Freestyle, "K7QX3M", "friend");
  ASSERT_TRUE(clickButton("Join a game"));
  type(("127.0.0.1:" + std::to_string(friend_->port())).c_str());
  // Tab moves to the code field; a wrong code is refused, and the player told so in words.
  key(SDLK_TAB);
  EXPECT_EQ(network().joinField(), NetworkScene::JoinField::Code);
  type("K7QX3N");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return !network().problem().empty(); }));
  EXPECT_EQ(network().problem(), "The game code is wrong");
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  EXPECT_FALSE(friend_->connected());
  // A click on the address field and back on the code field; the code typed again, in other capitals.
  const Box address = NetworkScene::addressBox(NetworkScene::kChoiceTop);
  SDL_FPoint at = toWindow(address.x + 20, address.y + 20);
  click(at.x, at.y);
  EXPECT_EQ(network().joinField(), NetworkScene::JoinField::Address);
  const Box code = NetworkScene::codeBox(NetworkScene::kChoiceTop);
  at = toWindow(code.x + 20, code.y + 20);
  click(at.x, at.y);
  ASSERT_EQ(network().joinField(), NetworkScene::JoinField::Code);
  for (int i = 0; i < 6; ++i) key(SDLK_BACKSPACE);
  type("k7qx3m");
  ASSERT_TRUE(clickButton("Join"));
  ASSERT_TRUE(runBoth([&] { return playingOnline(); })) << network().problem();
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  clickBoard({8, 8});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 2; }));
}

TEST_F(NetworkInTheWindow, AFoundGameThatNeedsACodeAsksForIt) {
  friendHostsThenNetworkOpens(Rule::Renju, "K7QX3M");
  ASSERT_TRUE(clickButton("Join a game"));
  net::Announcer announcer(
      net::Announcement{friend_->port(), "friend", Rule::Renju, 15, net::GameKind::Gomoku, true},
      {{"127.0.0.1", network().findingOn()}}, std::chrono::milliseconds(50));
  std::string label;
  ASSERT_TRUE(runUntil([&] {
    for (const DrawnWidget& widget : app_->ui().widgets())
      if (widget.label.starts_with("friend  Renju 15  ")) label = widget.label;
    return !label.empty();
  }));
  EXPECT_TRUE(label.ends_with("  (code)")) << label;
  ASSERT_TRUE(clickButton(label));
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  EXPECT_EQ(network().joinField(), NetworkScene::JoinField::Code);
  EXPECT_TRUE(network().problem().starts_with("This game needs its code")) << network().problem();
  type("K7QX3M");
  key(SDLK_RETURN);
  ASSERT_TRUE(runBoth([&] { return playingOnline(); })) << network().problem();
  EXPECT_EQ(onlineGame().online()->game()->rule(), Rule::Renju);
}

// The window hosts, the friend joins and both play; the window's game is left (as a program
// stopped would be), and opened again the host's choice offers to continue it: the friend,
// reconnecting by itself, goes on from the same position.
TEST_F(NetworkInTheWindow, AHostsGameLeftIsContinuedAndTheFriendGoesOn) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  const std::uint16_t port = network().online()->port();
  const std::string code = network().online()->gameCode();
  net::LinkOptions link;
  link.name = "friend";
  link.code = code;
  link.retryEvery = std::chrono::milliseconds(50);
  friend_ = OnlineMatch::join("127.0.0.1", port, link);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->ourTurn(); }));
  ASSERT_EQ(friend_->play({0, 0}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 2; }));

  // The window's game is left, once the player agrees to; the friend keeps its own and reconnects.
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("Leave the game with friend? It is kept: Host a game offers to continue it."),
            std::string::npos)
      << textDrawn();
  ASSERT_TRUE(clickButton("Leave"));
  frames(1);
  ASSERT_EQ(topScene(), "StartMenu");
  openNetwork();
  ASSERT_TRUE(network().keptGame());
  ASSERT_TRUE(clickButton("Continue Gomoku (Freestyle) 15 x 15 with friend (move 3)"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  EXPECT_EQ(network().online()->port(), port);
  EXPECT_EQ(network().online()->gameCode(), code);
  ASSERT_TRUE(
      runBoth([&] { return playingOnline() && friend_->connected() && onlineGame().online()->ourTurn(); }));
  clickBoard({8, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 3; }));
  EXPECT_EQ(friend_->game()->moves()[0], (Point{7, 7}));
  EXPECT_EQ(friend_->game()->moves()[1], (Point{0, 0}));
  EXPECT_EQ(friend_->game()->moves()[2], (Point{8, 7}));
  // The friend is back, by its name: not a new player joining.
  const std::vector<std::string> log = onlineGame().log();
  EXPECT_NE(std::ranges::find(log, "friend came back"), log.end());
  EXPECT_EQ(std::ranges::find(log, "friend joined"), log.end());
  // The log goes on from the kept moves (told before the window was left): the new one only.
  EXPECT_EQ(std::ranges::count(log, "You: " + toNotation({8, 7}, 15)), 1);
  EXPECT_EQ(std::ranges::count(log, "You: " + toNotation({7, 7}, 15)), 0);
}

// The kept game's button says which game it is: the host's rows may show another.
TEST_F(NetworkInTheWindow, TheKeptGameToContinueSaysWhichGameItIs) {
  session::KeptNetworkGame kept;
  kept.port = 24015;
  kept.offer.id = "0123456789abcdef";
  kept.offer.kind = net::GameKind::Go;
  kept.offer.size = 9;
  kept.peerName = "friend";
  kept.moves = {go::Move::play({4, 4})};
  ASSERT_FALSE(session::keepNetworkGame(app().prefFolder() / session::kKeptNetworkGameName, kept));
  openNetwork();
  EXPECT_TRUE(shown("Continue Go 9 x 9 with friend (move 2)"));
  Settings chinese = app_->settings();
  chinese.language = Language::Chinese;
  app_->changeSettings(chinese);
  EXPECT_TRUE(shown("继续围棋 9 x 9：与 friend 对局（第 2 手）"));
}

TEST_F(NetworkInTheWindow, ADamagedKeptGameIsToldAndMovedAside) {
  {
    std::ofstream out(app().prefFolder() / "network-game.txt");
    out << "not a kept game\n";
  }
  openNetwork();
  EXPECT_FALSE(network().keptGame());
  EXPECT_TRUE(
      network().problem().starts_with("Cannot continue the network game: the kept network game "
                                      "network-game.txt cannot be read (line 1: "))
      << network().problem();
  EXPECT_TRUE(std::filesystem::exists(app().prefFolder() / "network-game.txt.damaged"));
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));  // a new game can be hosted as ever
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
}

TEST_F(NetworkInTheWindow, JoiningWhereNobodyListensShowsWhyAndTheSceneStays) {
  // A port that was just free: a host opened on it and closed again.
  std::uint16_t port = 0;
  {
    auto hosted = OnlineMatch::host(0, {}, {});
    ASSERT_TRUE(hosted);
    port = hosted.value()->port();
  }
  openNetwork();
  ASSERT_TRUE(clickButton("Join a game"));
  type("127.0.0.1:");
  type(std::to_string(port).c_str());
  key(SDLK_RETURN);
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting);
  ASSERT_TRUE(runUntil([&] { return !network().problem().empty(); }));
  EXPECT_TRUE(network().problem().starts_with("Cannot reach the host: ")) << network().problem();
  ASSERT_TRUE(clickButton("Cancel"));
  EXPECT_EQ(topScene(), "Network");
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
}

TEST_F(NetworkInTheWindow, HostingOnAPortInUseShowsWhyAndTheChoiceStays) {
  auto taken = OnlineMatch::host(0, {}, {});
  ASSERT_TRUE(taken);
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type(std::to_string(taken.value()->port()).c_str());
  ASSERT_TRUE(clickButton("Host"));
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  EXPECT_TRUE(network().problem().starts_with("Cannot host: ")) << network().problem();
  EXPECT_TRUE(network().problem().ends_with(". Try another port (0 lets the system choose one)."));
}

TEST_F(NetworkInTheWindow, AnAddressThatIsNotOneIsRefusedWithTheReason) {
  openNetwork();
  ASSERT_TRUE(clickButton("Join a game"));
  type("host:port");
  ASSERT_TRUE(clickButton("Join"));
  EXPECT_EQ(network().phase(), NetworkScene::Phase::Choosing);
  EXPECT_EQ(network().problem(), "Not an address: \"host:port\". Type host:port, as in 192.168.1.20:24015");
}

TEST_F(NetworkInTheWindow, AProblemIsToldInThePlayersLanguage) {
  Settings chinese = app_->settings();
  chinese.language = Language::Chinese;
  app_->changeSettings(chinese);
  openNetwork();
  ASSERT_TRUE(clickButton("加入对局"));
  type("host:port");
  key(SDLK_RETURN);
  EXPECT_EQ(network().problem(), "地址不对：“host:port”。请输入 主机:端口，如 192.168.1.20:24015");
}

// Go over the network: the window hosts a game of Go on 9x9, plays by clicks and Pass, marks the
// dead chain after two passes and proposes the count, which the friend accepts.
TEST_F(NetworkInTheWindow, AGameOfGoIsHostedPlayedAndCounted) {
  openNetwork();
  ASSERT_TRUE(clickButton("Game"));  // Gomoku -> Go
  // Board size steps through 9, 13 and 19, from the size of the local Go game's settings.
  for (int i = 0; i < 3 && network().boardSize() != 9; ++i) ASSERT_TRUE(clickButton("Board size"));
  ASSERT_EQ(network().boardSize(), 9);
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  friend_ = joinTheWindow();
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->goGame(); }));
  ASSERT_TRUE(friend_->playingGo());
  EXPECT_EQ(friend_->goGame()->boardSize(), 9);
  EXPECT_EQ(friend_->ourColour(), Stone::White);

  clickBoard(*go::parseVertex("E5", 9));
  ASSERT_TRUE(runBoth([&] { return friend_->goGame()->moveCount() == 1; }));
  ASSERT_EQ(friend_->play(go::Move::play(*go::parseVertex("G7", 9))).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->ourTurn(); }));
  EXPECT_EQ(onlineGame().log().back(), "player: G7");  // the friend did not give a name
  clickBoard(*go::parseVertex("G7", 9));               // taken: refused, the game stays
  EXPECT_EQ(onlineGame().log().back(), "Illegal: the point is taken");
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(runBoth([&] { return friend_->ourTurn(); }));
  ASSERT_EQ(friend_->play(go::Move::pass()).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->countingDead(); }));
  // Nothing is marked yet: the host is told to mark, and sees the count with none dead.
  EXPECT_EQ(onlineGame().log().back(), "Both passed: click the dead stones, then Propose count");
  EXPECT_TRUE(shown("Click the dead stones, then Propose count"));
  EXPECT_TRUE(shown("Black: 1 stone + 0 territory = 1"));

  // The host clicks White's stone dead, sees the count change, and proposes it; the friend agrees.
  clickBoard(*go::parseVertex("G7", 9));
  EXPECT_EQ(onlineGame().markedDead().size(), 1u);
  EXPECT_TRUE(shown("Marked dead: 1 stone"));
  EXPECT_TRUE(shown("Black: 1 stone + 80 territory = 81"));
  EXPECT_TRUE(shown("White: 0 stones + 0 territory + komi 7.5 = 7.5"));  // the settings' komi
  ASSERT_TRUE(clickButton("Propose count"));
  ASSERT_TRUE(runBoth([&] { return friend_->deadProposal().has_value(); }));
  ASSERT_TRUE(friend_->answerDead(true));
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  EXPECT_EQ(onlineGame().online()->conclusion(), friend_->conclusion());
  EXPECT_TRUE(onlineGame().online()->conclusion().starts_with("Black wins by "))
      << onlineGame().online()->conclusion();
}

// The window joins a game of Go the friend hosts, and answers the friend's count with Yes.
TEST_F(NetworkInTheWindow, AJoinerTakesTheHostsGoGameAndAnswersTheCount) {
  session::OnlineSetup setup;
  setup.kind = net::GameKind::Go;
  setup.boardSize = 9;
  auto hosted = OnlineMatch::host(0, setup, {});
  ASSERT_TRUE(hosted);
  friend_ = std::move(hosted.value());
  openNetwork();
  ASSERT_TRUE(clickButton("Join a game"));
  type(("127.0.0.1:" + std::to_string(friend_->port())).c_str());
  ASSERT_TRUE(clickButton("Join"));
  ASSERT_TRUE(runBoth([&] { return playingOnline(); }));
  ASSERT_TRUE(onlineGame().online()->playingGo());
  EXPECT_EQ(onlineGame().view().size(), 9);
  ASSERT_EQ(friend_->play(go::Move::play(*go::parseVertex("E5", 9))).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->ourTurn(); }));
  ASSERT_TRUE(clickButton("Pass"));
  ASSERT_TRUE(runBoth([&] { return friend_->ourTurn(); }));
  ASSERT_EQ(friend_->play(go::Move::pass()).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return friend_->countingDead() && onlineGame().online()->countingDead(); }));
  EXPECT_EQ(onlineGame().log().back(), "Both passed: player marks the dead stones");
  ASSERT_TRUE(friend_->proposeDead({}));
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->deadProposal().has_value(); }));
  // The joiner sees the count the host proposes, in the same words as the host.
  EXPECT_TRUE(shown("Black: 1 stone + 80 territory = 81"));
  EXPECT_TRUE(shown("White: 0 stones + 0 territory + komi 6.5 = 6.5"));
  ASSERT_TRUE(clickButton("Yes"));
  ASSERT_TRUE(runBoth([&] { return friend_->isOver(); }));
  EXPECT_EQ(onlineGame().online()->conclusion(), "Black wins by 74.5 (B+74.5)");
}

// Issue 19, defect 6: what a player of a network game missed.

// The friend hosts `setup` and the window joins it by the address typed (and `code`, when given).
class JoinedInTheWindow : public NetworkInTheWindow {
 protected:
  void joinFriendsGame(session::OnlineSetup setup, const std::string& code = "") {
    net::LinkOptions link;
    link.name = "friend";
    link.code = code;
    auto hosted = OnlineMatch::host(0, setup, link);
    ASSERT_TRUE(hosted);
    friend_ = std::move(hosted.value());
    openNetwork();
    ASSERT_TRUE(clickButton("Join a game"));
    typeAddressAndCode(code);
    ASSERT_TRUE(clickButton("Join"));
    ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->connected(); })) << network().problem();
  }
  void typeAddressAndCode(const std::string& code) {
    type(address().c_str());
    if (code.empty()) return;
    key(SDLK_TAB);
    type(code.c_str());
  }
  std::string address() const { return "127.0.0.1:" + std::to_string(friend_->port()); }
};

TEST_F(JoinedInTheWindow, TheJoinerSeesTheRuleOfTheGame) {
  joinFriendsGame({Rule::Renju, 15, Stone::Black});
  EXPECT_TRUE(shown("You play White  ·  Renju, 15 x 15"));
}

TEST_F(JoinedInTheWindow, TheJoinerSeesGosBoardAndKomi) {
  session::OnlineSetup setup;
  setup.kind = net::GameKind::Go;
  setup.boardSize = 9;
  setup.komi = 5.5;
  joinFriendsGame(setup);
  EXPECT_TRUE(shown("You play White  ·  Go 9 x 9, komi 5.5"));
}

// A finished game offers a new one, the colours swapped, which starts when both agree.
TEST_F(JoinedInTheWindow, AFinishedGameOfGomokuIsPlayedAgainWhenBothAgree) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  ASSERT_TRUE(clickButton("Rematch"));
  ASSERT_TRUE(runBoth([&] { return friend_->rematchAsked(); }));
  // Asked once: the button waits for the answer.
  for (const DrawnWidget& widget : widgets()) {
    if (widget.label == "Rematch") {
      EXPECT_FALSE(widget.enabled);
    }
  }
  friend_->answerRematch(true);
  ASSERT_TRUE(runBoth(
      [&] { return !onlineGame().online()->isOver() && onlineGame().online()->game()->moves().empty(); }));
  EXPECT_EQ(onlineGame().online()->ourColour(), Stone::Black);
  EXPECT_EQ(friend_->ourColour(), Stone::White);
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
}

// Issue 46, defect 2: the host's log tells every move of a rematch, the first too, though the game
// before began on the same point.
TEST_F(NetworkInTheWindow, TheHostsLogTellsTheFirstMoveOfARematch) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  ASSERT_TRUE(clickButton("Host"));
  net::LinkOptions link;
  link.name = "friend";
  link.code = network().online()->gameCode();
  friend_ = OnlineMatch::join("127.0.0.1", network().online()->port(), link);
  ASSERT_TRUE(runBoth([&] { return playingOnline() && friend_->game(); }));
  auto rematch = [&] {
    ASSERT_TRUE(friend_->askRematch());
    ASSERT_TRUE(runBoth([&] { return onlineGame().online()->rematchAsked(); }));
    ASSERT_TRUE(clickButton("Yes"));
    ASSERT_TRUE(
        runBoth([&] { return friend_->game() && !friend_->isOver() && friend_->game()->moves().empty(); }));
  };
  // The window plays Black first, at h8, and the friend resigns.
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));

  // The friend plays Black now, at h8 again.
  rematch();
  ASSERT_EQ(friend_->ourColour(), Stone::Black);
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  EXPECT_EQ(onlineGame().log().back(), "friend: h8");
  clickBoard({8, 8});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 2; }));
  EXPECT_EQ(onlineGame().log().back(), "You: " + toNotation({8, 8}, 15));
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));

  // And the window plays Black again, first, at h8 as in both games before.
  rematch();
  ASSERT_EQ(onlineGame().online()->ourColour(), Stone::Black);
  clickBoard({7, 7});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 1; }));
  EXPECT_EQ(onlineGame().log().back(), "You: h8");
}

TEST_F(JoinedInTheWindow, AFinishedGameOfGoIsPlayedAgainWhenBothAgree) {
  session::OnlineSetup setup;
  setup.kind = net::GameKind::Go;
  setup.boardSize = 9;
  joinFriendsGame(setup);
  // Issue 46, defect 7: Resign asks first; Keep playing keeps the game, Resign ends it.
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(textDrawn().find("White resigns and Black wins the game."), std::string::npos) << textDrawn();
  ASSERT_TRUE(clickButton("Keep playing"));
  frames(1);
  EXPECT_TRUE(playingOnline());
  EXPECT_FALSE(onlineGame().online()->isOver());
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_TRUE(clickButton("Resign"));
  ASSERT_TRUE(runBoth([&] { return friend_->isOver(); }));
  ASSERT_TRUE(friend_->askRematch());
  ASSERT_TRUE(runBoth([&] { return shown("friend asks for a new game: agree?"); }));
  ASSERT_TRUE(clickButton("Yes"));
  ASSERT_TRUE(runBoth([&] { return !onlineGame().online()->isOver() && !friend_->isOver(); }));
  EXPECT_EQ(onlineGame().online()->ourColour(), Stone::Black);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->ourTurn(); }));
  clickBoard(*go::parseVertex("E5", 9));
  ASSERT_TRUE(runBoth([&] { return friend_->goGame()->moveCount() == 1; }));
}

TEST_F(JoinedInTheWindow, AHostGoneFromAFinishedGameIsSaidToHaveLeft) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  friend_.reset();
  ASSERT_TRUE(runUntil([&] { return !onlineGame().online()->connected(); }));
  EXPECT_TRUE(shown("friend has left the game"));
  EXPECT_FALSE(shown("Connection lost: waiting for it to come back"));
  // Nobody is there to ask for a new game.
  for (const DrawnWidget& widget : widgets()) {
    if (widget.label == "Rematch") {
      EXPECT_FALSE(widget.enabled);
    }
  }
}

// Every log line in the panel fits it: a long one is wrapped, none is drawn past the edge.
TEST_F(JoinedInTheWindow, ALongLineOfTheLogIsWrappedToThePanel) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  friend_->dropConnection();
  ASSERT_TRUE(runBoth([&] { return onlineGame().log().back().starts_with("The connection was lost: "); }));
  const std::string line = onlineGame().log().back();
  frames(1);
  TextCache& text = app_->ui().text();
  bool drawn = false;
  for (const std::string& piece : text.drawnLastFrame()) {
    if (line.find(piece) == std::string::npos || piece.size() < 8) continue;
    drawn = true;
    EXPECT_LE(text.measure(piece, 18).x, 500) << piece;
  }
  EXPECT_TRUE(drawn);
  EXPECT_NE(textDrawn().find(line), std::string::npos) << line;
}

// The address and code joined with are kept, and offered by Rejoin after the window was closed.
TEST_F(JoinedInTheWindow, RejoinTakesTheLastAddressAndCodeBackToTheGame) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black}, "K7QX3M");
  EXPECT_EQ(app_->settings().lastJoinAddress, address());
  EXPECT_EQ(app_->settings().lastJoinCode, "K7QX3M");
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  // The window goes, as a crash would take it; the settings stay.
  close();
  open();
  openNetwork();
  EXPECT_EQ(network().role(), NetworkScene::Role::Join);  // it opens where the game can be rejoined
  ASSERT_TRUE(clickButton("Rejoin " + address()));
  ASSERT_TRUE(runBoth([&] {
    return playingOnline() && onlineGame().online()->game() &&
           onlineGame().online()->game()->moves().size() == 1 && onlineGame().online()->ourTurn();
  })) << network().problem();
}

// A host never joined: nothing is kept, and no Rejoin is offered.
TEST_F(NetworkInTheWindow, HostingKeepsNoAddressToRejoin) {
  openNetwork();
  friend_ = hostForAFriend();
  ASSERT_TRUE(friend_);
  ASSERT_TRUE(runBoth([&] { return playingOnline(); }));
  EXPECT_EQ(app_->settings().lastJoinAddress, "");
}

// The chosen tab is lit in the accent colour, as a chosen line of a list is, not greyed as a
// button that cannot be clicked.
TEST_F(NetworkInTheWindow, TheChosenTabLooksChosen) {
  openNetwork();
  auto lit = [&](float x) {
    const SDL_Color c = pixelAt(x, 100);
    return c.r == Palette::kAccent.r && c.g == Palette::kAccent.g && c.b == Palette::kAccent.b;
  };
  constexpr float kHostTab = 170, kJoinTab = 380;
  frames(1);
  EXPECT_TRUE(lit(kHostTab));
  EXPECT_FALSE(lit(kJoinTab));
  ASSERT_TRUE(clickButton("Join a game"));
  frames(1);
  EXPECT_FALSE(lit(kHostTab));
  EXPECT_TRUE(lit(kJoinTab));
}

// Issue 20: the network log keeps each line's Text and what fills it, so a change of language
// says the whole log again in the new one.
TEST_F(JoinedInTheWindow, TheLogFollowsAChangeOfLanguage) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  friend_->say("hi");
  ASSERT_TRUE(runBoth([&] { return onlineGame().log().back() == "friend: hi"; }));
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  ASSERT_EQ(onlineGame().log().back(), "Black resigned");
  Settings chinese = app_->settings();
  chinese.language = Language::Chinese;
  app_->changeSettings(chinese);
  const std::vector<std::string> log = onlineGame().log();
  EXPECT_EQ(log.back(), "黑方 认输");
  EXPECT_NE(std::ranges::find(log, "你执白方"), log.end());
  EXPECT_NE(std::ranges::find(log, "friend: hi"), log.end());
  EXPECT_TRUE(shown("黑方 认输"));
}

// Issue 21: the window's rough edges in a game played over the network.

// Menu and Escape ask before the game is left, saying what becomes of it, in both languages; only
// Leave leaves.
TEST_F(JoinedInTheWindow, LeavingTheGameAsksFirstAndSaysItIsKept) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  ASSERT_TRUE(clickButton("Menu"));
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  EXPECT_NE(
      textDrawn().find("Leave the game with friend? friend keeps it: Rejoin on Join a game goes back to it."),
      std::string::npos)
      << textDrawn();
  ASSERT_TRUE(clickButton("Keep playing"));
  ASSERT_TRUE(playingOnline());
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->game()->moves().size() == 1; }));
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Confirm");
  key(SDLK_ESCAPE);  // Escape again answers no
  ASSERT_TRUE(playingOnline());

  Settings chinese = app_->settings();
  chinese.language = Language::Chinese;
  app_->changeSettings(chinese);
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Confirm");
  frames(1);
  // Chinese is wrapped between any two characters: read without the breaks.
  std::string drawn = textDrawn();
  std::erase(drawn, ' ');
  EXPECT_NE(drawn.find("离开与friend的对局？friend保留着这一局：在“加入对局”中点“重新加入”即可回到对局。"),
            std::string::npos)
      << drawn;
  ASSERT_TRUE(clickButton("继续这一局"));
  friend_->resign();
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->isOver(); }));
  key(SDLK_ESCAPE);
  frames(1);
  EXPECT_NE(textDrawn().find("离开与 friend 已结束的对局？"), std::string::npos) << textDrawn();
  ASSERT_TRUE(clickButton("离开"));
  frames(1);
  EXPECT_EQ(topScene(), "StartMenu");
}

// A move the host played while the connection was down reaches the joiner with the host's record:
// it is logged as the moves played live are, and every move once.
TEST_F(JoinedInTheWindow, AMoveCaughtUpAfterAReconnectionIsLoggedOnce) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  const int size = 15;
  ASSERT_EQ(friend_->play({7, 7}).result, OnlineMatch::PlayResult::Played);
  ASSERT_TRUE(runBoth([&] { return onlineGame().online()->ourTurn(); }));
  clickBoard({8, 8});
  ASSERT_TRUE(runBoth([&] { return friend_->game()->moves().size() == 2; }));
  friend_->dropConnection();
  ASSERT_TRUE(runBoth([&] { return !onlineGame().online()->connected(); }));
  ASSERT_EQ(friend_->play({9, 9}).result, OnlineMatch::PlayResult::Played);  // the window is away
  ASSERT_TRUE(runBoth([&] {
    return onlineGame().online()->connected() && onlineGame().online()->game()->moves().size() == 3;
  }));
  frames(2);
  const std::vector<std::string> log = onlineGame().log();
  const auto once = [&](const std::string& line) { return std::ranges::count(log, line) == 1; };
  EXPECT_TRUE(once("friend: " + toNotation({7, 7}, size))) << ::testing::PrintToString(log);
  EXPECT_TRUE(once("You: " + toNotation({8, 8}, size))) << ::testing::PrintToString(log);
  EXPECT_TRUE(once("friend: " + toNotation({9, 9}, size))) << ::testing::PrintToString(log);
}

// What arrives is drawn in the next frame even when the update that told it ran on its own (the
// main loop steps the logic of an idle screen every half second, and draws only what it is told
// changed): a joiner's record caught up while idle stayed off the screen until the mouse moved.
TEST_F(JoinedInTheWindow, WhatArrivesIsDrawnInTheNextFrame) {
  joinFriendsGame({Rule::Freestyle, 15, Stone::Black});
  frames(1);
  friend_->say("hi");
  bool told = false;
  for (int i = 0; i < 200 && !told; ++i) {
    onlineGame().update(MainLoop::kStep);  // as after an idle wait: no frame drawn yet
    told = onlineGame().log().back() == "friend: hi";
    if (!told) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(told);
  EXPECT_TRUE(onlineGame().animating());
  frames(1);
  EXPECT_FALSE(onlineGame().animating());
}

}  // namespace
}  // namespace gomoku::app::testing
