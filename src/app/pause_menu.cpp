#include "app/pause_menu.h"

#include <cmath>

#include "app/draw.h"
#include "app/window.h"

namespace gomoku::app {

std::optional<std::size_t> drawPauseMenu(Ui& ui, std::string_view title, std::span<const PauseItem> items) {
  SDL_Renderer* renderer = ui.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 140});
  // The panel fits its buttons (Gomoku has seven, Go six): the title, then the column, with the
  // margin under the last button that the sides have; it stands in the middle of the screen.
  constexpr float kMargin = 40, kTitle = 80, kButton = 48, kStep = 58;
  const float height = kTitle + static_cast<float>(items.size()) * kStep - (kStep - kButton) + kMargin;
  const float top = std::round((Window::kLogicalHeight - height) / 2);
  fillRoundedBox(renderer, {440, top, 400, height}, 16, {36, 27, 20, 245});
  ui.text().draw(title, 36, {640, top + 16}, Palette::kAccent, Align::Centre);
  std::optional<std::size_t> pressed;
  Box b{440 + kMargin, top + kTitle, 400 - 2 * kMargin, kButton};
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (ui.button(items[i].label, b, items[i].keys, items[i].enabled)) pressed = i;
    b.y += kStep;
  }
  return pressed;
}

}  // namespace gomoku::app
