// The log as the side panel shows it, in Gomoku and Go alike: the newest entries that fit in
// `rows` screen lines, each wrapped whole (a reason is never cut short), the newest brightest,
// spelt in the language of the moment.
#pragma once

#include <cstddef>

#include "app/game_log.h"
#include "app/ui.h"

namespace gomoku::app {

void drawLog(Ui& ui, const GameLog& log, Language language, Vec2 at, float width, std::size_t rows);

}  // namespace gomoku::app
