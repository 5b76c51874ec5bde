#include "lobby/event_log.h"

namespace gomoku::lobby {

EventLog::EventLog(Write write, std::chrono::milliseconds every) : write_(std::move(write)), every_(every) {}

void EventLog::say(const std::string& line) const {
  if (write_) write_(line);
}

void EventLog::say(const std::string& address, const std::string& kind, const std::string& line,
                   Clock::time_point now) {
  if (!write_) return;
  const std::string key = address + '\n' + kind;
  auto found = recent_.find(key);
  if (found != recent_.end() && now - found->second.since < every_) {
    ++found->second.more;
    return;
  }
  if (found != recent_.end()) sayCount(found->second);
  recent_[key] = Repeats{now, 0, line};
  order_.emplace_back(key, now);
  write_(line);
}

void EventLog::sayRepeats(Clock::time_point now) {
  while (!order_.empty() && now - order_.front().second >= every_) {
    const auto [key, since] = order_.front();
    order_.pop_front();
    // A key whose minute began again later is left for its later place in the order.
    auto found = recent_.find(key);
    if (found == recent_.end() || found->second.since != since) continue;
    sayCount(found->second);
    recent_.erase(found);
  }
}

void EventLog::sayAllRepeats() {
  for (const auto& [key, since] : order_)
    if (auto found = recent_.find(key); found != recent_.end() && found->second.since == since)
      sayCount(found->second);
  recent_.clear();
  order_.clear();
}

void EventLog::sayCount(const Repeats& repeats) const {
  if (repeats.more == 0) return;
  write_(repeats.line + " (" + std::to_string(repeats.more) + (repeats.more == 1 ? " time" : " times") +
         " more within " + std::to_string(std::chrono::duration_cast<std::chrono::seconds>(every_).count()) +
         " s)");
}

}  // namespace gomoku::lobby
