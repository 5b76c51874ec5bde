#include "session/live_analysis.h"

#include <algorithm>
#include <chrono>

#include "ai/evaluation.h"

namespace gomoku::session {
namespace {

ai::SearchSettings analysisSettings() {
  ai::SearchSettings settings;  // Master's: the strongest judgement
  settings.tableMegabytes = 16;
  return settings;
}

bool allDecided(const std::vector<ai::BestLine>& lines) {
  return std::all_of(lines.begin(), lines.end(),
                     [](const ai::BestLine& l) { return ai::isDecisive(l.score); });
}

}  // namespace

LiveAnalysis::LiveAnalysis(std::function<void()> onUpdate)
    : onUpdate_(std::move(onUpdate)), engine_(analysisSettings()) {}

LiveAnalysis::~LiveAnalysis() {
  stop();
}

void LiveAnalysis::start(const Board& board, Rule rule) {
  stop();
  {
    std::lock_guard lock(mutex_);
    latest_.reset();
    finished_ = false;
  }
  thread_ = std::jthread([this, board, rule](std::stop_token stop) {
    for (int depth = 1; depth <= kDeepest && !stop.stop_requested(); ++depth) {
      ai::SearchLimits limits;
      limits.turnTime = std::chrono::hours(24);  // deepening goes on until stopped
      limits.maxDepth = depth;
      limits.stop = stop;
      std::vector<ai::BestLine> lines = ai::bestLines(engine_, board, rule, limits, kLines);
      if (stop.stop_requested() || lines.empty()) break;  // a depth cut short is not shown
      const bool decided = allDecided(lines);
      {
        std::lock_guard lock(mutex_);
        latest_ = AnalysisLines{std::move(lines), depth, board.hash()};
      }
      if (onUpdate_) onUpdate_();
      if (decided) break;
    }
    std::lock_guard lock(mutex_);
    finished_ = true;
  });
}

void LiveAnalysis::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

std::optional<AnalysisLines> LiveAnalysis::latest() const {
  std::lock_guard lock(mutex_);
  return latest_;
}

bool LiveAnalysis::finished() const {
  std::lock_guard lock(mutex_);
  return finished_;
}

}  // namespace gomoku::session
