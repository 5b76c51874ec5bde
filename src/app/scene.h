// A screen of the game: StartMenu, Settings, About, Game. The SceneStack calls enter() when a
// scene comes on top and leave() when it stops being on top; handleEvent() and update() change its
// state; draw() draws it whole every frame, its immediate-mode buttons acting when pressed.
#pragma once

#include <SDL.h>

#include <string_view>

namespace gomoku::app {

class Ui;

class Scene {
 public:
  virtual ~Scene() = default;
  virtual std::string_view name() const = 0;  // "StartMenu", "Settings", "About", "Game"
  virtual void enter() {}
  virtual void leave() {}
  virtual void handleEvent(const SDL_Event&) {}
  // One fixed logic step of `dt` seconds.
  virtual void update(double) {}
  virtual void draw(Ui& ui) = 0;
  // True while something moves on screen, so the loop draws at full rate instead of sleeping.
  virtual bool animating() const { return false; }
};

}  // namespace gomoku::app
