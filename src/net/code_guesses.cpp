#include "net/code_guesses.h"

namespace gomoku::net {

namespace {
constexpr std::chrono::minutes kWindow{1};
}  // namespace

bool CodeGuesses::mayTry(const std::string& address, Clock::time_point now) {
  auto found = tries_.find(address);
  if (found == tries_.end() || now - found->second.since >= kWindow) return true;
  return found->second.wrong < kPerMinute;
}

void CodeGuesses::wrong(const std::string& address, Clock::time_point now) {
  forgetOld(now);
  auto found = tries_.find(address);
  if (found != tries_.end() && now - found->second.since < kWindow) {
    ++found->second.wrong;
    return;
  }
  // A full table loses its first entry: at worst an address guesses a few more codes.
  if (found == tries_.end() && tries_.size() >= kMostAddresses) tries_.erase(tries_.begin());
  tries_[address] = {1, now};
}

void CodeGuesses::forgetOld(Clock::time_point now) {
  std::erase_if(tries_, [now](const auto& entry) { return now - entry.second.since >= kWindow; });
}

}  // namespace gomoku::net
