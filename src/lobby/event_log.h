// The lobby's log, one line an event, except that a flood does not write a line a connection: an
// event of one kind from one address is written at once the first time in a minute, and the times
// it came again within that minute are written in one line when the minute is over.
#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <string>
#include <unordered_map>
#include <utility>

namespace gomoku::lobby {

class EventLog {
 public:
  using Clock = std::chrono::steady_clock;
  using Write = std::function<void(const std::string&)>;

  // `write`: one line at a time; none: silent. `every`: how long repeats are counted together.
  EventLog(Write write, std::chrono::milliseconds every);

  // A line that is always written.
  void say(const std::string& line) const;
  // A line for an event of `kind` from `address`.
  void say(const std::string& address, const std::string& kind, const std::string& line,
           Clock::time_point now);
  // The counts of the minutes over by `now`, one line each.
  void sayRepeats(Clock::time_point now);
  // Every count still open: the lobby stops.
  void sayAllRepeats();

 private:
  struct Repeats {
    Clock::time_point since;
    std::size_t more = 0;
    std::string line;  // the first, which the count line repeats
  };
  void sayCount(const Repeats& repeats) const;

  Write write_;
  std::chrono::milliseconds every_;
  std::unordered_map<std::string, Repeats> recent_;              // by address and kind
  std::deque<std::pair<std::string, Clock::time_point>> order_;  // keys as their minutes began
};

}  // namespace gomoku::lobby
