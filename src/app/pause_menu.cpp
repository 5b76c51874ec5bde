#include "app/pause_menu.h"

#include "app/draw.h"
#include "app/window.h"

namespace gomoku::app {

std::optional<std::size_t> drawPauseMenu(Ui& ui, std::string_view title, std::span<const PauseItem> items) {
  SDL_Renderer* renderer = ui.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 140});
  fillRoundedBox(renderer, {440, 80, 400, 560}, 16, {36, 27, 20, 245});
  ui.text().draw(title, 36, {640, 96}, Palette::kAccent, Align::Centre);
  std::optional<std::size_t> pressed;
  Box b{480, 160, 320, 48};
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (ui.button(items[i].label, b, items[i].keys, items[i].enabled)) pressed = i;
    b.y += 58;
  }
  return pressed;
}

}  // namespace gomoku::app
