// A slow, plain renju referee written straight from the RIF definitions, with no tables and no
// shortcuts: the oracle the fast rules code is compared with.
#pragma once

#include "core/board.h"
#include "core/rules.h"

namespace gomoku::testing {

Foul referenceFoul(Board board, Point p);

}  // namespace gomoku::testing
