// The protocol's lines as a peer writes them: what is read, and what is refused with a reason.
#include "net/protocol.h"

#include <gtest/gtest.h>

#include <string>

#include "net/game_code.h"
#include "net/line_framer.h"
#include "net/rate_limit.h"

namespace gomoku::net {
namespace {

using Kind = Message::Kind;

Message decoded(std::string_view line) {
  Result<Message> m = decodeMessage(line);
  EXPECT_TRUE(m.ok()) << line << ": " << (m.ok() ? "" : m.error());
  return m.ok() ? m.value() : Message{};
}

std::string refusal(std::string_view line) {
  Result<Message> m = decodeMessage(line);
  EXPECT_FALSE(m.ok()) << line << " was read";
  return m.ok() ? "" : m.error();
}

TEST(Protocol, HelloNamesTheVersionAndThePlayer) {
  Message m = decoded("HELLO gomoku-net 1 alice");
  EXPECT_EQ(m.kind, Kind::Hello);
  EXPECT_EQ(m.number, 1u);
  EXPECT_EQ(m.text, "alice");
  EXPECT_EQ(decoded("HELLO gomoku-net 7 bob").number, 7u);  // another version is read, then refused
  EXPECT_NE(refusal("HELLO chess-net 1 bob").find("not a gomoku-net peer"), std::string::npos);
  refusal("HELLO gomoku-net x bob");
  refusal("HELLO gomoku-net 1 bad/name");
  refusal("HELLO gomoku-net 1 " + std::string(33, 'a'));
}

TEST(Protocol, TheGameCodeIsOneBoundedWordOfLettersAndDigits) {
  Message m = decoded("CODE K7QX3M");
  EXPECT_EQ(m.kind, Kind::Code);
  EXPECT_EQ(m.text, "K7QX3M");
  EXPECT_EQ(decoded("CODE k7qx3m").text, "k7qx3m");  // the host compares without regard to case
  EXPECT_EQ(decoded("CODE " + std::string(16, 'a')).text.size(), 16u);
  refusal("CODE");
  refusal("CODE ");
  refusal("CODE " + std::string(17, 'a'));
  refusal("CODE K7-QX");
  refusal("CODE K7 QX");
  refusal("CODE 再来");
}

TEST(GameCode, ANewCodeHasSixCharactersWithoutLookAlikes) {
  for (int i = 0; i < 50; ++i) {
    const std::string code = newGameCode();
    ASSERT_EQ(code.size(), kGameCodeLength);
    EXPECT_TRUE(isGameCode(code));
    for (char c : code) {
      EXPECT_EQ(std::string_view("0O1lIo2Z5S8B9q").find(c), std::string_view::npos) << code;
      EXPECT_NE(kGameCodeAlphabet.find(c), std::string_view::npos) << code;
    }
    EXPECT_EQ(normalGameCode(code), code);  // shown as it is sent
  }
  EXPECT_NE(newGameCode(), newGameCode());  // 24^6 codes: two alike would be a broken source
}

TEST(GameCode, ACodeIsTheSameHoweverItsLookAlikesAreTyped) {
  EXPECT_EQ(normalGameCode("k7qx3m"), "K7QX3M");
  // The font draws a 9 much as a q: what the player read is what the host made.
  EXPECT_EQ(normalGameCode("vkqhv6"), normalGameCode("VK9HV6"));
  EXPECT_EQ(normalGameCode("b0552i"), "BOSSZI");
  EXPECT_EQ(normalGameCode("8OS5ZI"), normalGameCode("bossz1"));
  EXPECT_NE(normalGameCode("K7QX3N"), normalGameCode("K7QX3M"));
  EXPECT_FALSE(isGameCode(""));
  EXPECT_FALSE(isGameCode("a b"));
}

TEST(Protocol, GameOffersGomokuAndGo) {
  Message gomoku = decoded("GAME 3fa9 gomoku rule=renju size=15 you=white");
  EXPECT_EQ(gomoku.kind, Kind::Game);
  EXPECT_EQ(gomoku.game.id, "3fa9");
  EXPECT_EQ(gomoku.game.kind, GameKind::Gomoku);
  EXPECT_EQ(gomoku.game.rule, Rule::Renju);
  EXPECT_EQ(gomoku.game.size, 15);
  EXPECT_EQ(gomoku.game.you, Stone::White);
  Message go = decoded("GAME x go size=9 komi=-6.5 handicap=2 you=black");
  EXPECT_EQ(go.game.kind, GameKind::Go);
  EXPECT_EQ(go.game.komiHalves, -13);
  EXPECT_EQ(go.game.handicap, 2);
  EXPECT_EQ(go.game.you, Stone::Black);
  refusal("GAME 3fa9 gomoku rule=renju size=23 you=white");
  refusal("GAME 3fa9 gomoku rule=gomoku size=15 you=white");
  refusal("GAME 3fa9 gomoku rule=renju size=15 you=red");
  refusal("GAME 3f-a9 gomoku rule=renju size=15 you=white");
  refusal("GAME x go size=9 komi=6.25 handicap=0 you=black");
  refusal("GAME x go size=9 komi=6.5 handicap=10 you=black");
}

TEST(Protocol, MovesAreNumberedPoints) {
  Message m = decoded("MOVE 12 h8");
  EXPECT_EQ(m.kind, Kind::Move);
  EXPECT_EQ(m.number, 12u);
  EXPECT_EQ(m.square, (Square{8, 8}));
  EXPECT_EQ(toPoint(m.square, 15), (Point{7, 7}));
  EXPECT_EQ(toPoint(decoded("MOVE 1 v22").square, 15), kNoPoint);  // off a 15 board
  refusal("MOVE 0 h8");
  refusal("MOVE 2001 h8");
  refusal("MOVE 1 h0");
  refusal("MOVE 1 h08");
  refusal("MOVE 1 w1");
  refusal("MOVE 1 H8");
  refusal("MOVE 1");
  refusal("MOVE 1 h8 i9");
  refusal("MOVE -1 h8");
  refusal("MOVE 99999999999999999999 h8");
}

TEST(Protocol, GoPassesAndDeadStonesAreNumberedByTheMovesPlayed) {
  Message pass = decoded("PASS 7");
  EXPECT_EQ(pass.kind, Kind::Pass);
  EXPECT_EQ(pass.number, 7u);
  refusal("PASS 0");
  refusal("PASS");
  Message dead = decoded("DEAD 40 c3 j9");
  EXPECT_EQ(dead.kind, Kind::Dead);
  EXPECT_EQ(dead.number, 40u);
  EXPECT_EQ(dead.squares, (std::vector<Square>{{3, 3}, {10, 9}}));
  EXPECT_TRUE(decoded("DEAD 12").squares.empty());  // nothing is dead
  EXPECT_EQ(decoded("DEAD-OK 40").kind, Kind::DeadAccept);
  EXPECT_EQ(decoded("DEAD-NO 40").number, 40u);
  EXPECT_EQ(decoded("OVER scored").text, "scored");
  refusal("DEAD");
  refusal("DEAD ");
  refusal("DEAD 40 c3 ");
  refusal("DEAD 40  c3");
  refusal("DEAD 40 C3");
  refusal("DEAD 40 c0");
  refusal("DEAD x c3");
  refusal("DEAD-OK");
  // At most 100 chains, which fit in a line with room to spare.
  std::string line = "DEAD 2000";
  for (int i = 0; i < 100; ++i) line += " s19";
  EXPECT_EQ(decoded(line).squares.size(), 100u);
  EXPECT_NE(refusal(line + " a1").find("at most 100"), std::string::npos);
}

TEST(Protocol, TheGameCarriesItsClockOrNone) {
  Message timed = decoded("GAME 3fa9 gomoku rule=renju size=15 you=white clock=5m+3s");
  EXPECT_EQ(timed.game.clock, *TimeControl::parse("5m+3s"));
  EXPECT_EQ(decoded("GAME x go size=9 komi=6.5 handicap=0 you=black clock=10m/5x30s").game.clock,
            *TimeControl::parse("10m/5x30s"));
  // Absent (a copy of the game from before clocks) or none: no clock.
  EXPECT_FALSE(decoded("GAME 3fa9 gomoku rule=renju size=15 you=white").game.clock.counts());
  EXPECT_FALSE(decoded("GAME 3fa9 gomoku rule=renju size=15 you=white clock=none").game.clock.counts());
  EXPECT_EQ(encodeMessage(decoded("GAME 3fa9 gomoku rule=renju size=15 you=white clock=none")),
            "GAME 3fa9 gomoku rule=renju size=15 you=white");
  for (const char* bad : {"clock=", "clock=5", "clock=5m+", "clock=-5m", "clock=fast", "clock=25h",
                          "clock=5m+2h", "clock=10m/5x2h", "time=5m"})
    EXPECT_NE(refusal(std::string("GAME 3fa9 gomoku rule=renju size=15 you=white ") + bad).find("clock="),
              std::string::npos)
        << bad;
  refusal("GAME x go size=9 komi=6.5 handicap=0 you=black clock=5m extra");
}

TEST(Protocol, AMoveCarriesTheMoversTimeLeftNeverNegative) {
  Message m = decoded("MOVE 12 h8 left=294500");
  EXPECT_EQ(m.timeLeft, 294500u);
  EXPECT_FALSE(decoded("MOVE 12 h8").timeLeft);  // a game without a clock
  EXPECT_EQ(decoded("MOVE 12 h8 left=0").timeLeft, 0u);
  EXPECT_EQ(decoded("PASS 4 left=1000").timeLeft, 1000u);
  for (const char* bad :
       {"MOVE 12 h8 left=-1", "MOVE 12 h8 left=", "MOVE 12 h8 left=1e5", "MOVE 12 h8 left=5s",
        "MOVE 12 h8 left=1000000000", "MOVE 12 h8 294500", "PASS 4 left=-20"})
    EXPECT_NE(refusal(bad).find("left="), std::string::npos) << bad;
  Message clock = decoded("CLOCK 300000 12345");
  EXPECT_EQ(clock.kind, Kind::Clock);
  EXPECT_EQ(clock.number, 300000u);
  EXPECT_EQ(clock.timeLeft, 12345u);
  refusal("CLOCK 300000");
  refusal("CLOCK -1 5");
  EXPECT_EQ(decoded("FLAG 30").number, 30u);
  refusal("FLAG");
  refusal("FLAG x");
  EXPECT_EQ(decoded("OVER black-time").text, "black-time");
}

TEST(Protocol, ChatAndErrorKeepTheirTextButNoControlCharacters) {
  EXPECT_EQ(decoded("CHAT good game, 再来一局?").text, "good game, 再来一局?");
  EXPECT_EQ(decoded("ERROR move 3 is occupied").text, "move 3 is occupied");
  refusal("CHAT");
  refusal("CHAT hi\tthere");
  refusal(std::string("CHAT a\0b", 8));
  refusal("CHAT caf\xE9");  // Latin-1, not UTF-8
  EXPECT_EQ(sendableText("a\tb\nc"), "a b c");
  EXPECT_LE(sendableText(std::string(2000, 'x')).size() + 5, kMaxLineLength);
  std::string chinese;
  for (int i = 0; i < 700; ++i) chinese += "棋";
  EXPECT_EQ(decoded("CHAT " + sendableText(chinese)).kind, Kind::Chat);  // cut between characters
}

TEST(Protocol, APlayersNameIsMadeFitForHello) {
  EXPECT_EQ(playerName("alice"), "alice");
  EXPECT_EQ(playerName("Li Lei 李雷"), "Li_Lei_");
  EXPECT_EQ(playerName("李雷"), "player");
  EXPECT_EQ(playerName(""), "player");
  EXPECT_EQ(playerName(std::string(50, 'x')).size(), kMaxNameLength);
  EXPECT_EQ(decoded("HELLO gomoku-net 1 " + playerName("Li Lei 李雷")).text, "Li_Lei_");
}

TEST(Protocol, UnknownEmptyAndLongLinesAreRefused) {
  EXPECT_EQ(refusal("FIRE at will"), "an unknown message");
  refusal("");
  refusal("PING ");
  refusal("MOVE  1 h8");
  refusal("PING now");
  refusal("OVER black-won");
  refusal("OVER");
  EXPECT_NE(refusal(std::string(513, 'A')).find("longer"), std::string::npos);
}

TEST(Protocol, EveryMessageReadsBackFromItsLine) {
  for (const char* line : {"HELLO gomoku-net 1 alice",
                           "CODE K7QX3M",
                           "GAME ab12 gomoku rule=standard size=19 you=black",
                           "GAME q go size=19 komi=7.5 handicap=0 you=white",
                           "MOVE 225 o15",
                           "PASS 3",
                           "DEAD 41 a1 s19",
                           "DEAD 0",
                           "DEAD-OK 41",
                           "DEAD-NO 41",
                           "OVER scored",
                           "READY 0",
                           "UNDO? 4",
                           "UNDO-OK 4",
                           "UNDO-NO",
                           "RESIGN",
                           "DRAW?",
                           "DRAW-OK",
                           "DRAW-NO",
                           "CHAT hello there",
                           "PING",
                           "PONG",
                           "BYE",
                           "ERROR why not",
                           "OVER black-resigned",
                           "OVER draw",
                           "GAME ab12 gomoku rule=renju size=15 you=white clock=5m+3s",
                           "GAME q go size=9 komi=6.5 handicap=0 you=black clock=10m/5x30s",
                           "MOVE 12 h8 left=294500",
                           "PASS 3 left=0",
                           "FLAG 31",
                           "CLOCK 300000 12345",
                           "OVER white-time"}) {
    EXPECT_EQ(encodeMessage(decoded(line)), line);
  }
}

TEST(LineFramer, CutsLinesAndDropsCarriageReturns) {
  LineFramer framer;
  std::string line;
  std::vector<std::string> lines;
  for (char c : std::string("PING\r\nMOVE 1 h8\nPO"))
    if (framer.feed(c, line) == LineFramer::Status::Line) lines.push_back(line);
  EXPECT_EQ(lines, (std::vector<std::string>{"PING", "MOVE 1 h8"}));
}

TEST(LineFramer, AnEndlessLineIsCaughtAtTheLimit) {
  LineFramer framer;
  std::string line;
  std::size_t fed = 0;
  LineFramer::Status status = LineFramer::Status::NeedMore;
  while (status == LineFramer::Status::NeedMore && fed < 100000) {
    status = framer.feed('x', line);
    ++fed;
  }
  EXPECT_EQ(status, LineFramer::Status::TooLong);
  EXPECT_LE(fed, kMaxLineLength + 2);
}

// What the framer makes of `length` bytes of 'x' and then `ending`.
LineFramer::Status framedLine(std::size_t length, const std::string& ending) {
  LineFramer framer;
  std::string line;
  LineFramer::Status status = LineFramer::Status::NeedMore;
  for (char c : std::string(length, 'x') + ending) {
    status = framer.feed(c, line);
    if (status == LineFramer::Status::TooLong) return status;
  }
  if (status == LineFramer::Status::Line) {
    EXPECT_EQ(line.size(), length);
  }
  return status;
}

TEST(LineFramer, A512ByteLineIsALineAnd513IsTooLong) {
  EXPECT_EQ(framedLine(kMaxLineLength, "\n"), LineFramer::Status::Line);
  EXPECT_EQ(framedLine(kMaxLineLength, "\r\n"), LineFramer::Status::Line);
  EXPECT_EQ(framedLine(kMaxLineLength + 1, "\n"), LineFramer::Status::TooLong);
  EXPECT_EQ(framedLine(kMaxLineLength + 1, "\r\n"), LineFramer::Status::TooLong);
  EXPECT_EQ(framedLine(kMaxLineLength + 2, "\n"), LineFramer::Status::TooLong);
}

TEST(RateLimit, ABurstThenASteadyRate) {
  RateLimit::Clock::time_point now{};
  RateLimit limit(5, 10, now);
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(limit.allow(now));
  EXPECT_FALSE(limit.allow(now));
  now += std::chrono::milliseconds(100);  // one more message's worth
  EXPECT_TRUE(limit.allow(now));
  EXPECT_FALSE(limit.allow(now));
  now += std::chrono::seconds(60);  // never more than the burst saved up
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(limit.allow(now));
  EXPECT_FALSE(limit.allow(now));
}

}  // namespace
}  // namespace gomoku::net
