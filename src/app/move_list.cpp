#include "app/move_list.h"

#include <algorithm>

#include "app/draw.h"

namespace gomoku::app {

namespace {

constexpr float kRowH = 26;
constexpr float kTextSize = 19;

}  // namespace

void MoveList::follow(std::size_t made, std::size_t lead, std::size_t shown) {
  const std::size_t rows = (made + lead + 1) / 2;
  // The empty board's row is the first.
  const std::size_t inView = shown == 0 ? 0 : (shown - 1 + lead) / 2;
  if (inView < top_) top_ = inView;
  if (inView >= top_ + kRows) top_ = inView + 1 - kRows;
  top_ = std::min(top_, rows > kRows ? rows - kRows : 0);
}

std::optional<std::size_t> MoveList::draw(Ui& ui, Box box, SDL_Color panel,
                                          std::span<const std::string> names, std::size_t lead,
                                          std::size_t shown) const {
  fillRoundedBox(ui.renderer(), box, 12, panel);
  const std::size_t rows = (names.size() + lead + 1) / 2;
  const float numberW = 48;
  const float moveW = (box.w - numberW - 16) / 2;
  std::optional<std::size_t> clicked;
  for (std::size_t pair = top_; pair < rows && pair < top_ + kRows; ++pair) {
    const float y = box.y + 7 + static_cast<float>(pair - top_) * kRowH;
    ui.text().draw(std::to_string(pair + 1) + ".", kTextSize, {box.x + numberW, y + 2}, Palette::kDimText,
                   Align::Right);
    for (std::size_t column = 0; column < 2; ++column) {
      const std::size_t slot = pair * 2 + column;
      if (slot < lead || slot - lead >= names.size()) continue;
      const std::size_t move = slot - lead;  // from 0; the position after it has move + 1 moves
      const Box cell{box.x + numberW + 6 + static_cast<float>(column) * moveW, y, moveW - 4, kRowH - 2};
      if (ui.entry(names[move], cell, kTextSize, move + 1 == shown)) clicked = move + 1;
    }
  }
  return clicked;
}

}  // namespace gomoku::app
