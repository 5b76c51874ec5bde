// Every line the player types into (a save's name, an engine's path, the name for the other
// player, the host's address, the game code, a chat line, the lobby's address and certificate file
// in Settings, Join online's code, a move's comment) takes letters, drops control
// characters, stops at its length, and never lets a letter act as a hotkey.
#include <ostream>
#include <string>

#include "app/comment_view.h"
#include "app/scenes/name_prompt.h"
#include "app/scenes/network_scene.h"
#include "app_fixture.h"
#include "net/message.h"
#include "session/online_match.h"

namespace gomoku::app::testing {
namespace {

enum class Field : std::uint8_t {
  SaveName,
  EnginePath,
  PlayerName,
  Address,
  Code,
  Chat,
  Lobby,
  LobbyCa,
  OnlineCode,
  Comment
};

std::string nameOf(Field field) {
  switch (field) {
    case Field::SaveName:
      return "save name";
    case Field::EnginePath:
      return "engine path";
    case Field::PlayerName:
      return "player name";
    case Field::Address:
      return "address";
    case Field::Code:
      return "game code";
    case Field::Chat:
      return "chat";
    case Field::Lobby:
      return "lobby";
    case Field::LobbyCa:
      return "lobby certificate";
    case Field::OnlineCode:
      return "online code";
    case Field::Comment:
      return "comment";
  }
  return "?";
}

void PrintTo(Field field, std::ostream* out) {
  *out << nameOf(field);
}

class TextFields : public AppTest, public ::testing::WithParamInterface<Field> {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\neffects=off\nmove_numbers=off\n");
    open();
  }
  void TearDown() override {
    friend_.reset();
    AppTest::TearDown();
  }

  // Opens the field as a player would, emptied, with the keyboard typing into it.
  void openField(Field field) {
    switch (field) {
      case Field::SaveName:
        ASSERT_TRUE(clickButton("Play vs Friend"));
        key(SDLK_s, KMOD_LCTRL);
        break;
      case Field::EnginePath:
        ASSERT_TRUE(clickButton("Settings"));
        ASSERT_TRUE(clickButton("Add..."));
        break;
      case Field::PlayerName:
        openNetwork();
        ASSERT_TRUE(clickButton("Your name: " + network().ourName()));
        break;
      case Field::Address:
      case Field::Code:
        openNetwork();
        ASSERT_TRUE(clickButton("Join a game"));
        if (field == Field::Code) key(SDLK_TAB);
        break;
      case Field::Chat:
        openNetwork();
        playAFriend();
        break;
      case Field::Lobby:
      case Field::LobbyCa:
        ASSERT_TRUE(clickButton("Settings"));
        ASSERT_TRUE(clickButton(field == Field::Lobby ? "Lobby" : "Lobby certificate"));
        break;
      case Field::OnlineCode:
        openNetwork();
        ASSERT_TRUE(clickButton("Join online"));
        break;
      case Field::Comment:
        ASSERT_TRUE(clickButton("Play vs Friend"));
        key(SDLK_c);
        break;
    }
    if (prompted(field)) {
      ASSERT_EQ(topScene(), "NamePrompt");
    } else {
      ASSERT_EQ(topScene(), field == Field::Chat ? "Online game" : "Network");
    }
    // The suggestion (a save's name, the player's name) goes with the first key.
    for (int i = 0; i < 70 && !typed(field).empty(); ++i) key(SDLK_BACKSPACE);
    ASSERT_EQ(typed(field), "");
  }

  static bool prompted(Field field) {
    return field == Field::SaveName || field == Field::EnginePath || field == Field::PlayerName ||
           field == Field::Lobby || field == Field::LobbyCa || field == Field::Comment;
  }

  std::string typed(Field field) {
    if (prompted(field)) {
      auto* prompt = dynamic_cast<NamePromptScene*>(app_->scenes().top());
      return prompt ? prompt->typed() : "(no prompt)";
    }
    if (field == Field::Chat) return onlineGame().typed();
    return network().typed();
  }

  static std::size_t longest(Field field) {
    switch (field) {
      case Field::SaveName:
        return NamePromptScene::kLongestName;
      case Field::EnginePath:
      case Field::LobbyCa:
        return 400;  // a path, however deep the folder (settings_menu.cpp's kLongestEnginePath)
      case Field::PlayerName:
        return net::kMaxNameLength;
      case Field::Comment:
        return kLongestComment;
      default:
        return NetworkScene::kLongestTyped;
    }
  }

  // Hosts on a port the system chooses and lets a friend in this process join: the chat line.
  void playAFriend() {
    friend_ = hostForAFriend();
    ASSERT_TRUE(friend_);
    ASSERT_TRUE(runUntil([&] {
      friend_->update();
      return playingOnline();
    }));
  }

  std::unique_ptr<session::OnlineMatch> friend_;
};

TEST_P(TextFields, TakeLettersAndDropControlCharacters) {
  const Field field = GetParam();
  openField(field);
  type("Ab9.");
  type("x\x01y\x7fz\tw\x1b");
  type("\r\nq");
  EXPECT_EQ(typed(field), "Ab9.xyzwq") << nameOf(field);
}

TEST_P(TextFields, StopAtTheirLength) {
  const Field field = GetParam();
  openField(field);
  const std::size_t most = longest(field);
  // Ten letters at a time, as fast typing or a paste brings them, until well past the length
  // (after three, so that no length is met exactly).
  type("abc");
  for (std::size_t i = 0; i < most / 10 + 3; ++i) type("abcdefghij");
  EXPECT_LE(typed(field).size(), most) << nameOf(field);
  EXPECT_GT(typed(field).size() + 10, most) << nameOf(field) << ": it stopped short";
  // In a prompt (a name, a path) what did not fit is said (issue 46, defect 11).
  if (prompted(field)) {
    frames(1);
    EXPECT_NE(textDrawn().find("No more fits in this field"), std::string::npos) << nameOf(field);
  }
  // Whole characters only: a two-byte letter that does not fit is left out, never cut in half.
  type("é");
  EXPECT_LE(typed(field).size(), most) << nameOf(field);
  EXPECT_NE(static_cast<unsigned char>(typed(field).back()) & 0xC0, 0xC0) << nameOf(field);
}

// A line typed to its length, in the widest letters, still shows its end, where the typing is,
// inside its field: it never runs off the field or the window.
TEST_P(TextFields, ShowTheEndOfALongLineInsideTheirField) {
  const Field field = GetParam();
  if (field == Field::OnlineCode) {  // the field is shown only with a lobby to join through
    Settings settings = app_->settings();
    settings.lobby = "127.0.0.1:9";
    app_->changeSettings(settings);
  }
  openField(field);
  const std::size_t most = longest(field);
  while (typed(field).size() + 13 < most) type("WWWWWWWWWW");
  while (typed(field).size() + 3 < most) type("W");
  type("END");
  frames(2);
  TextCache& text = app_->ui().text();
  bool endShown = false;
  for (const std::string& drawn : text.drawnLastFrame()) {
    if (drawn.find("WEND") == std::string::npos) continue;
    endShown = true;
    // The fields are 500 logical pixels wide at most, their text 18 to 24 pixels high.
    EXPECT_LT(text.measure(drawn, 18).x, 560.0F) << nameOf(field) << ": " << drawn;
  }
  EXPECT_TRUE(endShown) << nameOf(field) << ": the end of the line is not in view: " << textDrawn();
}

// Typing a letter on a real keyboard brings both its key (SDL_KEYDOWN) and its text
// (SDL_TEXTINPUT): the field takes the text, and no hotkey the key.
TEST_P(TextFields, NeverLetALetterActAsAHotkey) {
  const Field field = GetParam();
  openField(field);
  const Settings before = app_->settings();
  const std::string scene = topScene();
  for (SDL_Keycode letter : {SDLK_m, SDLK_s, SDLK_n, SDLK_h, SDLK_r}) {
    key(letter);
    const char text[2] = {static_cast<char>(letter), 0};
    type(text);
  }
  EXPECT_EQ(typed(field), "msnhr") << nameOf(field);
  EXPECT_EQ(app_->settings().music, before.music) << nameOf(field) << ": M switched the music";
  EXPECT_EQ(app_->settings().effects, before.effects) << nameOf(field) << ": S switched the effects";
  EXPECT_EQ(app_->settings().moveNumbers, before.moveNumbers) << nameOf(field) << ": N switched the numbers";
  EXPECT_TRUE(app_->settings() == before) << nameOf(field) << ": a setting changed";
  EXPECT_EQ(topScene(), scene) << nameOf(field);
}

INSTANTIATE_TEST_SUITE_P(EveryField, TextFields,
                         ::testing::Values(Field::SaveName, Field::EnginePath, Field::PlayerName,
                                           Field::Address, Field::Code, Field::Chat, Field::Lobby,
                                           Field::LobbyCa, Field::OnlineCode, Field::Comment),
                         [](const ::testing::TestParamInfo<Field>& param) {
                           std::string name = nameOf(param.param);
                           for (char& c : name)
                             if (c == ' ') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace gomoku::app::testing
