// Renju's standard openings named in the window: a renju game that begins with one, played,
// pasted or opened from a record, shows its name in the move list and beside the rule; a game
// under another rule names none.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class OpeningNames : public AppTest {
 protected:
  void startFriendGame(const std::string& settings) {
    writeSettings("fullscreen=off\nmusic=off\n" + settings);
    open();
    ASSERT_TRUE(clickButton(tr(app_->language(), Text::PlayVsFriend)));
    ASSERT_EQ(topScene(), "Game");
  }
  // Was `line` drawn, whole, in the last frame?
  bool drawn(const std::string& line) const {
    const auto& lines = app_->ui().text().drawnLastFrame();
    return std::ranges::find(lines, line) != lines.end();
  }
  // The line that tells the rule ("Rule: Renju ..."), empty when none was drawn.
  std::string ruleLine(std::string_view starts) const {
    for (const std::string& line : app_->ui().text().drawnLastFrame())
      if (line.starts_with(starts)) return line;
    return "";
  }
};

TEST_F(OpeningNames, ARenjuGameBeginningWithKagetsuIsNamedInTheListAndBesideTheRule) {
  startFriendGame("language=en\nrule=renju\n");
  play({"h8", "h9"});
  frames(1);
  EXPECT_EQ(textDrawn().find("Kagetsu"), std::string::npos) << "named before the third stone";
  play({"i9", "a1"});
  frames(1);
  EXPECT_TRUE(drawn("Kagetsu (direct 4)")) << textDrawn();
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Renju  ·  Kagetsu (direct 4)");
  // Undo takes the third stone back, and the name with it.
  key(SDLK_z, KMOD_LCTRL);
  key(SDLK_z, KMOD_LCTRL);
  frames(1);
  EXPECT_EQ(game().moves().size(), 2u);
  EXPECT_EQ(textDrawn().find("Kagetsu"), std::string::npos) << textDrawn();
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Renju");
}

TEST_F(OpeningNames, TheSameStonesUnderFreestyleAreNotNamed) {
  startFriendGame("language=en\nrule=freestyle\n");
  play({"h8", "h9", "i9"});
  frames(1);
  EXPECT_EQ(textDrawn().find("Kagetsu"), std::string::npos) << textDrawn();
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Freestyle");
}

TEST_F(OpeningNames, AStartOffTheCentreIsNotNamed) {
  startFriendGame("language=en\nrule=renju\n");
  play({"h9", "h10", "i10"});
  frames(1);
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Renju");
}

TEST_F(OpeningNames, APastedRecordIsNamedInChinese) {
  startFriendGame("language=zh-CN\nrule=renju\n");
  SDL_SetClipboardText("h8i9i7g6");
  key(SDLK_v, KMOD_LCTRL);
  frames(1);
  ASSERT_EQ(game().moves().size(), 4u) << lastLogLine();
  EXPECT_TRUE(drawn("浦月（斜指 7）")) << textDrawn();
  EXPECT_NE(ruleLine("规则").find("浦月（斜指 7）"), std::string::npos) << textDrawn();
}

TEST_F(OpeningNames, ARecordOpenedFromAFileIsNamed) {
  startFriendGame("language=en\nrule=renju\n");
  const auto file = prefFolder_ / "suisei.sgf";
  std::ofstream(file) << "(;GM[4]SZ[15]RU[renju];B[hh];W[ig];B[fj])";  // h8, i9, f6
  SDL_Event event{};
  event.type = SDL_DROPFILE;
  event.drop.file = SDL_strdup(file.c_str());
  SDL_PushEvent(&event);
  frames(2);
  ASSERT_EQ(game().moves().size(), 3u) << lastLogLine();
  EXPECT_TRUE(drawn("Suisei (indirect 13)")) << textDrawn();
}

// Under an opening rule the opener's three stones are named as soon as they stand; beside the
// opening rule's name the panel has room for the opening's name alone.
TEST_F(OpeningNames, AnOpeningPlacedUnderSoosorvIsNamed) {
  startFriendGame("language=en\nrule=renju\nopening=soosorv8\n");
  play({"h8", "h9", "j7"});
  frames(1);
  ASSERT_EQ(game().moves().size(), 3u) << lastLogLine();
  EXPECT_TRUE(drawn("Shingetsu (direct 10)")) << textDrawn();
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Renju  Soosõrv-8  ·  Shingetsu");
}

// Once the game has run on past the list's rows, the name scrolls away with the first pairs but
// stays beside the rule; Home brings it back to the list.
TEST_F(OpeningNames, ALongGameKeepsTheNameBesideTheRule) {
  startFriendGame("language=en\nrule=renju\n");
  SDL_SetClipboardText("h8h9h10a1a3a5a7a9a11a13a15c1c3c5c7c9c11c13c15e1e3e5");
  key(SDLK_v, KMOD_LCTRL);
  frames(1);
  ASSERT_EQ(game().moves().size(), 22u) << lastLogLine();
  EXPECT_FALSE(drawn("Kansei (direct 1)")) << textDrawn();
  EXPECT_EQ(ruleLine("Rule:"), "Rule: Renju  ·  Kansei (direct 1)");
  key(SDLK_HOME);
  frames(1);
  EXPECT_TRUE(drawn("Kansei (direct 1)")) << textDrawn();
}

}  // namespace
}  // namespace gomoku::app::testing
