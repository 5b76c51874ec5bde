// The lobby's log under a flood: one line per kind of event and address a minute, and a count.
#include "lobby/event_log.h"

#include <gtest/gtest.h>

#include <vector>

namespace gomoku::lobby {
namespace {

using namespace std::chrono_literals;

struct Written {
  std::vector<std::string> lines;
  EventLog log{[this](const std::string& line) { lines.push_back(line); }, 60s};
};

TEST(EventLog, AnEventRepeatedWithinTheMinuteIsOneLineThenACount) {
  Written written;
  const auto start = EventLog::Clock::now();
  for (int i = 0; i < 500; ++i)
    written.log.say("10.0.0.5", "handshake", "closed 10.0.0.5: no handshake", start + i * 10ms);
  EXPECT_EQ(written.lines, std::vector<std::string>{"closed 10.0.0.5: no handshake"});
  written.log.sayRepeats(start + 59s);
  EXPECT_EQ(written.lines.size(), 1u);
  written.log.sayRepeats(start + 60s);
  EXPECT_EQ(written.lines.back(), "closed 10.0.0.5: no handshake (499 times more within 60 s)");
  // The next minute begins with a line of its own.
  written.log.say("10.0.0.5", "handshake", "closed 10.0.0.5: no handshake", start + 61s);
  EXPECT_EQ(written.lines.size(), 3u);
}

TEST(EventLog, EachAddressAndKindHasItsOwnLine) {
  Written written;
  const auto now = EventLog::Clock::now();
  written.log.say("10.0.0.5", "handshake", "a", now);
  written.log.say("10.0.0.6", "handshake", "b", now);
  written.log.say("10.0.0.5", "word", "c", now);
  written.log.say("10.0.0.5", "word", "c", now);
  written.log.say("paired GAME");
  EXPECT_EQ(written.lines, (std::vector<std::string>{"a", "b", "c", "paired GAME"}));
}

TEST(EventLog, AnEventAfterItsMinuteWithNoSweepBetweenStillCountsTheOldMinute) {
  Written written;
  const auto start = EventLog::Clock::now();
  written.log.say("10.0.0.5", "word", "refused", start);
  written.log.say("10.0.0.5", "word", "refused", start + 1s);
  written.log.say("10.0.0.5", "word", "refused", start + 70s);
  EXPECT_EQ(written.lines,
            (std::vector<std::string>{"refused", "refused (1 time more within 60 s)", "refused"}));
  written.log.sayRepeats(start + 200s);  // the older place in the order is passed over
  written.log.sayAllRepeats();
  EXPECT_EQ(written.lines.size(), 3u);
}

TEST(EventLog, TheLobbyStoppingSaysTheCountsStillOpen) {
  Written written;
  const auto now = EventLog::Clock::now();
  written.log.say("10.0.0.5", "word", "refused", now);
  written.log.say("10.0.0.5", "word", "refused", now);
  written.log.sayAllRepeats();
  EXPECT_EQ(written.lines.back(), "refused (1 time more within 60 s)");
}

}  // namespace
}  // namespace gomoku::lobby
