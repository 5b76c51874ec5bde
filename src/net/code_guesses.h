// How many wrong game codes an address may try: a few a minute, so that a typo costs nothing and
// trying every code (24^6 of them) would take centuries instead of days. Kept for a bounded number
// of addresses, so that a peer changing address cannot make the host's memory grow.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <string>

namespace gomoku::net {

class CodeGuesses {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr int kPerMinute = 5;
  static constexpr std::size_t kMostAddresses = 256;

  // May `address` try a code at `now`?
  bool mayTry(const std::string& address, Clock::time_point now);
  // `address` gave a wrong code at `now`.
  void wrong(const std::string& address, Clock::time_point now);

 private:
  struct Tries {
    int wrong = 0;
    Clock::time_point since;  // the first wrong code of this minute
  };
  void forgetOld(Clock::time_point now);

  std::map<std::string, Tries> tries_;
};

}  // namespace gomoku::net
