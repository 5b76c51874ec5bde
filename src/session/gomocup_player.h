// An engine the player names, speaking the Gomocup protocol (a pbrain-* program such as Rapfi),
// run as a child process and seated as a player. The engine is untrusted: missing, crashing,
// hanging, answering garbage, late or illegally, it fails the turn with a message that says which,
// and the Match hands its colour to a person; the game in hand stays.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "session/agent.h"
#include "session/child_process.h"
#include "session/worker.h"

namespace gomoku::session {

// The evaluation in an engine's MESSAGE line: the number after the word "eval" (any case, a colon
// allowed), as our pbrain-gomoku ("MESSAGE depth 9 eval 35 ...") and Rapfi ("... | Eval 35 | ...")
// write it, within our engine's range; a forced win or loss in n ("+M3", "-M12") as our engine
// scores one; nullopt when there is none.
std::optional<int> evalInMessage(std::string_view line);

class GomocupPlayer final : public Agent {
 public:
  // `wake` runs on the engine's thread when a turn ends, as for ComputerPlayer.
  GomocupPlayer(std::string program, std::chrono::milliseconds turnTime, std::function<void()> wake = {});
  ~GomocupPlayer() override;

  void startTurn(const Game& game) override;
  std::optional<Point> takeMove() override;
  std::optional<std::string> takeFailure() override;
  void waitForMove() override { worker_.wait(); }
  // From the start of a turn until its move or failure is taken.
  bool deciding() const override { return worker_.busy() || ended_.has_value(); }
  void cancelTurn() override;
  void setTurnTime(std::chrono::milliseconds time) override { turnTime_ = time; }
  // The most nodes a search may take (INFO max_node, which our pbrain-gomoku and Yixin-style
  // engines read; 0 for none): tests and benchmarks that must not depend on the machine's speed.
  void setNodeLimit(std::uint64_t nodes) { nodeLimit_ = nodes; }

  // The engine's name from its ABOUT answer, once it has started ("" before).
  std::string name() const;
  // The evaluation the engine last printed during the turn that ended, from the mover's view, in
  // its own units; nullopt when it printed none (the protocol has no place for one: engines that
  // say it write it in a MESSAGE line, as "eval 35" or "Eval 35").
  std::optional<int> lastEval() const;

 private:
  struct Outcome {
    std::optional<Point> move;
    std::string failure;
    std::optional<int> eval;
  };
  Outcome playTurn(const Game& game);
  // The ended turn's outcome, once its thread has ended and until it is taken; nullopt before.
  std::optional<Outcome>& endedTurn();
  std::optional<std::string> startEngine(int boardSize, Rule rule);
  // The next line that is not MESSAGE or DEBUG chatter, within `limit`; or why there is none.
  struct Reply {
    bool ok;
    std::string text;  // the line, or the failure
  };
  // With `errorsAnswer` false an ERROR or UNKNOWN line is taken for the answer to an INFO line
  // sent before (which an engine may not know, or may read badly while its search ends: Rapfi
  // does), and the wait goes on; the line is named if no answer comes.
  Reply answer(std::chrono::milliseconds limit, const std::string& waitingFor, bool errorsAnswer = true);
  // The engine's output ended `when` ("while answering ABOUT"): how it ended (its exit status or
  // signal) and its last error line, as a GTP engine's failure says them.
  std::string endedWhy(const std::string& when);
  // Sends one line; false when the engine no longer reads.
  bool send(const std::string& line);

  std::string program_;
  std::chrono::milliseconds turnTime_;
  std::unique_ptr<ChildProcess> engine_;  // owned by the turn's thread while it runs
  int engineBoardSize_ = 0;
  Rule engineRule_ = Rule::Freestyle;
  std::chrono::milliseconds engineTurnTime_{0};  // the timeout_turn the engine was last told
  std::uint64_t nodeLimit_ = 0;
  std::uint64_t engineNodeLimit_ = 0;                   // the max_node the engine was last told
  std::chrono::steady_clock::time_point moveAnswered_;  // when the engine last gave a move
  std::stop_token turnStop_;                            // the turn's thread's own: asks it to end

  mutable std::mutex mutex_;
  std::string name_;              // guarded by mutex_
  std::optional<int> lastEval_;   // guarded by mutex_
  std::optional<int> turnEval_;   // the turn's thread's own
  std::optional<Outcome> ended_;  // the caller's: an ended turn's outcome not taken yet
  Worker<Outcome> worker_;        // last: it ends the turn before the engine goes
};

}  // namespace gomoku::session
