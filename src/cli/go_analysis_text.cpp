#include "cli/go_analysis_text.h"

#include <cstdio>
#include <sstream>
#include <thread>

#include "session/go_analysis.h"

namespace gomoku::cli {
namespace {

constexpr std::size_t kMovesShown = 6;

std::string decimal(double value, const char* format = "%.1f") {
  char text[32];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string heading(const session::GoAnalysisLines& lines) {
  using Kind = session::GtpAnalysisKind;
  switch (lines.kind) {
    case Kind::KataAnalyze:
    case Kind::LzAnalyze:
      return lines.engine + ", " + std::to_string(lines.visits) + " visits";
    case Kind::TopMoves:
      return lines.engine + ", value in points";
    case Kind::Move:
      break;
  }
  return lines.engine + ", its move alone";
}

}  // namespace

std::string goAnalysisText(const go::Game& game, const session::EngineSettings& engine,
                           std::chrono::milliseconds time) {
  if (game.isOver()) return "Play has ended: nothing to analyse.\n";
  // A stream is watched for `time` (longer only until its first moves come); a single answer
  // (GNU Go's, or a move alone) is waited for.
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + time;
  session::GoAnalysis analysis(engine);
  analysis.start(game);
  while (analysis.running() && (Clock::now() < deadline || !analysis.latest()))
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  analysis.stop();
  if (std::optional<std::string> failure = analysis.takeFailure())
    return "The analysis stopped: " + *failure + ".\n";
  const std::optional<session::GoAnalysisLines> found = analysis.latest();
  if (!found || found->candidates.empty()) return "The engine named no move.\n";
  const int n = game.boardSize();
  std::ostringstream out;
  out << "Best moves for " << (game.sideToMove() == Stone::Black ? "Black" : "White") << " ("
      << heading(*found) << "):\n";
  for (std::size_t i = 0; i < found->candidates.size(); ++i) {
    const session::GoCandidate& candidate = found->candidates[i];
    out << i + 1 << ". " << go::moveText(candidate.move, n);
    if (candidate.winRate) out << "  " << decimal(*candidate.winRate * 100) << "%";
    if (candidate.scoreLead) out << "  " << decimal(*candidate.scoreLead, "%+.1f");
    if (candidate.value) out << "  " << decimal(*candidate.value) << " points";
    if (candidate.visits > 0) out << "  (" << candidate.visits << ")";
    for (std::size_t m = 1; m < std::min(candidate.line.size(), kMovesShown); ++m)
      out << (m == 1 ? "  " : " ") << go::moveText(candidate.line[m], n);
    out << '\n';
  }
  return out.str();
}

}  // namespace gomoku::cli
