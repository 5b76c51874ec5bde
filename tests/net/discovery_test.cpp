// Finding a hosted game: announcements read and refused, and a finder that hears an announcer
// (over the loopback, sent straight to the finder's port: test traffic stays on this machine).
#include "net/discovery.h"

#include <gtest/gtest.h>

#include <asio.hpp>
#include <thread>

namespace gomoku::net {
namespace {

using namespace std::chrono_literals;

TEST(Discovery, AnAnnouncementReadsBack) {
  Announcement a{24015, "alice", Rule::Renju, 15};
  EXPECT_EQ(encodeAnnouncement(a), "GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=15");
  auto read = decodeAnnouncement(encodeAnnouncement(a));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), a);
}

TEST(Discovery, AGameOfGoIsAnnouncedWithItsSize) {
  Announcement a{24015, "alice", Rule::Freestyle, 9, GameKind::Go};
  EXPECT_EQ(encodeAnnouncement(a), "GOMOKU-NET 2 GAME 24015 alice go size=9");
  auto read = decodeAnnouncement(encodeAnnouncement(a));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read.value(), a);
  EXPECT_FALSE(decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice go size=21").ok());
  EXPECT_FALSE(decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice go rule=renju size=9").ok());
  EXPECT_FALSE(decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice go").ok());
}

TEST(Discovery, AGameWithACodeSaysSoAndAnOlderAnnouncementIsAnOpenGame) {
  Announcement a{24015, "alice", Rule::Renju, 15};
  a.needsCode = true;
  EXPECT_EQ(encodeAnnouncement(a), "GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=15 code");
  auto read = decodeAnnouncement(encodeAnnouncement(a));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_TRUE(read.value().needsCode);
  Announcement go{24015, "alice", Rule::Freestyle, 9, GameKind::Go, true};
  EXPECT_EQ(encodeAnnouncement(go), "GOMOKU-NET 2 GAME 24015 alice go size=9 code");
  ASSERT_TRUE(decodeAnnouncement(encodeAnnouncement(go)).ok());
  EXPECT_TRUE(decodeAnnouncement(encodeAnnouncement(go)).value().needsCode);
  auto old = decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=15");
  ASSERT_TRUE(old.ok()) << old.error();
  EXPECT_FALSE(old.value().needsCode);
  EXPECT_FALSE(decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=15 code code").ok());
  EXPECT_FALSE(decodeAnnouncement("GOMOKU-NET 2 GAME 24015 alice go code").ok());
}

TEST(Discovery, WhatIsNotAnAnnouncementIsRefused) {
  for (const char* datagram :
       {"", "GOMOKU-NET 1 GAME 24015 alice gomoku rule=renju size=15",
        "GOMOKU-NET 2 GAME 0 alice gomoku rule=renju size=15",
        "GOMOKU-NET 2 GAME 70000 alice gomoku rule=renju size=15",
        "GOMOKU-NET 2 GAME 24015 a/b gomoku rule=renju size=15",
        "GOMOKU-NET 2 GAME 24015 alice gomoku rule=chess size=15",
        "GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=99",
        "GOMOKU-NET 2 GAME 24015 alice gomoku rule=renju size=15 extra", "M-SEARCH * HTTP/1.1"})
    EXPECT_FALSE(decodeAnnouncement(datagram).ok()) << datagram;
}

TEST(Discovery, AFinderHearsAHostedGame) {
  auto finder = GameFinder::listen(0);
  ASSERT_TRUE(finder.ok()) << finder.error();
  GameFinder& found = *finder.value();
  // Garbage on the same port is ignored.
  {
    asio::io_context io;
    asio::ip::udp::socket raw(io, asio::ip::udp::v4());
    raw.send_to(asio::buffer(std::string("\x01\x02 not a game")),
                {asio::ip::make_address("127.0.0.1"), found.port()});
  }
  Announcer announcer(Announcement{5555, "alice", Rule::Standard, 19}, {{"127.0.0.1", found.port()}}, 50ms);
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (found.games().empty() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(10ms);
  std::vector<FoundGame> games = found.games();
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].address, "127.0.0.1");
  EXPECT_EQ(games[0].announcement, (Announcement{5555, "alice", Rule::Standard, 19}));
  // Heard again and again, it is listed once: two announcements more have come in.
  const std::uint64_t heard = found.announcementsHeard();
  while (found.announcementsHeard() < heard + 2 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(10ms);
  ASSERT_GE(found.announcementsHeard(), heard + 2);
  EXPECT_EQ(found.games().size(), 1u);
}

}  // namespace
}  // namespace gomoku::net
