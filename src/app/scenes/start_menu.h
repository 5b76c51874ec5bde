// The start menu: the title over the background picture, and Continue, Play vs Computer, Play vs
// Friend, Watch Computer vs Computer, Settings, About, Quit; beside the title, the game of Go.
#pragma once

#include <string>

#include "app/mode.h"
#include "app/scene.h"

namespace gomoku::app {

class App;

class StartMenu final : public Scene {
 public:
  explicit StartMenu(App& app) : app_(app) {}
  std::string_view name() const override { return "StartMenu"; }
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  enum class Intent : std::uint8_t {
    Continue,
    PlayVsComputer,
    PlayVsFriend,
    WatchComputers,
    PlayGo,
    PlayNetwork,
    Study,  // a board between two people with the analysis on
    EditBoard,
    Puzzles,
    OpenSettings,
    OpenAbout,
    Quit
  };
  void apply(Intent intent);
  void play(Mode mode, bool study = false);
  void continueGame();

  App& app_;
  Intents<Intent> intents_;
};

// Draws the start menu's picture (or a gradient without it) dimmed under a scene.
void drawBackdrop(App& app, Uint8 dim);

}  // namespace gomoku::app
