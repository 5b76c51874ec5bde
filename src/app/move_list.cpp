#include "app/move_list.h"

#include <algorithm>

#include "app/draw.h"

namespace gomoku::app {

namespace {

constexpr float kRowH = 26;
constexpr float kTextSize = 19;
constexpr float kHeadingSize = 16;  // the longest opening's name, "Shagetsu (indirect 11)", fits

}  // namespace

void MoveList::follow(std::size_t made, std::size_t lead, std::size_t shown, bool headed) {
  const std::size_t head = headed ? 1 : 0;
  const std::size_t rows = head + (made + lead + 1) / 2;
  // The empty board's row is the first, the heading with it.
  const std::size_t inView = shown == 0 ? 0 : head + (shown - 1 + lead) / 2;
  if (inView < top_) top_ = inView;
  if (inView >= top_ + kRows) top_ = inView + 1 - kRows;
  top_ = std::min(top_, rows > kRows ? rows - kRows : 0);
}

std::optional<std::size_t> MoveList::draw(Ui& ui, Box box, SDL_Color panel,
                                          std::span<const std::string> names, std::size_t lead,
                                          std::size_t shown, std::string_view heading) const {
  fillRoundedBox(ui.renderer(), box, 12, panel);
  const std::size_t head = heading.empty() ? 0 : 1;
  const std::size_t rows = head + (names.size() + lead + 1) / 2;
  const float numberW = 48;
  const float moveW = (box.w - numberW - 16) / 2;
  std::optional<std::size_t> clicked;
  for (std::size_t row = top_; row < rows && row < top_ + kRows; ++row) {
    const float y = box.y + 7 + static_cast<float>(row - top_) * kRowH;
    if (row < head) {
      const float left = box.x + 12;
      ui.text().draw(ui.text().fit(heading, kHeadingSize, box.x + box.w - 8 - left), kHeadingSize,
                     {left, y + 4}, Palette::kAccent);
      continue;
    }
    const std::size_t pair = row - head;
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
