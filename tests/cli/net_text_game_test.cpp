// The terminal network game's address argument: `--join HOST:PORT`.
#include "cli/net_text_game.h"

#include <gtest/gtest.h>

namespace gomoku::cli {
namespace {

TEST(JoinAddress, HostAndPortInTheirUsualSpellings) {
  auto v4 = parseHostAndPort("192.168.1.20:24016");
  ASSERT_TRUE(v4);
  EXPECT_EQ(v4->host, "192.168.1.20");
  EXPECT_EQ(v4->port, 24016);
  auto v6 = parseHostAndPort("[fd00::2]:5000");
  ASSERT_TRUE(v6);
  EXPECT_EQ(v6->host, "fd00::2");
  EXPECT_EQ(v6->port, 5000);
  auto name = parseHostAndPort("friend.local");
  ASSERT_TRUE(name);
  EXPECT_EQ(name->port, kDefaultNetPort);
  auto bareV6 = parseHostAndPort("[::1]");
  ASSERT_TRUE(bareV6);
  EXPECT_EQ(bareV6->host, "::1");
}

TEST(JoinAddress, WhatIsNotAnAddressIsRefused) {
  for (const char* text :
       {"", ":24015", "host:", "host:0", "host:65536", "host:12x", "[::1", "[::1]24015", "[]:24015"})
    EXPECT_FALSE(parseHostAndPort(text)) << text;
}

TEST(JoinAddress, AnIpv6AddressWithoutBracketsIsAllAddress) {
  // Its colons leave no place for a port: the default one.
  auto parsed = parseHostAndPort("fd00::2");
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->host, "fd00::2");
  EXPECT_EQ(parsed->port, kDefaultNetPort);
}

}  // namespace
}  // namespace gomoku::cli
