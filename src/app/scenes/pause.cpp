#include "app/scenes/pause.h"

#include <cmath>

#include "app/app.h"
#include "app/draw.h"
#include "app/window.h"

namespace gomoku::app {

void PauseScene::handleEvent(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN || event.key.repeat) return;
  const SDL_Keycode key = event.key.keysym.sym;
  const bool ctrl = (event.key.keysym.mod & KMOD_CTRL) != 0;
  if (key == SDLK_ESCAPE) return intents_.add(0);
  for (std::size_t i = 0; i < items_.size(); ++i) {
    const PauseItem& item = items_[i];
    if (item.enabled && item.key != SDLK_UNKNOWN && item.key == key && item.ctrl == ctrl)
      return intents_.add(i);
  }
}

void PauseScene::draw(Ui& ui) {
  SDL_Renderer* renderer = app_.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 140});
  // The panel fits its buttons (Gomoku has seven, Go six): the title, then the column, with the
  // margin under the last button that the sides have; it stands in the middle of the screen.
  constexpr float kMargin = 40, kTitle = 80, kButton = 48, kStep = 58;
  const float height = kTitle + static_cast<float>(items_.size()) * kStep - (kStep - kButton) + kMargin;
  const float top = std::round((Window::kLogicalHeight - height) / 2);
  fillRoundedBox(renderer, {440, top, 400, height}, 16, {36, 27, 20, 245});
  ui.text().draw(app_.tr(Text::Paused), 36, {640, top + 16}, Palette::kAccent, Align::Centre);
  Box b{440 + kMargin, top + kTitle, 400 - 2 * kMargin, kButton};
  for (std::size_t i = 0; i < items_.size(); ++i) {
    if (ui.button(items_[i].label, b, items_[i].keys, items_[i].enabled)) intents_.add(i);
    b.y += kStep;
  }
}

bool PauseScene::applyIntents() {
  return intents_.applyEach([this](std::size_t chosen) {
    // Once only, even if a key and a click both chose in the same frame.
    if (closed_ || chosen >= items_.size()) return;
    const PauseItem& item = items_[chosen];
    if (!item.staysOpen) {
      closed_ = true;
      app_.scenes().pop();
    }
    if (item.chosen) item.chosen();
  });
}

}  // namespace gomoku::app
