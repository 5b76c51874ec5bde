// The manager's lines, read on a thread of their own so that END and YXSTOP reach the brain
// while it is thinking about a move.
#pragma once

#include <condition_variable>
#include <deque>
#include <istream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "cli/gomocup_brain.h"

namespace gomoku::cli {

class ManagerInput {
 public:
  // Starts reading `in` at once. YXSTOP stops the brain's thinking; so does END when it is the
  // next line to handle. END is the last line read.
  ManagerInput(std::istream& in, GomocupBrain& brain);
  ~ManagerInput();
  ManagerInput(const ManagerInput&) = delete;
  ManagerInput& operator=(const ManagerInput&) = delete;

  // The next line, waiting for it if need be; nothing at the end of the input.
  std::optional<std::string> next();

 private:
  void read(std::istream& in, GomocupBrain& brain);

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::string> lines_;
  bool ended_ = false;
  std::thread reader_;  // last: starts once the members above exist
};

}  // namespace gomoku::cli
