// Another program's Gomocup engine plays the computer's side: added in Settings by its path (a
// path that is no program is refused with the reason), found on the PATH, seated in the next
// game, and a crashing one leaves the game in hand to the person.
#include "app/engines.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "app_fixture.h"
#include "core/move_text.h"

namespace gomoku::app::testing {
namespace {

TEST(Engines, OnlyAnExecutableFileCanBeAnEngine) {
  EXPECT_EQ(whyNotAnEngine("/no/such/pbrain"), EngineProblem::Missing);
  EXPECT_EQ(whyNotAnEngine("/etc"), EngineProblem::Folder);
  auto plain = std::filesystem::temp_directory_path() / ("gomoku-plain-" + std::to_string(::getpid()));
  std::ofstream(plain) << "#!/bin/sh\n";
  ::chmod(plain.c_str(), 0644);
  EXPECT_EQ(whyNotAnEngine(plain), EngineProblem::NotExecutable);
  std::filesystem::remove(plain);
  EXPECT_EQ(whyNotAnEngine(GOMOKU_PBRAIN), std::nullopt);
  EXPECT_EQ(engineName("/opt/rapfi/pbrain-Rapfi 2"), "pbrain-Rapfi 2");
  EXPECT_EQ(engineKey("/opt/rapfi/pbrain-Rapfi 2"), "engine-pbrain-rapfi_2");
}

TEST(Engines, AddedOnesComeFirstThenThoseFoundOnThePath) {
  auto folder = std::filesystem::temp_directory_path() / ("gomoku-engines-" + std::to_string(::getpid()));
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder / "bin");
  for (const char* name : {"pbrain-b", "pbrain-a", "not-a-brain"}) {
    std::ofstream(folder / "bin" / name) << "#!/bin/sh\n";
    ::chmod((folder / "bin" / name).c_str(), 0755);
  }
  std::ofstream(folder / "bin" / "pbrain-not-executable") << "#!/bin/sh\n";
  const std::string bin = (folder / "bin").string();
  auto engines = availableEngines({bin + "/pbrain-b", "/opt/x/pbrain-x"}, folder, "/no/such:" + bin + ":");
  EXPECT_EQ(engines, (std::vector<std::string>{bin + "/pbrain-b", "/opt/x/pbrain-x", bin + "/pbrain-a"}));
  std::filesystem::remove_all(folder);
}

class OtherEngine : public AppTest {
 protected:
  void SetUp() override {
    AppTest::SetUp();
    writeSettings("language=en\nfullscreen=off\nmusic=off\ncomputer_level=easy\ncomputer_colour=white\n");
  }
  void addEngine(const std::string& path) {
    ASSERT_TRUE(clickButton("Add..."));
    ASSERT_EQ(topScene(), "NamePrompt");
    type(path.c_str());
    key(SDLK_RETURN);
  }
  void openSettings() {
    open();
    ASSERT_TRUE(clickButton("Settings"));
    ASSERT_EQ(topScene(), "Settings");
  }
};

// The empty path field shows where the typing goes: its caret blinks at the field's left, where
// nothing was drawn before a key was typed.
TEST_F(OtherEngine, TheEmptyPathFieldShowsItsCaret) {
  openSettings();
  ASSERT_TRUE(clickButton("Add..."));
  ASSERT_EQ(topScene(), "NamePrompt");
  // The field is the prompt panel's (320, 220) inset by 40 and 88; its caret 18 px in, 12 down.
  bool caretSeen = false;
  for (int frame = 0; frame < 90 && !caretSeen; ++frame) {
    frames(1);
    const SDL_Color c = pixelAt(360 + 19, 308 + 28);
    caretSeen = c.r > 200 && c.g > 200 && c.b > 190;
  }
  EXPECT_TRUE(caretSeen);
}

TEST_F(OtherEngine, AnEngineAddedInSettingsPlaysTheNextGame) {
  openSettings();
  addEngine(GOMOKU_PBRAIN);
  ASSERT_EQ(topScene(), "Settings");
  EXPECT_EQ(app().settings().engine, GOMOKU_PBRAIN);
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Computer"));
  EXPECT_EQ(app().matchEngine(), GOMOKU_PBRAIN);
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 2; }));
  EXPECT_TRUE(game().player(Stone::White).isComputer());
  // Kept in settings.toml for the next run.
  close();
  open();
  EXPECT_EQ(app().settings().engines, std::vector<std::string>{GOMOKU_PBRAIN});
}

TEST_F(OtherEngine, APathThatIsNoProgramIsRefusedWithTheReason) {
  openSettings();
  addEngine("/etc");
  ASSERT_EQ(topScene(), "Confirm");
  EXPECT_TRUE(app().settings().engine.empty());
  ASSERT_TRUE(clickButton("OK"));
  EXPECT_EQ(topScene(), "Settings");
}

TEST_F(OtherEngine, AnEngineOnThePathIsOfferedAndBuiltInComesBack) {
  const std::string bin = std::filesystem::path(GOMOKU_PBRAIN).parent_path().string();
  const char* old = std::getenv("PATH");
  const std::string saved = old ? old : "";
  setenv("PATH", (bin + ":" + saved).c_str(), 1);
  openSettings();
  setenv("PATH", saved.c_str(), 1);
  const DrawnWidget* row = nullptr;
  for (const DrawnWidget& w : widgets())
    if (w.label == "Engine") row = &w;
  ASSERT_NE(row, nullptr);
  clickCanvas(row->box.x + row->box.w - 20, row->box.y + row->box.h / 2);  // ">"
  EXPECT_EQ(app().settings().engine, GOMOKU_PBRAIN);
  clickCanvas(row->box.x + row->box.w - 20, row->box.y + row->box.h / 2);
  EXPECT_TRUE(app().settings().engine.empty());
}

TEST_F(OtherEngine, TheEngineChosenGivesTheHints) {
  openSettings();
  addEngine(GOMOKU_FAKE_ENGINES "/corner.sh");
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Computer"));
  key(SDLK_h);
  // The move alone: of an empty board the network, which never saw one, says nothing.
  ASSERT_TRUE(runUntil([&] { return lastLogLine() == "Hint: a15"; })) << lastLogLine();
}

// The engine chosen reviews too: its moves are the best ones shown, its evaluation the graph's;
// one that crashes ends the review with why.
TEST_F(OtherEngine, TheEngineChosenReviewsAndOneThatCrashesSaysSo) {
  openSettings();
  addEngine(GOMOKU_PBRAIN);
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Friend"));
  play({"h8", "h9", "i9", "i10", "j10", "a1", "k11", "g7", "l12"});
  key(SDLK_r);
  key(SDLK_1);
  EXPECT_EQ(lastLogLine(), "Reviewing 0.5 s (pbrain-gomoku)");
  ASSERT_TRUE(runUntil([&] { return !gameScene().analysis()->running(); }, std::chrono::seconds(60)));
  frames(1);
  EXPECT_EQ(gameScene().analysis()->done(), 10u);
  EXPECT_EQ(lastLogLine().rfind("Review done.", 0), 0u) << lastLogLine();
  // Its move is the one shown: before a1, a block of Black's open three. (Its marks, which rest on
  // the evaluations of searches in time, are tested held to nodes in game_analysis_test.)
  const auto verdicts = gameScene().analysis()->verdicts();
  ASSERT_TRUE(verdicts[5]);
  const std::string block = toNotation(verdicts[5]->best, 15);
  EXPECT_TRUE(block == "g7" || block == "k11" || block == "f6" || block == "l12") << block;

  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Settings"));
  addEngine(GOMOKU_FAKE_ENGINES "/crash.sh");
  key(SDLK_ESCAPE);
  key(SDLK_ESCAPE);
  ASSERT_EQ(topScene(), "Game");
  key(SDLK_r);
  key(SDLK_1);
  ASSERT_TRUE(runUntil([&] { return !gameScene().analysis()->running(); }));
  frames(1);
  EXPECT_TRUE(lastLogLine().starts_with("The reviewing engine failed")) << lastLogLine();
  EXPECT_TRUE(game().isOver());  // the game in hand stays
}

TEST_F(OtherEngine, AHintEngineThatCrashesIsToldAndOursHintsAfter) {
  openSettings();
  addEngine(GOMOKU_FAKE_ENGINES "/crash.sh");
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Computer"));
  key(SDLK_h);
  ASSERT_TRUE(runUntil([&] { return lastLogLine().starts_with("The engine giving hints failed"); }))
      << lastLogLine();
  key(SDLK_h);
  ASSERT_TRUE(runUntil([&] { return lastLogLine().starts_with("Hint: "); })) << lastLogLine();
}

TEST_F(OtherEngine, AnEngineThatCrashesLeavesItsColourToThePersonAndCountsNothing) {
  openSettings();
  addEngine(GOMOKU_FAKE_ENGINES "/crash.sh");
  key(SDLK_ESCAPE);
  ASSERT_TRUE(clickButton("Play vs Computer"));
  play({"h8"});
  ASSERT_TRUE(runUntil([&] { return lastLogLine().starts_with("The engine failed"); })) << lastLogLine();
  EXPECT_EQ(game().moves().size(), 1u);
  play({"i9", "h9", "i10", "h10", "i11", "h11", "i12", "h12"});  // the person plays White now
  ASSERT_TRUE(game().isOver());
  EXPECT_TRUE(app().statistics().byOpponent.empty());
}

}  // namespace
}  // namespace gomoku::app::testing
