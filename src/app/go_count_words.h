// One side's part of a count of Go in words, as both the local Go game's panel and the online
// game's say it: "Black: 12 stones + 8 territory = 20", White's with its komi.
#pragma once

#include <string>

#include "app/i18n.h"
#include "core/go/scoring.h"

namespace gomoku::app {

std::string countLine(Language language, const go::Score& score, Stone colour);

}  // namespace gomoku::app
