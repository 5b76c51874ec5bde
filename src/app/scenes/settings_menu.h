// Settings: sound, rule, board size, language, full screen, move numbers, coordinates, and the
// computer's level, colour and engine (ours, or a Gomocup engine the player adds by its path).
// Every change is applied and written to the settings file at once.
#pragma once

#include <string>
#include <vector>

#include "app/scene.h"
#include "app/settings.h"

namespace gomoku::app {

class App;

class SettingsMenu final : public Scene {
 public:
  explicit SettingsMenu(App& app) : app_(app) {}
  std::string_view name() const override { return "Settings"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  // A row changed (the whole new settings), or Back. (Not a std::variant: GCC 12 warns of its
  // storage as maybe uninitialized once Settings holds a string.)
  struct Intent {
    bool back = false;
    bool addEngine = false;
    bool toggleFullscreen = false;
    Settings settings;
  };
  void askEnginePath();
  void addEngine(const std::string& path);

  App& app_;
  Intents<Intent> intents_;
  // The engines to choose from, found when the menu opens: looking through PATH is not for
  // every frame.
  std::vector<std::string> engines_;
};

}  // namespace gomoku::app
