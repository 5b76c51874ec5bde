#include "ai/learner.h"

#include <algorithm>
#include <array>

#include "ai/position.h"

namespace gomoku::ai {
namespace {

// What a learner sees in a line it makes (own) or spoils (the opponent's), by Pattern. Its own
// lines count for more than the opponent's: it plays to build, and defends what it notices. It
// counts stones in a row more than whether the row is open, as a newcomer does, so it often
// lengthens a line already blocked. The opponent's straight four counts as an open three: that is
// the threat it may overlook.
constexpr std::array<int, kPatternCount> kOwnValue{0, 0, 2, 3, 20, 25, 90, 100, 100, 0, 0};
constexpr std::array<int, kPatternCount> kSpoilValue{0, 0, 0, 1, 3, 12, 10, 12, 30, 10, 0};

bool makes(const Position& position, Stone s, Cell c, Pattern wanted) {
  for (int line = 0; line < 4; ++line)
    if (position.pattern(s, c, line) == wanted) return true;
  return false;
}

// Two threats from one stone: two lines each an open three or a four, or two fours on one line.
bool isFork(const Position& position, Stone s, Cell c) {
  int threats = 0;
  for (int line = 0; line < 4; ++line) {
    const Pattern p = position.pattern(s, c, line);
    threats += p == Pattern::F3 || p == Pattern::B4 || p == Pattern::F4;
  }
  return threats >= 2 ||
         (position.threatIgnoringFouls(s, c) == Threat::Flex4 && !makes(position, s, c, Pattern::F4));
}

int lineValue(const Position& position, Stone s, Cell c, const std::array<int, kPatternCount>& values) {
  int total = 0;
  for (int line = 0; line < 4; ++line) total += values[static_cast<int>(position.pattern(s, c, line))];
  return total;
}

}  // namespace

SearchResult LearnerAI::think(const Board& board, Rule rule, const SearchLimits&) {
  SearchResult result;
  const int n = board.size();
  if (board.stoneCount() == 0) {
    result.move = {n / 2, n / 2};
    return result;
  }
  const Position position(board, rule);
  const Stone me = board.sideToMove();
  const Stone them = opponent(me);

  std::vector<Cell> moves;
  for (Cell c : position.candidates())
    if (position.isLegal(c)) moves.push_back(c);
  if (moves.empty()) {  // every point near the stones is forbidden: any legal point will do
    for (Cell c : position.points())
      if (position.isEmpty(c) && position.isLegal(c)) moves.push_back(c);
  }
  if (moves.empty()) return result;
  result.nodes = moves.size();

  auto first = [&](auto wanted) -> Cell {
    for (Cell c : moves)
      if (wanted(c)) return c;
    return kNoCell;
  };
  auto answer = [&](Cell c) {
    result.move = Position::pointOf(c);
    return result;
  };
  // A five it always sees, then a four of the opponent's, then a straight four of its own.
  const auto fiveOf = [&](Stone s) {
    return [&, s](Cell c) { return position.threatIgnoringFouls(s, c) == Threat::Five; };
  };
  for (Cell seen : {first(fiveOf(me)), first(fiveOf(them))})
    if (seen != kNoCell) return answer(seen);
  auto notices = [&](int percent) { return std::uniform_int_distribution<int>(1, 100)(random_) <= percent; };
  if (Cell four = first([&](Cell c) { return makes(position, me, c, Pattern::F4); });
      four != kNoCell && notices(kNoticesStraightFour))
    return answer(four);

  // The opponent's open three, when it notices it: the points where they would make a straight
  // four are the ones to take.
  const bool noticed = notices(kNoticesOpenThree);
  std::vector<Cell> choices;
  if (noticed)
    for (Cell c : moves)
      if (makes(position, them, c, Pattern::F4)) choices.push_back(c);
  if (choices.empty()) {
    for (Cell c : moves)
      if (!isFork(position, me, c)) choices.push_back(c);
  }
  if (choices.empty()) choices = moves;

  // Among the choices, one of those nearly as good as the best, at random.
  std::vector<int> values;
  for (Cell c : choices) {
    const Point p = Position::pointOf(c);
    const int central = std::max(0, 3 - std::max(std::abs(p.x - n / 2), std::abs(p.y - n / 2)) / 2);
    values.push_back(lineValue(position, me, c, kOwnValue) + lineValue(position, them, c, kSpoilValue) +
                     central);
  }
  const int best = *std::max_element(values.begin(), values.end());
  const int floor = best - std::max(10, best / 3);
  std::vector<Cell> good;
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (values[i] >= floor) good.push_back(choices[i]);
  const Cell chosen = good[std::uniform_int_distribution<std::size_t>(0, good.size() - 1)(random_)];
  result.score = best;
  return answer(chosen);
}

}  // namespace gomoku::ai
