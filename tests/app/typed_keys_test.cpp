// Keys typed into a line (a save's name, an engine's path, the player's name, the port, the
// address, the game code, a chat line) go to that line alone, as a keyboard sends them: a press,
// the character, a release. None of them works a hotkey: M and S (music and sound effects) change
// no setting and write nothing to settings.toml while a line is typed.
#include <cctype>
#include <cstring>
#include <fstream>
#include <sstream>

#include "app/scenes/network_scene.h"
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;

class TypedKeys : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=on\n");
    open();
    savedBefore_ = savedSettings();
  }

  // Each character as a keyboard types it: the key pressed (Shift for a capital), the text it
  // makes, the key released; one frame after each, as a person types.
  void typeKeys(std::string_view text) {
    const Uint32 window = SDL_GetWindowID(app_->window().sdl());
    for (char c : text) {
      SDL_Event press{};
      press.type = SDL_KEYDOWN;
      press.key.windowID = window;
      press.key.state = SDL_PRESSED;
      press.key.keysym.sym = std::tolower(static_cast<unsigned char>(c));
      press.key.keysym.mod = std::isupper(static_cast<unsigned char>(c)) ? KMOD_LSHIFT : KMOD_NONE;
      SDL_PushEvent(&press);
      SDL_Event typed{};
      typed.type = SDL_TEXTINPUT;
      typed.text.windowID = window;
      typed.text.text[0] = c;
      SDL_PushEvent(&typed);
      SDL_Event release = press;
      release.type = SDL_KEYUP;
      release.key.state = SDL_RELEASED;
      SDL_PushEvent(&release);
      frames(1);
    }
  }

  std::string savedSettings() const {
    std::ifstream file(prefFolder_ / "settings.toml");
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }

  // Music off and effects on as they started, in the game and on disk.
  void expectSettingsAsBefore() {
    EXPECT_FALSE(app().settings().music);
    EXPECT_TRUE(app().settings().effects);
    EXPECT_EQ(savedSettings(), savedBefore_);
  }

  // Some line drawn in the last frame is exactly `line`.
  bool shown(const std::string& line) {
    frames(1);
    for (const std::string& drawn : app_->ui().text().drawnLastFrame())
      if (drawn == line) return true;
    return false;
  }

  std::string savedBefore_;
};

TEST_F(TypedKeys, ASavesNameTakesEveryKeyAndNoHotkey) {
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8"});
  key(SDLK_s, KMOD_LCTRL);
  ASSERT_EQ(topScene(), "NamePrompt");
  typeKeys("first try mnhs");
  key(SDLK_RETURN);
  EXPECT_EQ(lastLogLine(), "Saved first try mnhs");
  expectSettingsAsBefore();
}

TEST_F(TypedKeys, AnEnginesPathTakesEveryKeyAndNoHotkey) {
  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Add..."));
  ASSERT_EQ(topScene(), "NamePrompt");
  typeKeys("/no/such/mnhs");
  key(SDLK_RETURN);
  // Refused, with what was typed whole.
  EXPECT_EQ(topScene(), "Confirm");
  EXPECT_TRUE(shown("/no/such/mnhs"));
  expectSettingsAsBefore();
}

TEST_F(TypedKeys, ThePlayersNameAddressAndCodeTakeEveryKeyAndNoHotkey) {
  openNetwork();
  ASSERT_TRUE(clickButton("Your name: " + network().ourName()));
  typeKeys("Sam ms");
  key(SDLK_RETURN);
  EXPECT_EQ(app().settings().playerName, "Sam_ms");
  ASSERT_TRUE(clickButton("Join a game"));
  typeKeys("mshost");
  EXPECT_TRUE(shown("Address: mshost_"));
  key(SDLK_TAB);
  typeKeys("msms");
  EXPECT_TRUE(shown("Game code: msms_"));
  EXPECT_FALSE(app().settings().music);
  EXPECT_TRUE(app().settings().effects);
}

// The lobby's address and certificate file in Settings, and Join online's code: the letters go to
// the line; only the lobby's rows change.
TEST_F(TypedKeys, TheLobbysAddressCertificateAndOnlineCodeTakeEveryKeyAndNoHotkey) {
  ASSERT_TRUE(clickButton("Settings"));
  ASSERT_TRUE(clickButton("Lobby"));
  typeKeys("mnhsuf.example");
  key(SDLK_RETURN);
  EXPECT_EQ(app().settings().lobby, "mnhsuf.example");
  ASSERT_TRUE(clickButton("Lobby certificate"));
  typeKeys("/no/mnhsuf.pem");
  key(SDLK_RETURN);
  EXPECT_EQ(topScene(), "Confirm");  // no such file: refused, with what was typed whole
  EXPECT_TRUE(shown("/no/mnhsuf.pem"));
  ASSERT_TRUE(clickButton("OK"));
  key(SDLK_ESCAPE);
  key(SDLK_ESCAPE);
  openNetwork();
  ASSERT_TRUE(clickButton("Join online"));
  typeKeys("mnhsuf");
  EXPECT_TRUE(shown("Game code: mnhsuf_"));
  EXPECT_FALSE(app().settings().music);
  EXPECT_TRUE(app().settings().effects);
  EXPECT_FALSE(app().settings().moveNumbers);
  EXPECT_TRUE(app().settings().fullscreen == false);
}

TEST_F(TypedKeys, ThePortAndAChatLineTakeEveryKeyAndNoHotkey) {
  openNetwork();
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  typeKeys("0");
  ASSERT_TRUE(clickButton("Host"));
  ASSERT_EQ(network().phase(), NetworkScene::Phase::Waiting) << network().problem();
  net::LinkOptions link;
  link.name = "friend";
  link.code = network().online()->gameCode();
  auto peer = OnlineMatch::join("127.0.0.1", network().online()->port(), link);
  bool heard = false;
  auto listen = [&] {
    for (const OnlineEvent& event : peer->update())
      heard = heard || (event.kind == OnlineEvent::Kind::Chat && event.detail == "nice move, Sam");
    return heard;
  };
  ASSERT_TRUE(runUntil([&] {
    listen();
    return playingOnline();
  }));
  typeKeys("nice move, Sam");
  key(SDLK_RETURN);
  EXPECT_TRUE(runUntil(listen));
  expectSettingsAsBefore();
}

}  // namespace
}  // namespace gomoku::app::testing
