#include "net/code_guesses.h"

#include <gtest/gtest.h>

#include <string>

namespace gomoku::net {
namespace {

using namespace std::chrono_literals;
const CodeGuesses::Clock::time_point kStart{};

TEST(CodeGuesses, AnAddressMayGetTheCodeWrongAFewTimesAMinute) {
  CodeGuesses guesses;
  for (int i = 0; i < CodeGuesses::kPerMinute; ++i) {
    EXPECT_TRUE(guesses.mayTry("192.0.2.7", kStart + i * 1s));
    guesses.wrong("192.0.2.7", kStart + i * 1s);
  }
  EXPECT_FALSE(guesses.mayTry("192.0.2.7", kStart + 10s));
  EXPECT_TRUE(guesses.mayTry("192.0.2.8", kStart + 10s)) << "another address is not held back";
  EXPECT_TRUE(guesses.mayTry("192.0.2.7", kStart + 61s)) << "a minute later it may try again";
}

TEST(CodeGuesses, ManyAddressesDoNotGrowTheTableWithoutEnd) {
  CodeGuesses guesses;
  for (int i = 0; i < 10000; ++i)
    guesses.wrong("10.0." + std::to_string(i / 256) + "." + std::to_string(i % 256), kStart);
  // The newest address is still counted after the table filled.
  for (int i = 1; i < CodeGuesses::kPerMinute; ++i) guesses.wrong("10.0.39.15", kStart);
  EXPECT_FALSE(guesses.mayTry("10.0.39.15", kStart + 1s));
}

}  // namespace
}  // namespace gomoku::net
