// A Go position analysed by a GTP engine without playing (issue 45): its best moves, updated as
// they come, for the window and the terminal to show while they go on. The engine says what it
// can: KataGo and Leela Zero stream lines with win rates and visits (kata-analyze, lz-analyze),
// GNU Go names its top moves with their values in points, any other engine its move alone. A new
// position or stop() ends the analysis under way (a stream is ended cleanly, the engine kept); an
// engine that fails is reported once and started afresh for the next position.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/go/game.h"
#include "session/engine_worker.h"
#include "session/gtp_analysis.h"

namespace gomoku::session {

struct GoAnalysisLines {
  GtpAnalysisKind kind = GtpAnalysisKind::Move;
  std::string engine;                   // "GNU Go 3.8"
  std::vector<GoCandidate> candidates;  // best first, legal in the position, at most kLines
  std::int64_t visits = 0;              // the candidates' playouts together (streams)
  bool final = false;                   // nothing more comes for this position
};

class GoAnalysis {
 public:
  static constexpr std::size_t kLines = 3;

  // `onUpdate` runs on the engine's thread with each new set of moves and when the analysis ends
  // (the app wakes its main loop with it).
  explicit GoAnalysis(EngineSettings settings, std::function<void()> onUpdate = {});
  ~GoAnalysis();
  GoAnalysis(const GoAnalysis&) = delete;
  GoAnalysis& operator=(const GoAnalysis&) = delete;

  // Analyses the position of `game` (copied) for its side to move, after ending the analysis
  // under way.
  void start(const go::Game& game);
  // Ends the analysis; the last moves stay readable.
  void stop();
  // True while the engine is still at the position last started.
  bool running() const;
  // The newest moves for the position last started, once the engine has given some.
  std::optional<GoAnalysisLines> latest() const;
  // Why the engine failed on the position last started, once; the game is not touched.
  std::optional<std::string> takeFailure();
  // Blocks until the analysis under way has ended by itself (a single answer, or a failure).
  void wait() { worker_.wait(); }

 private:
  void publish(std::uint64_t generation, const go::Game& game, const std::string& engine,
               GtpAnalysisKind kind, std::vector<GoCandidate> candidates, bool final);
  void finish(std::uint64_t generation, std::optional<std::string> failure);

  std::function<void()> onUpdate_;
  mutable std::mutex mutex_;
  std::uint64_t generation_ = 0;  // guarded by mutex_: which start() the answers are for
  std::optional<GoAnalysisLines> latest_;
  std::optional<std::string> failure_;
  bool finished_ = true;
  EngineWorker worker_;  // last: its job ends before the rest goes
};

}  // namespace gomoku::session
