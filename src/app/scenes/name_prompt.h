// A name typed over the scene below ("Name this save"), with the keyboard: Enter or OK gives it to
// the asker, Esc or Cancel drops it. It starts with a suggestion the player may keep or replace.
#pragma once

#include <algorithm>
#include <functional>
#include <string>

#include "app/scene.h"
#include "app/ui.h"

namespace gomoku::app {

class App;

class NamePromptScene final : public Scene {
 public:
  // Names are at most this many bytes unless told (a save's name becomes its file's name).
  static constexpr std::size_t kLongestName = 60;

  // `accept` labels the button that gives the name ("Save" when empty).
  NamePromptScene(App& app, std::string question, std::string suggestion,
                  std::function<void(const std::string&)> onName, std::string accept = {},
                  std::size_t longest = kLongestName)
      : app_(app),
        question_(std::move(question)),
        name_(std::move(suggestion)),
        onName_(std::move(onName)),
        accept_(std::move(accept)),
        longest_(longest) {}
  std::string_view name() const override { return "NamePrompt"; }
  // An empty answer is taken too (a setting cleared: the lobby's address), where a name needs one.
  void allowEmpty() { mayBeEmpty_ = true; }
  // The text given is edited, not replaced by the first key (a move's comment): typing goes on at
  // its end.
  void editSuggestion() { replacing_ = false; }
  // The field holds `lines` lines and wraps what is typed (a comment), its end in sight; 1 by default.
  void showLines(std::size_t lines) { lines_ = std::max<std::size_t>(lines, 1); }
  // The name as typed so far (or the suggestion, untouched).
  const std::string& typed() const { return name_; }
  bool coversScreen() const override { return false; }
  void enter() override;
  void leave() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override { caret_ += dt; }
  void draw(Ui& ui) override;
  bool applyIntents() override;
  bool animating() const override { return true; }  // the caret blinks
  bool typesText() const override { return true; }

 private:
  enum class Intent : std::uint8_t { Accept, Cancel };
  // The typed text in a field of several lines, wrapped; returns where its end is, for the caret.
  Vec2 drawLines(Ui& ui, Box field);

  App& app_;
  std::string question_;
  std::string name_;
  std::function<void(const std::string&)> onName_;
  std::string accept_;
  std::size_t longest_;
  std::size_t lines_ = 1;
  Intents<Intent> intents_;
  bool answered_ = false;
  bool mayBeEmpty_ = false;
  bool full_ = false;      // the last key typed did not fit
  bool replacing_ = true;  // the first key typed replaces the suggestion
  double caret_ = 0;
};

// Asks over the scene on top for a save's name, suggesting one made from the date; `save` gets the
// name once given, so the game saved is the one on the board then (Gomoku's and Go's Save).
void promptForSaveName(App& app, std::function<void(const std::string&)> save);

}  // namespace gomoku::app
