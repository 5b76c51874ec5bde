// Two links over the loopback, and peers that misbehave on purpose: every refusal comes with a
// message, and the host goes on listening.
#include "net/link.h"

#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <asio.hpp>
#include <string>

#include "net/code_guesses.h"
#include "net/game_proof.h"
#include "net/lobby_words.h"
#include "net/protocol.h"

namespace gomoku::net {
namespace {

using namespace std::chrono_literals;
using Kind = LinkEvent::Kind;

// Generous: a loaded machine running the sanitizers is slow, and a passing test never waits this long.
constexpr auto kPatience = 20s;

// The next event of `kind`, skipping others; nullopt after kPatience.
std::optional<LinkEvent> awaitEvent(Link& link, Kind kind) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (std::chrono::steady_clock::now() < deadline) {
    while (auto event = link.poll())
      if (event->kind == kind) return event;
    link.waitForEvent(50ms);
  }
  return std::nullopt;
}

LinkOptions named(std::string name) {
  LinkOptions options;
  options.name = std::move(name);
  options.retryEvery = 100ms;
  return options;
}

std::unique_ptr<Link> hostOnAnyPort(LinkOptions options = named("alice")) {
  auto link = Link::host(0, std::move(options));
  EXPECT_TRUE(link.ok()) << (link.ok() ? "" : link.error());
  return link.ok() ? std::move(link.value()) : nullptr;
}

// A peer written by hand: connects, sends `bytes`, and returns everything it hears until the
// host closes the connection (or kPatience passes).
std::string rawPeer(std::uint16_t port, const std::string& bytes) {
  asio::io_context io;
  asio::ip::tcp::socket socket(io);
  asio::error_code ec;
  socket.connect({asio::ip::make_address("127.0.0.1"), port}, ec);
  if (ec) return "cannot connect: " + ec.message();
  timeval limit{static_cast<time_t>(kPatience.count()), 0};
  setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
  asio::write(socket, asio::buffer(bytes), ec);
  std::string heard;
  std::array<char, 4096> buffer{};
  while (true) {
    std::size_t size = socket.read_some(asio::buffer(buffer), ec);
    if (ec) break;
    heard.append(buffer.data(), size);
  }
  return heard;
}

TEST(Link, HostAndJoinerGreetAndExchangeMessages) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  EXPECT_NE(host->port(), 0);
  auto joiner = Link::join("127.0.0.1", host->port(), named("bob"));
  auto hostSees = awaitEvent(*host, Kind::Connected);
  auto joinerSees = awaitEvent(*joiner, Kind::Connected);
  ASSERT_TRUE(hostSees && joinerSees);
  EXPECT_EQ(hostSees->detail, "bob");
  EXPECT_EQ(joinerSees->detail, "alice");
  EXPECT_TRUE(host->connected());

  joiner->send(moveMessage(1, Square{8, 8}));
  auto move = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(move);
  EXPECT_EQ(encodeMessage(move->message), "MOVE 1 h8");
  host->send(textMessage(Message::Kind::Chat, "hello"));
  auto chat = awaitEvent(*joiner, Kind::Received);
  ASSERT_TRUE(chat);
  EXPECT_EQ(chat->message.text, "hello");
}

TEST(Link, JoinsOverIpv6) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  asio::io_context io;
  asio::ip::tcp::socket probe(io);
  asio::error_code ec;
  probe.connect({asio::ip::make_address("::1"), host->port()}, ec);
  if (ec) GTEST_SKIP() << "no IPv6 loopback here: " << ec.message();
  probe.close();
  auto joiner = Link::join("::1", host->port(), named("bob"));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
}

TEST(Link, AJoinerComesBackAfterADroppedConnection) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), named("bob"));
  ASSERT_TRUE(awaitEvent(*host, Kind::Connected));
  ASSERT_TRUE(awaitEvent(*joiner, Kind::Connected));
  host->dropConnection();
  EXPECT_TRUE(awaitEvent(*host, Kind::Lost));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Lost));
  EXPECT_TRUE(awaitEvent(*host, Kind::Connected));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
  joiner->send(plainMessage(Message::Kind::Resign));
  auto resign = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(resign);
  EXPECT_EQ(resign->message.kind, Message::Kind::Resign);
}

TEST(Link, AJoinerWaitsForAHostThatIsNotThereYet) {
  // A port that was free a moment ago: nothing listens there now.
  std::uint16_t port = 0;
  {
    auto gone = hostOnAnyPort();
    ASSERT_TRUE(gone);
    port = gone->port();
  }
  auto joiner = Link::join("127.0.0.1", port, named("bob"));
  auto waiting = awaitEvent(*joiner, Kind::Waiting);
  ASSERT_TRUE(waiting);
  EXPECT_NE(waiting->detail.find("trying again"), std::string::npos);
}

TEST(Link, AnotherProtocolVersionIsRefusedWithAMessage) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string heard = rawPeer(host->port(), "HELLO gomoku-net 3 future\n");
  EXPECT_NE(heard.find("HELLO gomoku-net 2 alice\n"), std::string::npos) << heard;
  EXPECT_NE(heard.find("ERROR this program speaks gomoku-net 2, the other side gomoku-net 3"),
            std::string::npos)
      << heard;
  auto refused = awaitEvent(*host, Kind::Refused);
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->detail.find("gomoku-net 3"), std::string::npos);
  // The host still takes a player who speaks its version.
  auto joiner = Link::join("127.0.0.1", host->port(), named("bob"));
  EXPECT_TRUE(awaitEvent(*host, Kind::Connected));
}

TEST(Link, AJoinerRefusedByAnOlderHostSaysWhyAndStopsTrying) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  // A host of another version, written by hand: it refuses whoever comes.
  asio::io_context io;
  asio::ip::tcp::acceptor acceptor(io, {asio::ip::make_address("127.0.0.1"), 0});
  const std::uint16_t port = acceptor.local_endpoint().port();
  std::thread oldHost([&acceptor] {
    asio::error_code ec;
    asio::ip::tcp::socket socket = acceptor.accept(ec);
    if (ec) return;
    asio::write(socket, asio::buffer(std::string("HELLO gomoku-net 0 old\n")), ec);
    std::array<char, 256> buffer{};
    socket.read_some(asio::buffer(buffer), ec);
  });
  auto joiner = Link::join("127.0.0.1", port, named("bob"));
  auto refused = awaitEvent(*joiner, Kind::Refused);
  oldHost.join();
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->detail, "this program speaks gomoku-net 2, the other side gomoku-net 0");
}

LinkOptions withCode(std::string name, std::string code, std::string key = {}) {
  LinkOptions options = named(std::move(name));
  options.code = std::move(code);
  options.gameKey = std::move(key);
  return options;
}

// A joiner's proof by hand, whatever the host's PROVE says: its MAC is made up, so the host takes
// it for a wrong code.
std::string wrongProof(int nonce) {
  const std::string hex = "0123456789abcdef";
  return "PROVE code " + std::string(31, '1') + hex[static_cast<std::size_t>(nonce) % 16] + " " +
         std::string(64, '9') + "\nPROOF " + std::string(64, 'a') + "\n";
}

TEST(Link, AJoinerWithTheGameCodeIsLetIn) {
  auto host = hostOnAnyPort(withCode("alice", "K7QX3M"));
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "k7qx3m"));  // any case
  auto hostSees = awaitEvent(*host, Kind::Connected);
  ASSERT_TRUE(hostSees);
  EXPECT_EQ(hostSees->detail, "bob");
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
  // And again, with the code sent again, after the connection drops.
  joiner->dropConnection();
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Lost));
  EXPECT_TRUE(awaitEvent(*host, Kind::Connected));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
}

TEST(Link, AFirstMeetingAgreesAKeyThatBothKeepAndTheNextMeetingIsProvedWithIt) {
  auto host = hostOnAnyPort(withCode("alice", "K7QX3M"));
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3M"));
  ASSERT_TRUE(awaitEvent(*host, Kind::Connected));
  ASSERT_TRUE(awaitEvent(*joiner, Kind::Connected));
  const std::string key = joiner->gameKey();
  EXPECT_EQ(key.size(), 64u);
  EXPECT_EQ(host->gameKey(), key);
  joiner->dropConnection();
  EXPECT_TRUE(awaitEvent(*host, Kind::Connected));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
  EXPECT_EQ(host->gameKey(), key);  // the same key, not a new meeting
  // A joiner program started again brings the key back and takes its seat.
  joiner.reset();
  auto again = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3M", key));
  EXPECT_TRUE(awaitEvent(*again, Kind::Connected));
}

// The code is no key once the game has met its joiner: a stranger who knows it (a listed game's
// is public) is turned away, and the host's player is told.
TEST(Link, AStrangerWithTheCodeCannotTakeTheSeatOfAGameThatMetItsJoiner) {
  auto host = hostOnAnyPort(withCode("alice", "K7QX3M"));
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3M"));
  ASSERT_TRUE(awaitEvent(*host, Kind::Connected));
  joiner.reset();  // bob's program stops
  ASSERT_TRUE(awaitEvent(*host, Kind::Lost));
  auto stranger = Link::join("127.0.0.1", host->port(), withCode("eve", "K7QX3M"));
  auto refused = awaitEvent(*stranger, Kind::Refused);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->detail, std::string(kSeatKeptWords));
  auto told = awaitEvent(*host, Kind::Stranger);
  ASSERT_TRUE(told);
  EXPECT_EQ(told->detail, std::string(kNotTheJoinerWords));
  EXPECT_FALSE(host->connected());
  // Nor with a key of its own making.
  auto forger = Link::join("127.0.0.1", host->port(), withCode("eve", "K7QX3M", std::string(64, 'e')));
  auto turnedAway = awaitEvent(*forger, Kind::Stranger);
  ASSERT_TRUE(turnedAway);
  EXPECT_EQ(turnedAway->detail, std::string(kNotTheHostWords));
  EXPECT_FALSE(host->connected());
}

// Whoever sits in the host's seat must prove it holds the game's key before the joiner says a word
// of the game: one that cannot (a stranger the lobby paired us with) is left, and tried again.
TEST(Link, AHostThatCannotProveTheGamesKeyIsLeftAndTriedAgain) {
  auto impostor = hostOnAnyPort(withCode("eve", "K7QX3M", std::string(64, 'e')));
  ASSERT_TRUE(impostor);
  auto joiner = Link::join("127.0.0.1", impostor->port(), withCode("bob", "K7QX3M", std::string(64, 'b')));
  auto told = awaitEvent(*joiner, Kind::Stranger);
  ASSERT_TRUE(told);
  EXPECT_EQ(told->detail, std::string(kNotTheHostWords));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Stranger));  // again: it goes on trying
  EXPECT_FALSE(impostor->connected());
  EXPECT_FALSE(joiner->connected());
}

TEST(Link, AWrongGameCodeIsRefusedAndTheJoinerIsToldInWords) {
  auto host = hostOnAnyPort(withCode("alice", "K7QX3M"));
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3N"));
  auto refused = awaitEvent(*joiner, Kind::Refused);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->detail, "The game code is wrong");
  EXPECT_FALSE(host->connected());
  // The host still takes the player with the right code.
  auto right = Link::join("127.0.0.1", host->port(), withCode("carol", "K7QX3M"));
  auto hostSees = awaitEvent(*host, Kind::Connected);
  ASSERT_TRUE(hostSees);
  EXPECT_EQ(hostSees->detail, "carol");
}

TEST(Link, AJoinerWithoutTheCodeIsToldTheGameNeedsIt) {
  LinkOptions options = withCode("alice", "K7QX3M");
  options.helloLimit = 1s;  // how long the host waits for a code that does not come
  auto host = hostOnAnyPort(options);
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), named("bob"));
  auto refused = awaitEvent(*joiner, Kind::Refused);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->detail, "This game needs its code: ask the host for it");
  // On the wire: no HELLO from the host before the proof, and the reason in the ERROR. A joiner
  // that proves with the wrong code hears the host's PROVE (nonces and a public key) and nothing
  // of the game.
  EXPECT_EQ(rawPeer(host->port(), "HELLO gomoku-net 2 eve\nPING\n"), "ERROR this game needs its code\n");
  const std::string heard = rawPeer(host->port(), wrongProof(0));
  EXPECT_TRUE(heard.starts_with("PROVE code ")) << heard;
  EXPECT_TRUE(heard.ends_with("\nERROR wrong game code\n")) << heard;
  EXPECT_EQ(heard.find("HELLO"), std::string::npos) << heard;
}

// Trying every code would take a joiner a few wrong ones a minute: after those it is refused
// before its code is even looked at, the right one too, and is told why.
TEST(Link, AJoinerThatGuessesCodesIsHeldBack) {
  auto host = hostOnAnyPort(withCode("alice", "K7QX3M"));
  ASSERT_TRUE(host);
  for (int i = 0; i < CodeGuesses::kPerMinute; ++i)
    EXPECT_TRUE(rawPeer(host->port(), wrongProof(i)).ends_with("ERROR wrong game code\n"));
  EXPECT_EQ(rawPeer(host->port(), wrongProof(9)), "ERROR too many wrong game codes\n");
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3M"));
  auto refused = awaitEvent(*joiner, Kind::Refused);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->detail, "Too many wrong game codes from this computer: wait a minute, then try again");
}

TEST(Link, AnOpenGameTakesAJoinerThatSendsACodeAnyway) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  auto joiner = Link::join("127.0.0.1", host->port(), withCode("bob", "K7QX3M"));
  EXPECT_TRUE(awaitEvent(*host, Kind::Connected));
  EXPECT_TRUE(awaitEvent(*joiner, Kind::Connected));
  joiner->send(plainMessage(Message::Kind::Resign));
  auto got = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(got);
  EXPECT_EQ(got->message.kind, Message::Kind::Resign);  // the CODE was not passed on
}

TEST(Link, GarbageInsteadOfHelloIsRefused) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string heard = rawPeer(host->port(), "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_NE(heard.find("ERROR an unknown message instead of HELLO"), std::string::npos) << heard;
  std::string binary = rawPeer(host->port(), std::string("\x00\xff\x01garbage\n", 11));
  EXPECT_NE(binary.find("ERROR a control character"), std::string::npos) << binary;
}

TEST(Link, AnOversizedLineEndsTheConnection) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string heard = rawPeer(host->port(), "HELLO gomoku-net 2 big\n" + std::string(100000, 'A'));
  EXPECT_NE(heard.find("ERROR a line longer than 512 bytes"), std::string::npos) << heard;
  auto lost = awaitEvent(*host, Kind::Lost);
  ASSERT_TRUE(lost);
  EXPECT_NE(lost->detail.find("longer than 512"), std::string::npos);
}

// A CHAT line of exactly `length` bytes, without its newline.
std::string chatLineOf(std::size_t length) {
  return "CHAT " + std::string(length - 5, 'a');
}

TEST(Link, A512ByteLineIsTakenAndTheConnectionStays) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string heard =
      rawPeer(host->port(), "HELLO gomoku-net 2 wordy\n" + chatLineOf(512) + "\nCHAT still here\nBYE\n");
  EXPECT_EQ(heard.find("ERROR"), std::string::npos) << heard;
  auto longest = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(longest);
  EXPECT_EQ(longest->message.text.size(), 507u);
  auto next = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(next);
  EXPECT_EQ(next->message.text, "still here");
}

// docs/network-protocol.md: a line longer than 512 bytes ends the connection, 513 as 514.
TEST(Link, A513Or514ByteLineEndsTheConnection) {
  for (std::size_t length : {513u, 514u}) {
    auto host = hostOnAnyPort();
    ASSERT_TRUE(host);
    std::string heard =
        rawPeer(host->port(), "HELLO gomoku-net 2 wordy\n" + chatLineOf(length) + "\nCHAT still here\nBYE\n");
    EXPECT_NE(heard.find("ERROR a line longer than 512 bytes"), std::string::npos) << length << ": " << heard;
    bool stillHeard = false;
    std::optional<LinkEvent> lost;
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (!lost && std::chrono::steady_clock::now() < deadline) {
      while (auto event = host->poll()) {
        if (event->kind == Kind::Received && event->message.text == "still here") stillHeard = true;
        if (event->kind == Kind::Lost) lost = event;
      }
      if (!lost) host->waitForEvent(50ms);
    }
    ASSERT_TRUE(lost) << length;
    EXPECT_NE(lost->detail.find("longer than 512"), std::string::npos) << length << ": " << lost->detail;
    EXPECT_FALSE(stillHeard) << length << ": the connection went on after the long line";
  }
}

TEST(Link, AMalformedMessageIsAnsweredAndTheConnectionStays) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string heard = rawPeer(host->port(), "HELLO gomoku-net 2 sloppy\nMOVE 1 z99\nCHAT still here\nBYE\n");
  EXPECT_NE(heard.find("ERROR MOVE needs a point such as h8"), std::string::npos) << heard;
  auto chat = awaitEvent(*host, Kind::Received);
  ASSERT_TRUE(chat);
  EXPECT_EQ(chat->message.text, "still here");
}

TEST(Link, AFloodingPeerIsCutOff) {
  auto host = hostOnAnyPort();
  ASSERT_TRUE(host);
  std::string flood = "HELLO gomoku-net 2 flood\n";
  for (int i = 0; i < 5000; ++i) flood += "CHAT spam\n";
  std::string heard = rawPeer(host->port(), flood);
  EXPECT_NE(heard.find("ERROR too many messages"), std::string::npos) << heard;
  EXPECT_TRUE(awaitEvent(*host, Kind::Lost));
}

TEST(Link, ASilentPeerCountsAsLost) {
  LinkOptions options = named("alice");
  options.silenceLimit = 300ms;
  options.heartbeat = 100ms;
  auto host = hostOnAnyPort(options);
  ASSERT_TRUE(host);
  // Says HELLO, then nothing: rawPeer waits until the host gives up on it.
  std::string heard = rawPeer(host->port(), "HELLO gomoku-net 2 sleepy\n");
  EXPECT_NE(heard.find("PING"), std::string::npos) << heard;
  auto lost = awaitEvent(*host, Kind::Lost);
  ASSERT_TRUE(lost);
  EXPECT_NE(lost->detail.find("nothing heard"), std::string::npos) << lost->detail;
}

}  // namespace
}  // namespace gomoku::net
