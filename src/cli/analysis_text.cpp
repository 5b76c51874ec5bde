#include "cli/analysis_text.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "ai/best_lines.h"
#include "ai/evaluation.h"
#include "ai/win_chance.h"
#include "core/move_text.h"

namespace gomoku::cli {
namespace {

constexpr int kLines = 3;
constexpr std::size_t kMovesShown = 6;
constexpr int kDeepest = 60;  // the search's own limit

}  // namespace

std::string analysisText(const Game& game, std::chrono::milliseconds time) {
  if (game.isOver()) return "The game is over: nothing to analyse.\n";
  if (!game.proposals().empty()) return "White picks a fifth move first: nothing to analyse yet.\n";
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + time;
  ai::SearchSettings settings;
  settings.tableMegabytes = 16;
  ai::SearchEngine engine(settings);
  std::vector<ai::BestLine> lines;
  for (int depth = 1; depth <= kDeepest; ++depth) {
    ai::SearchLimits limits;
    limits.maxDepth = depth;
    limits.turnTime = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (limits.turnTime <= std::chrono::milliseconds(0)) break;
    std::vector<ai::BestLine> deeper = ai::bestLines(engine, game.board(), game.rule(), limits, kLines);
    if (Clock::now() >= deadline && !lines.empty()) break;  // this depth ran out of time: not whole
    lines = std::move(deeper);
    if (std::all_of(lines.begin(), lines.end(),
                    [](const ai::BestLine& l) { return ai::isDecisive(l.score); }))
      break;
  }
  if (lines.empty()) return "There is no legal move.\n";
  const int n = game.board().size();
  std::ostringstream out;
  out << "Best lines for " << (game.sideToMove() == Stone::Black ? "Black" : "White") << " (depth "
      << lines.front().depth << "):\n";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    out << i + 1 << '.';
    const auto& moves = lines[i].moves;
    for (std::size_t m = 0; m < std::min(moves.size(), kMovesShown); ++m)
      out << ' ' << toNotation(moves[m], n);
    const double chance = ai::winChance(lines[i].score, game.rule());
    out << "  " << static_cast<int>(std::lround(chance * 100)) << "%\n";
  }
  return out.str();
}

}  // namespace gomoku::cli
