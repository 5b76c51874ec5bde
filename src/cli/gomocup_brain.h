// The Gomocup (Piskvork) brain protocol, with the Yixin Board extensions YXBOARD and
// YXSHOWFORBID: one line from the manager in, the brain's answers out.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <stop_token>
#include <string_view>
#include <vector>

#include "ai/engine.h"
#include "cli/brain_position.h"
#include "core/rules.h"

namespace gomoku::cli {

struct BrainOptions {
  using EngineMaker = std::function<std::unique_ptr<ai::Engine>(ai::Level, std::uint64_t seed)>;
  // Where the brain's engines come from (tests give it engines that misbehave on purpose).
  EngineMaker makeEngine = ai::makeEngine;
  ai::Level level = ai::Level::Master;
  std::uint64_t seed = 0;
  // The time a move may take when the manager sets none (INFO timeout_turn never sent).
  std::chrono::milliseconds defaultTurnTime{5000};
};

class GomocupBrain {
 public:
  explicit GomocupBrain(std::ostream& out, BrainOptions options = {});

  // Handles one line from the manager and writes the answer, if the line calls for one. A move
  // is thought about before this returns. False once END has come: the brain is done.
  bool handleLine(std::string_view line);

  // From another thread (YXSTOP, or END): the search in progress answers with its best move at
  // once, and so does one about to start, until a YXSTOP line itself is handled.
  void stopThinking();

 private:
  enum class Reading : std::uint8_t { Commands, Board, YixinBoard };

  void handleCommand(std::string_view word, std::string_view rest);
  void handleBoardLine(std::string_view line);
  void start(std::string_view rest);
  void rectStart(std::string_view rest);
  void turn(std::string_view rest);
  void takeBack(std::string_view rest);
  void info(std::string_view rest);
  void showForbidden();
  bool needsStart();

  // Chooses a move for the brain, plays it into the position and answers it.
  void playMove();
  void bestMoves(std::string_view rest);
  ai::SearchResult think(const Board& board);
  ai::SearchLimits limits() const;
  void setLevel(ai::Level level);
  void applyResources();
  void reportProgress(const ai::SearchProgress& progress);

  void answer(std::string_view text);

  std::ostream& out_;
  BrainOptions options_;
  bool started_ = false;
  BrainPosition position_;
  Rule rule_ = Rule::Freestyle;
  Reading reading_ = Reading::Commands;
  BrainPosition incoming_;  // the position a BOARD or YXBOARD is spelling out

  std::optional<std::chrono::milliseconds> timeoutTurn_;
  std::optional<std::chrono::milliseconds> timeoutMatch_;
  std::optional<std::chrono::milliseconds> timeLeft_;
  std::uint64_t maxMemory_ = 0;  // bytes; 0 is no limit
  int threads_ = 1;
  std::uint64_t maxNodes_ = 0;  // our own INFO max_node: 0 is no limit

  std::unique_ptr<ai::Engine> engine_;
  // The stop every search is given. stopThinking() (input thread) requests it; handling the
  // YXSTOP line replaces it with a fresh one, so a stop is never lost and never outlives its line.
  std::mutex stopMutex_;
  std::stop_source stop_;
};

}  // namespace gomoku::cli
