// About: what the game is, the rules of gomoku and renju in a few lines, the keys, the version,
// the credits and the licences, and the player's record against the computer.
#pragma once

#include "app/scene.h"

namespace gomoku::app {

class App;

class AboutScene final : public Scene {
 public:
  explicit AboutScene(App& app) : app_(app) {}
  std::string_view name() const override { return "About"; }
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  void drawRecord(Ui& ui);

  App& app_;
  bool back_ = false;  // Esc or the Back button
};

}  // namespace gomoku::app
