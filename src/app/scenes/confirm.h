// A question over the scene below it ("Discard the game in progress?"), answered Yes or No by
// mouse or keys, or with no `no` a message acknowledged with one button. The scene below stays
// drawn and still; Yes runs the asker's action after the question has gone.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/scene.h"

namespace gomoku::app {

class App;

class ConfirmScene final : public Scene {
 public:
  ConfirmScene(App& app, std::string question, std::string yes, std::string no, std::function<void()> onYes)
      : app_(app),
        question_(std::move(question)),
        yes_(std::move(yes)),
        no_(std::move(no)),
        onYes_(std::move(onYes)) {}
  std::string_view name() const override { return "Confirm"; }
  // A question the player did not ask for (the offer of another level) opens on its No, so that a
  // key pressed for the game does not answer Yes.
  void startOnNo() { firstFocus_ = 1; }
  bool coversScreen() const override { return false; }
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

 private:
  enum class Intent : std::uint8_t { Yes, No };

  App& app_;
  std::string question_;
  std::string yes_;
  std::string no_;
  std::function<void()> onYes_;
  Intents<Intent> intents_;
  bool answered_ = false;
  int firstFocus_ = 0;
};

}  // namespace gomoku::app
