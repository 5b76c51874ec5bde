// Settings are kept in a text file and never reset between menus or runs.
#include "app/settings.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

// Every field away from its default, so that a field the file never writes cannot read back
// "the same" by falling back to the default.
Settings everyFieldChanged() {
  Settings s;
  s.language = Language::Chinese;
  s.rule = Rule::Renju;
  s.boardSize = 19;
  s.computerLevel = ai::Level::Hard;
  s.computerColour = Stone::Black;
  s.music = false;
  s.musicVolume = 30;
  s.effects = false;
  s.effectsVolume = 0;
  s.fullscreen = false;
  s.moveNumbers = true;
  s.coordinates = false;
  s.clock = *session::TimeControl::parse("10m/5x30s");
  s.opening = OpeningRule::Swap2;
  s.playerName = "Mei_Ling";
  s.lastJoinAddress = "192.168.1.20:24015";
  s.lastJoinCode = "K7QX3M";
  s.engine = "/opt/engines/pbrain-rapfi";
  s.engines = {"/opt/engines/pbrain-rapfi", "/home/me/pbrain-pela"};
  s.go = {.size = 13,
          .opponent = GoChoice::Opponent::Friend,
          .level = 9,
          .komi = 6.5,
          .handicap = 4,
          .scoring = go::Scoring::Territory,
          .engine = "pachi -t =5000 \"a \\ b\"\t"};
  return s;
}

TEST(SettingsFile, WrittenTomlReadsBackTheSame) {
  const Settings s = everyFieldChanged();
  const Settings defaults;
  // Each field differs from its default (a field added later and left out here would pass).
  EXPECT_NE(s.language, defaults.language);
  EXPECT_NE(s.effects, defaults.effects);
  EXPECT_NE(s.fullscreen, defaults.fullscreen);
  EXPECT_NE(s.opening, defaults.opening);
  EXPECT_NE(s.playerName, defaults.playerName);
  EXPECT_NE(s.lastJoinAddress, defaults.lastJoinAddress);
  EXPECT_NE(s.lastJoinCode, defaults.lastJoinCode);
  EXPECT_NE(s.engine, defaults.engine);
  EXPECT_NE(s.engines, defaults.engines);
  EXPECT_NE(s.go.engine, defaults.go.engine);
  auto back = parseSettings(formatSettings(s), defaults);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, s);
}

TEST(SettingsFile, BadValuesKeepTheDefaults) {
  Settings defaults;
  auto s = parseSettings(
      "rule = \"chess\"\nboard_size = 17\n[sound]\nmusic_volume = 250\nmusic = false\n"
      "effects = \"loud\"\n[display]\nfullscreen = 3\n",
      defaults);
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->rule, defaults.rule);
  EXPECT_EQ(s->boardSize, defaults.boardSize);
  EXPECT_EQ(s->musicVolume, defaults.musicVolume);
  EXPECT_EQ(s->effects, defaults.effects);
  EXPECT_EQ(s->fullscreen, defaults.fullscreen);
  EXPECT_FALSE(s->music);
}

TEST(SettingsFile, NumbersOfTheWrongKindKeepTheDefaults) {
  // Found by the settings fuzzer: a float far beyond any integer was converted to one.
  Settings defaults;
  auto s = parseSettings(
      "clock = 5555555555555555555555555.555\nboard_size = 19.0\n[sound]\nmusic_volume = 1e300\n", defaults);
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->clock, defaults.clock);
  EXPECT_EQ(s->boardSize, defaults.boardSize);
  EXPECT_EQ(s->musicVolume, defaults.musicVolume);
}

TEST(SettingsFile, TextThatIsNotTomlIsRefusedWithItsLine) {
  auto s = parseSettings("language = \"en\"\nrule = = renju\n", Settings{});
  ASSERT_FALSE(s);
  EXPECT_TRUE(s.error().starts_with("line 2: ")) << s.error();
}

TEST(SettingsFile, TheOldKeyValueFileIsReadOnceAndConverted) {
  auto folder = std::filesystem::temp_directory_path() / ("gomoku-settings-" + std::to_string(::getpid()));
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  SettingsFile file(folder);
  std::ofstream(file.oldPath()) << "rule=renju\nmusic=off\nboard_size=19\n";
  std::vector<std::string> problems;
  Settings s = file.load(Settings{}, problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(s.rule, Rule::Renju);
  EXPECT_FALSE(s.music);
  EXPECT_TRUE(std::filesystem::is_regular_file(file.path()));
  EXPECT_FALSE(std::filesystem::exists(file.oldPath()));
  EXPECT_EQ(file.load(Settings{}, problems), s);
  std::filesystem::remove_all(folder);
}

TEST(SettingsFile, AnOldFileWithBytesThatAreNotUtf8KeepsTheDefaultEngine) {
  // Found by the settings fuzzer: TOML cannot hold the byte 0x80, so the converted file was refused.
  Settings s = parseOldSettings("go_engine=go_\x80gnugo\nrule=renju\n", Settings{});
  EXPECT_EQ(s.go.engine, Settings{}.go.engine);
  EXPECT_EQ(s.rule, Rule::Renju);
  auto back = parseSettings(formatSettings(s), Settings{});
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, s);
  EXPECT_EQ(parseOldSettings("go_engine=gnugo --mode gtp # 围棋\n", Settings{}).go.engine,
            "gnugo --mode gtp # 围棋");
}

// A FIFO where the settings should be used to stop the game before its first frame.
TEST_F(AppTest, AFifoForTheSettingsIsReportedAndTheGameStarts) {
  std::filesystem::remove(prefFolder_ / "settings.txt");
  ASSERT_EQ(::mkfifo((prefFolder_ / "settings.toml").c_str(), 0600), 0);
  open();
  EXPECT_EQ(topScene(), "StartMenu");
  ASSERT_TRUE(clickButton("Play vs Friend"));
  bool told = false;
  for (const auto& line : gameScene().log().lines())
    told = told || GameLog::spell(Language::English, line).starts_with("Settings not read");
  EXPECT_TRUE(told);
}

TEST_F(AppTest, SettingsThatCannotBeWrittenAreReportedOnScreen) {
  open();
  ASSERT_TRUE(clickButton("Play vs Friend"));
  // A folder where the settings file should go: writing it fails.
  std::filesystem::remove(prefFolder_ / "settings.toml");
  std::filesystem::create_directories(prefFolder_ / "settings.toml" / "x");
  key(SDLK_n);  // move numbers: a settings change
  frames(1);
  EXPECT_TRUE(lastLogLine().starts_with("Cannot save the settings: ")) << lastLogLine();
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

// What the player chose is what the next start of the game has: every setting, from a new App.
TEST_F(AppTest, EverySettingSurvivesARestart) {
  open();
  const Settings chosen = everyFieldChanged();
  app_->changeSettings(chosen);
  close();
  open();
  EXPECT_EQ(app_->settings(), chosen);
  EXPECT_EQ(app_->language(), Language::Chinese);
}

// Full screen chosen with F11 is how the next start opens, and windowed again after Alt+Enter.
TEST_F(AppTest, FullScreenChosenWithAKeySurvivesARestart) {
  options_.windowed = false;  // no --windowed: the setting decides
  writeSettings("language=en\nfullscreen=off\nmusic=off\n");
  open();
  ASSERT_FALSE(app_->window().fullscreen());
  key(SDLK_F11);
  close();
  open();
  EXPECT_TRUE(app_->settings().fullscreen);
  EXPECT_TRUE(app_->window().fullscreen());
  key(SDLK_RETURN, KMOD_LALT);
  close();
  open();
  EXPECT_FALSE(app_->settings().fullscreen);
  EXPECT_FALSE(app_->window().fullscreen());
}

// The value the last frame drew on the Settings row labelled `label` (label, <, >, value).
std::string rowValue(AppTest& t, const std::string& label) {
  t.frames(1);
  const auto& drawn = t.app().ui().text().drawnLastFrame();
  for (std::size_t i = 0; i + 3 < drawn.size(); ++i)
    if (drawn[i] == label) return drawn[i + 3];
  return "";
}

// Under --windowed the row says the window is not full screen, whatever was saved, and the first
// click makes it so (it changed the saved value only, and the label).
TEST_F(AppTest, TheFullScreenRowSaysWhatTheWindowIsAndTheFirstClickChangesIt) {
  writeSettings("language=en\nfullscreen=on\nmusic=off\n");
  open();
  ASSERT_FALSE(app_->window().fullscreen());
  ASSERT_TRUE(clickButton("Settings"));
  EXPECT_EQ(rowValue(*this, "Full screen  (F11)"), "Off");
  ASSERT_TRUE(clickButton("Full screen  (F11)"));
  EXPECT_TRUE(app_->window().fullscreen());
  EXPECT_EQ(rowValue(*this, "Full screen  (F11)"), "On");
  EXPECT_TRUE(app_->settings().fullscreen);
  ASSERT_TRUE(clickButton("Full screen  (F11)"));
  EXPECT_FALSE(app_->window().fullscreen());
  EXPECT_EQ(rowValue(*this, "Full screen  (F11)"), "Off");
  EXPECT_FALSE(app_->settings().fullscreen);
}

// When the window changes its size under a still pointer (F11), only the row with the keyboard's
// focus is lit, not also the one the pointer was over before.
TEST_F(AppTest, AfterTheWindowChangesSizeOneRowIsLit) {
  open();
  ASSERT_TRUE(clickButton("Settings"));
  Box music{};
  for (const DrawnWidget& widget : widgets())
    if (widget.label == "Music  (M)") music = widget.box;
  ASSERT_GT(music.w, 0);
  const SDL_FPoint over = toWindow(music.x + 30, music.y + music.h / 2);
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.windowID = SDL_GetWindowID(app_->window().sdl());
  motion.motion.x = static_cast<Sint32>(over.x);
  motion.motion.y = static_cast<Sint32>(over.y);
  SDL_PushEvent(&motion);
  frames(1);
  key(SDLK_DOWN);
  key(SDLK_DOWN);  // the focus two rows on; the pointer still over Music
  SDL_Event resized{};
  resized.type = SDL_WINDOWEVENT;
  resized.window.windowID = SDL_GetWindowID(app_->window().sdl());
  resized.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
  resized.window.data1 = width_;
  resized.window.data2 = height_;
  SDL_PushEvent(&resized);
  frames(2);
  int lit = 0;
  for (const DrawnWidget& widget : widgets())
    if (widget.kind == DrawnWidget::Kind::Choice &&
        pixelAt(widget.box.x + 6, widget.box.y + widget.box.h / 2).r > 75)
      ++lit;
  EXPECT_EQ(lit, 1);
}

}  // namespace
}  // namespace gomoku::app::testing
