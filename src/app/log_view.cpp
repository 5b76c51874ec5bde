#include "app/log_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/draw.h"

namespace gomoku::app {

namespace {

constexpr float kSize = 19;

struct Row {
  std::string text;
  bool newest;
};

// The log's screen lines from the newest back, wrapped to `width`, until `enough` of them (all
// when `enough` is 0).
std::vector<Row> rowsFromNewest(Ui& ui, const GameLog& log, Language language, float width,
                                std::size_t enough) {
  std::vector<Row> rows;
  const auto& lines = log.lines();
  for (std::size_t i = lines.size(); i-- > 0 && (enough == 0 || rows.size() < enough);) {
    std::vector<std::string> wrapped = ui.text().wrap(GameLog::spell(language, lines[i]), kSize, width);
    for (auto part = wrapped.rbegin(); part != wrapped.rend() && (enough == 0 || rows.size() < enough);
         ++part)
      rows.push_back({*part, i + 1 == lines.size()});
  }
  return rows;
}

// A small chevron at `c` pointing up (older lines above) or down (newer below).
void drawChevron(SDL_Renderer* renderer, Vec2 c, bool up) {
  const float dy = up ? -4 : 4;
  drawLine(renderer, {c.x - 6, c.y - dy}, {c.x, c.y + dy}, 2, Palette::kDimText);
  drawLine(renderer, {c.x, c.y + dy}, {c.x + 6, c.y - dy}, 2, Palette::kDimText);
}

}  // namespace

void drawLog(Ui& ui, const GameLog& log, Language language, Vec2 at, float width, std::size_t rows) {
  LogView().draw(ui, log, language, at, width, rows);
}

std::optional<int> logScroll(const SDL_KeyboardEvent& key) {
  if ((key.keysym.mod & KMOD_SHIFT) == 0) return std::nullopt;
  if (key.keysym.sym == SDLK_PAGEUP) return 3;
  if (key.keysym.sym == SDLK_PAGEDOWN) return -3;
  return std::nullopt;
}

std::optional<int> logScroll(const SDL_MouseWheelEvent& wheel) {
  const Sint32 up = wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -wheel.y : wheel.y;
  if (up == 0) return std::nullopt;
  return up > 0 ? 1 : -1;
}

void LogView::scroll(int lines, Ui& ui, const GameLog& log, Language language, float width,
                     std::size_t rows) {
  const std::size_t total = rowsFromNewest(ui, log, language, width, 0).size();
  const std::size_t furthest = total > rows ? total - rows : 0;
  const auto wanted = static_cast<long>(back(log)) + lines;
  back_ = std::min(furthest, static_cast<std::size_t>(std::max(0L, wanted)));
  added_ = log.added();
}

void LogView::draw(Ui& ui, const GameLog& log, Language language, Vec2 at, float width,
                   std::size_t rows) const {
  const std::size_t skipped = back(log);
  // One more than shows: whether there is more above.
  std::vector<Row> found = rowsFromNewest(ui, log, language, width, skipped + rows + 1);
  const bool moreAbove = found.size() > skipped + rows;
  if (moreAbove) found.pop_back();
  const Vec2 top = at;
  for (std::size_t i = found.size(); i-- > skipped;) {
    const Row& row = found[i];
    ui.text().draw(row.text, kSize, at, row.newest && skipped == 0 ? Palette::kText : Palette::kDimText);
    at.y += LogView::kRowHeight;
  }
  const float right = top.x + width + 6;
  if (moreAbove) drawChevron(ui.renderer(), {right, top.y + 8}, true);
  if (skipped > 0)
    drawChevron(ui.renderer(), {right, top.y + LogView::kRowHeight * static_cast<float>(rows) - 12}, false);
}

}  // namespace gomoku::app
