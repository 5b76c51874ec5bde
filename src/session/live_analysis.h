// The engine analysing one position on a thread of its own, deeper and deeper, without playing:
// after each depth the best three lines (ai::bestLines) replace the last, for the window to show
// while it keeps drawing. A new position or stop() ends the analysis under way at once.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "ai/best_lines.h"

namespace gomoku::session {

struct AnalysisLines {
  std::vector<ai::BestLine> lines;  // the engine's own move first
  int depth = 0;                    // every line searched to it
  std::uint64_t position = 0;       // the board's hash: which position they are for
};

class LiveAnalysis {
 public:
  static constexpr int kLines = 3;
  static constexpr int kDeepest = 60;

  // `onUpdate` runs on the analysis's thread after each depth (the app wakes its loop with it).
  explicit LiveAnalysis(std::function<void()> onUpdate = {});
  ~LiveAnalysis();
  LiveAnalysis(const LiveAnalysis&) = delete;
  LiveAnalysis& operator=(const LiveAnalysis&) = delete;

  // Analyses `board` (copied) from depth 1, after stopping the analysis under way.
  void start(const Board& board, Rule rule);
  // Ends the analysis; the last lines stay readable.
  void stop();
  bool running() const { return thread_.joinable() && !finished(); }
  // The deepest whole set of lines so far for the position last started, if any.
  std::optional<AnalysisLines> latest() const;

 private:
  bool finished() const;

  std::function<void()> onUpdate_;
  ai::SearchEngine engine_;  // used by the analysis's thread while it runs
  mutable std::mutex mutex_;
  std::optional<AnalysisLines> latest_;  // guarded by mutex_
  bool finished_ = true;                 // guarded by mutex_
  std::jthread thread_;                  // last: it ends before the engine goes
};

}  // namespace gomoku::session
