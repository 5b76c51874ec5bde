// The choice before a game of Go (围棋): board, opponent (GNU Go, or the engine named in the
// settings, or a friend), level, komi, handicap and counting, beside the empty board of the size
// chosen. Pushed over the Go scene as ConfirmScene is over a game; Start, Continue, F9, a file
// dropped on the window or Back hand the Go scene the answer, once, as the choice goes.
#pragma once

#include <functional>
#include <string>

#include "app/scene.h"
#include "app/settings.h"
#include "core/go/game.h"

namespace gomoku::app {

class App;

class GoSetupScene final : public Scene {
 public:
  struct Answer {
    enum class Kind : std::uint8_t {
      Start,      // a new game as `choice` says
      Continue,   // the game kept when the Go scene last went
      QuickLoad,  // F9: the Go quick-save
      OpenFile,   // `file`: a Go save or an SGF record dropped on the window
      Back,
    };
    Kind kind;
    GoChoice choice;
    std::string file = {};
  };

  GoSetupScene(App& app, GoChoice choice, bool canContinue, std::function<void(const Answer&)> answer);
  std::string_view name() const override { return "GoSetup"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;

  const GoChoice& choice() const { return choice_; }

 private:
  struct Intent {
    Answer::Kind answer = Answer::Kind::Start;
    int field = -1;  // the row of the choice that steps by `step`; -1 for an answer
    int step = 0;
    std::string file = {};
  };

  void choose(int field, int step);
  void drawChoice(Ui& ui);

  App& app_;
  GoChoice choice_;
  bool canContinue_;
  std::function<void(const Answer&)> answer_;
  go::Game board_;  // empty, of the size chosen
  Intents<Intent> intents_;
  bool answered_ = false;
};

}  // namespace gomoku::app
