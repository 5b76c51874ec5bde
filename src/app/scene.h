// A screen of the game: StartMenu, Settings, About, Game, and the Confirm question over them. The
// SceneStack calls enter() when a scene comes on top and leave() when it stops being on top;
// handleEvent() and update() change its state. draw() draws it whole every frame and changes
// nothing: its immediate-mode buttons only report intents, which applyIntents() carries out after
// the frame, in one place, so a reference taken at the top of draw() is still valid at its end.
#pragma once

#include <SDL.h>

#include <string_view>
#include <utility>
#include <vector>

namespace gomoku::app {

class Ui;

class Scene {
 public:
  virtual ~Scene() = default;
  virtual std::string_view name() const = 0;  // "StartMenu", "Settings", "About", "Game", "Confirm"
  virtual void enter() {}
  virtual void leave() {}
  virtual void handleEvent(const SDL_Event&) {}
  // One fixed logic step of `dt` seconds.
  virtual void update(double) {}
  virtual void draw(Ui& ui) = 0;
  // Carries out what the player asked for by key or button since the last call; true when
  // anything was done, so that the loop draws the changed screen at once.
  virtual bool applyIntents() { return false; }
  // False for a question over the scene below, which is then drawn under it, taking no input.
  virtual bool coversScreen() const { return true; }
  // True for a scene that paints every pixel of the canvas with opaque colour (a table): the loop
  // then leaves the screen uncleared where the canvas fills it, a full-screen fill saved a frame.
  virtual bool paintsCanvas() const { return false; }
  // True while something moves on screen, so the loop draws at full rate instead of sleeping.
  virtual bool animating() const { return false; }
  // True while a line is being typed into the scene (a name, an address, a chat line): the main
  // loop then gives the keys that type a character to the line alone, as text, and to no hotkey.
  virtual bool typesText() const { return false; }
};

// What a scene's buttons and keys asked for during a frame, in order, for applyIntents().
template <class Intent>
class Intents {
 public:
  void add(Intent intent) { list_.push_back(std::move(intent)); }
  // Hands each intent to `apply` (which may add more, applied too); true when there was any.
  template <class Apply>
  bool applyEach(Apply&& apply) {
    bool any = false;
    while (!list_.empty()) {
      std::vector<Intent> now = std::exchange(list_, {});
      for (Intent& intent : now) apply(intent);
      any = true;
    }
    return any;
  }

 private:
  std::vector<Intent> list_;
};

}  // namespace gomoku::app
