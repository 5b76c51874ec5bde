// The scenes the App opens itself (the start menu at the bottom of the stack, the question before
// quitting), made by the scenes' own files: the App names them here without including a scene.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "app/scene.h"

namespace gomoku::app {

class App;

std::unique_ptr<Scene> makeStartMenu(App& app);
// A ConfirmScene: `onYes` runs after the question has gone.
std::unique_ptr<Scene> makeQuestion(App& app, std::string question, std::string yes, std::string no,
                                    std::function<void()> onYes);

}  // namespace gomoku::app
