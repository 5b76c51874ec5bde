// The one log (issue 20): a game's drops a line said again right after itself and keeps 40; the
// network's keeps every line said, the last 8; both spell their lines in the language asked for.
#include "app/game_log.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gomoku::app {
namespace {

TEST(GameLog, AGamesLogDropsALineSaidAgainRightAfterItself) {
  GameLog log;
  log.add(Text::GameIsOver);
  log.add(Text::GameIsOver);
  EXPECT_EQ(log.lines().size(), 1u);
  for (int i = 0; i < 50; ++i) log.say(Text::NetYouSaid, {Word(std::to_string(i))});
  EXPECT_EQ(log.lines().size(), GameLog::kKept);
}

TEST(GameLog, TheNetworksLogKeepsEveryLineSaidAndItsLastEight) {
  GameLog log{8, GameLog::Repeats::Kept};
  log.say(Text::NetPeerSays, {Word("friend"), Word("hi")});
  log.say(Text::NetPeerSays, {Word("friend"), Word("hi")});
  EXPECT_EQ(log.spelled(Language::English), (std::vector<std::string>{"friend: hi", "friend: hi"}));
  for (int i = 0; i < 10; ++i) log.say(Text::NetYouSaid, {Word(std::to_string(i))});
  const std::vector<std::string> chinese = log.spelled(Language::Chinese);
  ASSERT_EQ(chinese.size(), 8u);
  EXPECT_EQ(chinese.front(), "你：2");
  EXPECT_EQ(chinese.back(), "你：9");
}

}  // namespace
}  // namespace gomoku::app
