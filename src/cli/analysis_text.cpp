#include "cli/analysis_text.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <thread>

#include "ai/network_judge.h"
#include "ai/win_chance.h"
#include "core/move_text.h"
#include "session/live_analysis.h"

namespace gomoku::cli {
namespace {

constexpr std::size_t kMovesShown = 6;

}  // namespace

std::string networkText(const ai::NetworkSettings* networks, const Board& board, Rule rule) {
  if (!networks) return {};
  const std::optional<ai::Chances> chances = ai::judgeByNetwork(*networks, board, rule);
  if (!chances) return {};
  const auto [side, percent] = ai::favouredBy(chances->forBlack(board.sideToMove()));
  return std::string("Network: ") + (side == Stone::Black ? "Black " : "White ") + std::to_string(percent) +
         "%";
}

std::string analysisText(const Game& game, std::chrono::milliseconds time,
                         const ai::NetworkSettings* networks) {
  if (game.isOver()) return "The game is over: nothing to analyse.\n";
  if (!game.proposals().empty()) return "White picks a fifth move first: nothing to analyse yet.\n";
  // The window's analysis, watched for `time` (longer only until its first depth is whole).
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + time;
  session::LiveAnalysis analysis;
  analysis.start(game.board(), game.rule());
  while (analysis.running() && (Clock::now() < deadline || !analysis.latest()))
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  analysis.stop();
  const std::optional<session::AnalysisLines> found = analysis.latest();
  if (!found) return "There is no legal move.\n";
  const std::vector<ai::BestLine>& lines = found->lines;
  const int n = game.board().size();
  std::ostringstream out;
  out << "Best lines for " << (game.sideToMove() == Stone::Black ? "Black" : "White") << " (depth "
      << found->depth << "):\n";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    out << i + 1 << '.';
    const auto& moves = lines[i].moves;
    for (std::size_t m = 0; m < std::min(moves.size(), kMovesShown); ++m)
      out << ' ' << toNotation(moves[m], n);
    const double chance = ai::winChance(lines[i].score, game.rule());
    out << "  " << static_cast<int>(std::lround(chance * 100)) << "%\n";
  }
  if (const std::string judged = networkText(networks, game.board(), game.rule()); !judged.empty())
    out << judged << "\n";
  return out.str();
}

}  // namespace gomoku::cli
