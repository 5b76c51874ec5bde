// Settings: sound, rule, board size, language, full screen, move numbers, coordinates, and the
// computer's level and colour. Every change is applied and written to the settings file at once.
#pragma once

#include "app/scene.h"
#include "app/settings.h"

namespace gomoku::app {

class App;

class SettingsMenu final : public Scene {
 public:
  explicit SettingsMenu(App& app) : app_(app) {}
  std::string_view name() const override { return "Settings"; }
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  // A row changed (the whole new settings), or Back. (Not a std::variant: GCC 12 warns of its
  // storage as maybe uninitialized once Settings holds a string.)
  struct Intent {
    bool back = false;
    Settings settings;
  };

  App& app_;
  Intents<Intent> intents_;
};

}  // namespace gomoku::app
