// The static evaluation's values: what an empty point is worth to a colour, read from a table by
// the code of its four lines, for the side to move (the mover) and for the other side (the
// waiter), with one set of tables for freestyle and standard, one for renju's black and one for
// renju's white (black's fouls make the same shape worth less to black). The values are fitted
// to self-play by tools/tuning; they live in code_values_fitted.txt, data that gomoku-tune
// writes and the build makes code.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/patterns.h"
#include "core/board.h"
#include "core/rules.h"

namespace gomoku::ai {

enum class EvaluationSet : std::uint8_t { FreestyleAndStandard, RenjuBlack, RenjuWhite };
constexpr int kEvaluationSets = 3;
enum class Role : std::uint8_t { Mover, Waiter };
constexpr int kRoles = 2;

constexpr int kPointCodes = kLineCodes * kLineCodes * kLineCodes * kLineCodes;
// A point's value does not depend on which line is which: the fitted tables are indexed by the
// four line codes sorted, one of 1,365 shapes (12 codes taken 4 with repeats).
constexpr int kShapes = 1365;

EvaluationSet evaluationSet(Rule rule, Stone colour);
// The shape of a point code (its four line codes, sorted).
int shapeOf(int pointCode);
// The four line codes of each shape, largest first.
const std::array<std::array<std::uint8_t, 4>, kShapes>& shapeLines();

// The fitted values, in units of 1/kEvaluationScale, and the tempo of each set (in evaluation
// units): what having the move is worth to the mover.
using ShapeValues = std::array<std::array<std::array<std::int16_t, kShapes>, kRoles>, kEvaluationSets>;
extern const ShapeValues kShapeValues;
extern const std::array<int, kEvaluationSets> kSetTempo;

// Which of the strongest threat classes each side has somewhere on the board, from the side to
// move's view (after Rapfi's classical evaluation): what a threat is worth depends on the other
// side's threats (an open three is a tempo only when the opponent has no four to interpose),
// which a sum over points cannot say and a table by this mask can. Eleven bits: the opponent's
// five; a straight four of each side; each side's four with more, plain four, open three with
// more, open three.
constexpr int kThreatMasks = 1 << 11;
int threatMask(const std::array<int, kThreatCount>& mine, const std::array<int, kThreatCount>& theirs);
// The fitted value of each mask, in evaluation units, per evaluation set (the mover's).
using ThreatValues = std::array<std::array<std::int16_t, kThreatMasks>, kEvaluationSets>;
extern const ThreatValues kThreatValues;

// The table the board reads: a point code's value for one set and role, built once from the
// shapes' values.
const std::vector<std::int16_t>& codeValues(EvaluationSet set, Role role);

}  // namespace gomoku::ai
