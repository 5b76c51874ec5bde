// Settings are kept in a text file and never reset between menus or runs.
#include "app/settings.h"

#include <fstream>
#include <sstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

TEST(SettingsFile, WrittenTextReadsBackTheSame) {
  Settings s;
  s.language = Language::Chinese;
  s.rule = Rule::Renju;
  s.boardSize = 19;
  s.computerLevel = ai::Level::Hard;
  s.computerColour = Stone::Black;
  s.music = false;
  s.musicVolume = 30;
  s.effectsVolume = 0;
  s.moveNumbers = true;
  s.coordinates = false;
  EXPECT_EQ(parseSettings(formatSettings(s), Settings{}), s);
}

TEST(SettingsFile, BadLinesKeepTheDefaults) {
  Settings defaults;
  Settings s = parseSettings(
      "rule=chess\nboard_size=17\nmusic_volume=250\nnonsense\n# rule=renju\nmusic=off\n", defaults);
  EXPECT_EQ(s.rule, defaults.rule);
  EXPECT_EQ(s.boardSize, defaults.boardSize);
  EXPECT_EQ(s.musicVolume, defaults.musicVolume);
  EXPECT_FALSE(s.music);
}

TEST_F(AppTest, SettingsChangedInTheMenuSurviveARestart) {
  open();
  for (int i = 0; i < 4; ++i) key(SDLK_DOWN);
  key(SDLK_RETURN);
  ASSERT_EQ(topScene(), "Settings");
  key(SDLK_DOWN);   // Language
  key(SDLK_RIGHT);  // -> 简体中文
  key(SDLK_DOWN);   // Rule
  key(SDLK_RIGHT);  // freestyle -> standard
  key(SDLK_RIGHT);  // -> renju
  key(SDLK_DOWN);   // Board size
  key(SDLK_RIGHT);  // -> 19
  key(SDLK_ESCAPE);
  EXPECT_EQ(topScene(), "StartMenu");
  EXPECT_EQ(app_->settings().language, Language::Chinese);

  close();
  open();
  EXPECT_EQ(app_->settings().language, Language::Chinese);
  EXPECT_EQ(app_->settings().rule, Rule::Renju);
  EXPECT_EQ(app_->settings().boardSize, 19);
  // A new game follows them.
  ASSERT_TRUE(clickButton("双人对战"));
  ASSERT_EQ(topScene(), "Game");
  EXPECT_EQ(game().rule(), Rule::Renju);
  EXPECT_EQ(game().board().size(), 19);
}

TEST_F(AppTest, MusicAndEffectsKeysSwitchAndAreKept) {
  open();
  bool effects = app_->settings().effects;
  key(SDLK_s);
  EXPECT_EQ(app_->settings().effects, !effects);
  key(SDLK_m);
  EXPECT_TRUE(app_->settings().music);
  close();
  open();
  EXPECT_EQ(app_->settings().effects, !effects);
  EXPECT_TRUE(app_->settings().music);
}

}  // namespace
}  // namespace gomoku::app::testing
