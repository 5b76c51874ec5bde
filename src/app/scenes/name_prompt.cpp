#include "app/scenes/name_prompt.h"

#include <cmath>

#include "app/app.h"
#include "app/draw.h"
#include "app/saves.h"
#include "app/typing.h"

namespace gomoku::app {

void NamePromptScene::enter() {
  // Enter and Space belong to the name while it is typed, not to the button under the mouse.
  app_.ui().setKeyboardNavigation(false);
}

void NamePromptScene::leave() {
  app_.ui().setKeyboardNavigation(true);
}

void NamePromptScene::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_TEXTINPUT) {
    if (std::exchange(replacing_, false)) name_.clear();
    full_ = !appendTyped(name_, event.text.text, longest_);
    caret_ = 0;
    return;
  }
  if (event.type != SDL_KEYDOWN) return;
  const SDL_Keycode key = event.key.keysym.sym;
  if (key == SDLK_BACKSPACE) {
    if (std::exchange(replacing_, false)) name_.clear();
    eraseLastCharacter(name_);
    full_ = false;
    caret_ = 0;
  } else if (key == SDLK_ESCAPE && !event.key.repeat) {
    intents_.add(Intent::Cancel);
  } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && !event.key.repeat) {
    intents_.add(Intent::Accept);
  }
}

void NamePromptScene::draw(Ui& ui) {
  SDL_Renderer* renderer = app_.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 150});
  const Box panel{320, 220, 640, 280};
  fillRoundedBox(renderer, panel, 16, {66, 48, 34, 252});
  outlineBox(renderer, panel, 2, Palette::kAccent);
  // A long question (a lobby's address, with its form) is made smaller to stay inside the panel.
  float asked = 26;
  while (asked > 16 && ui.text().measure(question_, asked).x > panel.w - 40) asked -= 1;
  ui.text().draw(question_, asked, {640, panel.y + 28}, Palette::kText, Align::Centre);
  const Box field{panel.x + 40, panel.y + 88, panel.w - 80, 56};
  fillRoundedBox(renderer, field, 8, Palette::kPanel);
  // The suggestion shows selected (the first key replaces it); a typed name shows a caret. A name
  // wider than the field shows its end, where the typing is.
  const std::string shown = ui.text().fitEnd(name_, 24, field.w - 40);
  const Vec2 size = ui.text().measure(shown, 24);
  if (replacing_ && !name_.empty())
    fillBox(renderer, {field.x + 14, field.y + 12, size.x + 4, 32}, {150, 105, 50, 255});
  ui.text().draw(shown, 24, {field.x + 16, field.y + 13}, Palette::kText);
  // An empty field shows the caret too: it says where the typing goes (an engine's path).
  if ((!replacing_ || name_.empty()) && std::fmod(caret_, 1.0) < 0.6)
    fillBox(renderer, {field.x + 18 + size.x, field.y + 12, 2, 32}, Palette::kText);
  // A key that did not fit is said, not dropped without a word.
  if (full_)
    ui.text().draw(app_.tr(Text::NoMoreFits), 18, {640, field.y + field.h + 8}, Palette::kAccent,
                   Align::Centre);
  const bool named = !name_.empty() || mayBeEmpty_;
  const std::string accept = accept_.empty() ? std::string(app_.tr(Text::Save)) : accept_;
  if (ui.button(accept, {panel.x + 40, panel.y + 186, 270, 56}, "Enter", named)) intents_.add(Intent::Accept);
  if (ui.button(app_.tr(Text::Cancel), {panel.x + 330, panel.y + 186, 270, 56}, "Esc"))
    intents_.add(Intent::Cancel);
}

bool NamePromptScene::applyIntents() {
  return intents_.applyEach([this](Intent intent) {
    if (answered_ || (intent == Intent::Accept && name_.empty() && !mayBeEmpty_)) return;
    answered_ = true;
    // The scene is gone after pop(): keep what the asker needs first.
    auto onName = std::move(onName_);
    std::string name = name_;
    app_.scenes().pop();
    if (intent == Intent::Accept && onName) onName(name);
  });
}

void promptForSaveName(App& app, std::function<void(const std::string&)> save) {
  app.scenes().push(std::make_unique<NamePromptScene>(app, std::string(app.tr(Text::NameTheSave)),
                                                      SaveFolder::suggestedName(), std::move(save)));
}

}  // namespace gomoku::app
