// The pause menu over a game, Gomoku's or Go's: a scene of its own pushed over the game, as the
// Confirm question is, so that it owns the keys: Up/Down move the focus among its own buttons,
// Enter presses the one in focus, Esc resumes, and the keys each button shows do what it does.
// The game below stays drawn and still. A choice that leaves the menu closes it first and then
// runs; one that opens something over it (Settings, the question before quitting) keeps it open
// beneath, to come back to.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/scene.h"

namespace gomoku::app {

class App;

struct PauseItem {
  std::string label;
  std::string keys = {};  // shown at the button's right: "Esc", "Ctrl+N", "L"
  bool enabled = true;
  SDL_Keycode key = SDLK_UNKNOWN;  // the key that presses it too (none: only the button)
  bool ctrl = false;               // with Ctrl held
  bool staysOpen = false;          // the menu stays under what `chosen` opens
  std::function<void()> chosen = {};
};

class PauseScene final : public Scene {
 public:
  // The first item is Resume: it closes the menu, as Esc does, and runs its `chosen` if any.
  PauseScene(App& app, std::vector<PauseItem> items) : app_(app), items_(std::move(items)) {}
  std::string_view name() const override { return "Pause"; }
  bool coversScreen() const override { return false; }
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  App& app_;
  std::vector<PauseItem> items_;
  Intents<std::size_t> intents_;  // the index of the item chosen
  bool closed_ = false;
};

}  // namespace gomoku::app
