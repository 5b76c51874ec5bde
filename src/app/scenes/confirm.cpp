#include "app/scenes/confirm.h"

#include "app/app.h"
#include "app/draw.h"
#include "app/scene_makers.h"

namespace gomoku::app {

namespace {
std::vector<std::string_view> split(std::string_view text) {
  std::vector<std::string_view> lines;
  while (true) {
    std::size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == std::string_view::npos) return lines;
    text.remove_prefix(end + 1);
  }
}
}  // namespace

void ConfirmScene::handleEvent(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN || event.key.repeat) return;
  SDL_Keycode key = event.key.keysym.sym;
  if (key == SDLK_ESCAPE || key == SDLK_n) intents_.add(no_.empty() ? Intent::Yes : Intent::No);
  if (key == SDLK_y) intents_.add(Intent::Yes);
}

void ConfirmScene::draw(Ui& ui) {
  SDL_Renderer* renderer = app_.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 150});
  // Lighter than the dimmed scene and outlined, so the question stands out from what it covers.
  Box panel{320, 220, 640, 280};
  fillRoundedBox(renderer, panel, 16, {66, 48, 34, 252});
  outlineBox(renderer, panel, 2, Palette::kAccent);
  // The whole question, wrapped: a reason is never cut short.
  float y = panel.y + 30;
  for (std::string_view paragraph : split(question_)) {
    for (const std::string& line : ui.text().wrap(paragraph, 24, panel.w - 60)) {
      ui.text().draw(line, 24, {640, y}, Palette::kText, Align::Centre);
      y += 32;
    }
  }
  // Enter answers at once: the first button holds the focus (the answer the player asked for).
  ui.offerFocus(no_.empty() ? 0 : firstFocus_);
  if (no_.empty()) {
    // A message to acknowledge, not a question.
    if (ui.button(yes_, {panel.x + 185, panel.y + 196, 270, 56}, "Esc")) intents_.add(Intent::Yes);
    return;
  }
  if (ui.button(yes_, {panel.x + 40, panel.y + 196, 270, 56}, "Y")) intents_.add(Intent::Yes);
  if (ui.button(no_, {panel.x + 330, panel.y + 196, 270, 56}, "Esc")) intents_.add(Intent::No);
}

bool ConfirmScene::applyIntents() {
  return intents_.applyEach([this](Intent intent) {
    // Once only, even if a key and a click both answered in the same frame.
    if (answered_) return;
    answered_ = true;
    app_.scenes().pop();
    if (intent == Intent::Yes && onYes_) onYes_();
  });
}

std::unique_ptr<Scene> makeQuestion(App& app, std::string question, std::string yes, std::string no,
                                    std::function<void()> onYes) {
  return std::make_unique<ConfirmScene>(app, std::move(question), std::move(yes), std::move(no),
                                        std::move(onYes));
}

}  // namespace gomoku::app
