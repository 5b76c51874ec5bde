// The stack of scenes, top one active. Push, pop and replace are requests, queued and applied
// together between frames (as SuperTux's ScreenManager does), so a scene is never destroyed while
// its own code runs.
#pragma once

#include <memory>
#include <vector>

#include "app/scene.h"

namespace gomoku::app {

class SceneStack {
 public:
  void push(std::unique_ptr<Scene> scene);
  void pop();
  void replace(std::unique_ptr<Scene> scene);
  // Pops every scene above the bottom one (back to the start menu).
  void popToBottom();

  // Applies the queued requests in order; true if the top scene changed.
  bool applyRequests();
  Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
  // The scenes a frame shows, bottom first: the top one and, under a question or a menu that
  // does not cover the screen, those below it down to the first that does (a question asked
  // from the pause menu shows the menu and the game under it).
  std::vector<Scene*> shown() const;
  bool empty() const { return scenes_.empty(); }
  bool changePending() const { return !requests_.empty(); }
  std::size_t size() const { return scenes_.size(); }
  void clear();

 private:
  struct Request {
    enum class Kind : std::uint8_t { Push, Pop, Replace, PopToBottom } kind;
    std::unique_ptr<Scene> scene;
  };
  std::vector<std::unique_ptr<Scene>> scenes_;
  std::vector<Request> requests_;
};

}  // namespace gomoku::app
