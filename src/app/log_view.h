// The log as the side panel shows it, in Gomoku and Go alike: the newest entries that fit in
// `rows` screen lines, each wrapped whole (a reason is never cut short), the newest brightest,
// spelt in the language of the moment. The player scrolls it back with the mouse wheel over it or
// Shift+PgUp / Shift+PgDn (a chevron says there is more that way); a new line brings the newest
// back into sight.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <optional>

#include "app/game_log.h"
#include "app/ui.h"

namespace gomoku::app {

void drawLog(Ui& ui, const GameLog& log, Language language, Vec2 at, float width, std::size_t rows);

// Screen lines to scroll the log by that a key or the wheel asks for: positive back (older),
// negative forward; nullopt for any other event.
std::optional<int> logScroll(const SDL_KeyboardEvent& key);
std::optional<int> logScroll(const SDL_MouseWheelEvent& wheel);

class LogView {
 public:
  // The height of one screen line of the log.
  static constexpr float kRowHeight = 30;

  // Scrolls `lines` screen lines back (negative: forward), no further than the oldest line.
  void scroll(int lines, Ui& ui, const GameLog& log, Language language, float width, std::size_t rows);
  // Draws the `rows` screen lines in view at `at`, `width` wide; the box the log sits in is
  // `rows` * 30 high from `at`.
  void draw(Ui& ui, const GameLog& log, Language language, Vec2 at, float width, std::size_t rows) const;
  // How many screen lines back the view is now (0: the newest in sight).
  std::size_t back(const GameLog& log) const { return log.added() == added_ ? back_ : 0; }

 private:
  std::size_t back_ = 0;
  std::size_t added_ = 0;  // the log's count of lines when it was scrolled: a newer line undoes it
};

}  // namespace gomoku::app
