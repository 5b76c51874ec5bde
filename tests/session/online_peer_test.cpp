// A peer's move takes one way in for both games: a hand-written peer that breaks the rules is
// refused in the same words by a Gomoku host and a Go host, and the game stays as it was.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <string>
#include <vector>

#include "loopback.h"
#include "net/protocol.h"
#include "session/online_match.h"

namespace gomoku::session {
namespace {

using namespace std::chrono_literals;

std::string lowered(std::string text) {
  std::ranges::transform(text, text.begin(),
                         [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// Hosts `setup` on the loopback, plays the host's first move at e5, and has a peer written with
// the link alone send moves that break the rules: what the host refused, in order (lower case:
// Gomoku names a point e5, Go E5).
std::vector<std::string> refusalsOf(OnlineSetup setup) {
  auto hosted = OnlineMatch::host(0, setup, named("alice"));
  EXPECT_TRUE(hosted.ok());
  if (!hosted.ok()) return {};
  OnlineMatch& host = *hosted.value();
  auto cheat = net::Link::join("127.0.0.1", host.port(), named("cheat"));
  std::vector<std::string> errors;
  auto until = [&](auto done) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (!done() && std::chrono::steady_clock::now() < deadline) {
      host.update();
      while (auto event = cheat->poll())
        if (event->kind == net::LinkEvent::Kind::Received && event->message.kind == net::Message::Kind::Error)
          errors.push_back(lowered(event->message.text));
      cheat->waitForEvent(5ms);
    }
    return done();
  };
  auto refused = [&](net::Message line) {
    const std::size_t before = errors.size();
    cheat->send(std::move(line));
    EXPECT_TRUE(until([&] { return errors.size() > before; }));
  };
  EXPECT_TRUE(until([&] { return host.connected() && cheat->connected(); }));
  const int size = setup.boardSize;
  const Point e5 = *parseNotation("e5", size);
  refused(
      net::moveMessage(1, net::toSquare(*parseNotation("a1", size), size)));  // Black (the host) is to move
  const bool played = setup.kind == net::GameKind::Go
                          ? host.play(go::Move::play(e5)).result == OnlineMatch::PlayResult::Played
                          : host.play(e5).result == OnlineMatch::PlayResult::Played;
  EXPECT_TRUE(played);
  refused(net::moveMessage(2, net::toSquare(e5, size)));                          // taken
  refused(net::moveMessage(2, net::Square{20, 20}));                              // off the board
  refused(net::moveMessage(5, net::toSquare(*parseNotation("a1", size), size)));  // skips moves
  refused(net::moveMessage(1, net::toSquare(*parseNotation("a1", size), size)));  // not the record's
  EXPECT_EQ(host.hasGame() && host.playingGo() ? host.goGame()->moveCount() : host.game()->moves().size(),
            1u);
  EXPECT_FALSE(host.ourTurn());
  return errors;
}

TEST(OnlinePeer, ABadMoveIsRefusedInTheSameWordsInGomokuAndGo) {
  OnlineSetup gomoku{Rule::Freestyle, 9, Stone::Black};
  OnlineSetup go{Rule::Freestyle, 9, Stone::Black, net::GameKind::Go};
  const std::vector<std::string> expected{
      "move 1: it is not your turn", "move 2 at e5 is not allowed: occupied", "move 2 is off the 9x9 board",
      "move 5 skips moves: 1 played so far", "move 1 is e5 here"};
  EXPECT_EQ(refusalsOf(gomoku), expected);
  EXPECT_EQ(refusalsOf(go), expected);
}

}  // namespace
}  // namespace gomoku::session
