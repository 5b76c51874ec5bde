// Settings: sound, rule, board size, language, full screen, move numbers, coordinates, the
// computer's level, colour and engine (ours, or a Gomocup engine the player adds by its path), and
// the gomoku-lobby for games online with its certificate file (both typed).
// Every change is applied and written to the settings file at once.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/i18n.h"
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
    bool askLobby = false;
    bool askLobbyCa = false;
    Settings settings;
  };
  void askEnginePath();
  void addEngine(const std::string& path);
  void askLobby();
  // A lobby's address typed: kept when it is one (or empty: none), else refused in words.
  void setLobby(const std::string& typed);
  void askLobbyCa();
  // A certificate file typed: kept when it is a file (or empty: the system's store), else refused.
  void setLobbyCa(const std::string& typed);
  void refuse(Text why, const std::string& typed, std::optional<Text> reason = std::nullopt);

  App& app_;
  Intents<Intent> intents_;
  // The engines to choose from, found when the menu opens: looking through PATH is not for
  // every frame.
  std::vector<std::string> engines_;
};

}  // namespace gomoku::app
