// The proof two programs give each other before a game's lines pass (net/game_proof.h), played
// out line by line as the link would, with a stranger in either seat.
#include "net/game_proof.h"

#include <gtest/gtest.h>

#include "net/game_code.h"
#include "net/protocol.h"

namespace gomoku::net {
namespace {

using Side = GameProof::Side;

// Every line goes through the protocol's own writer and reader, as on the wire.
Message wire(const Message& message) {
  auto read = decodeMessage(encodeMessage(message));
  EXPECT_TRUE(read.ok()) << encodeMessage(message);
  return read.ok() ? read.value() : plainMessage(Message::Kind::Ping);
}

struct Meeting {
  std::string hostFailed, joinerFailed;  // why a side gave up; "" when it did not
};

// The four lines of a proof between `host` and `joiner`.
Meeting meet(GameProof& host, GameProof& joiner) {
  Meeting meeting;
  auto hostAnswer = host.take(wire(joiner.opening()));
  if (!hostAnswer) return {hostAnswer.error(), ""};
  auto joinerProof = joiner.take(wire(*hostAnswer.value()));
  if (!joinerProof) return {"", joinerProof.error()};
  auto hostProof = host.take(wire(*joinerProof.value()));
  if (!hostProof) return {hostProof.error(), ""};
  auto done = joiner.take(wire(*hostProof.value()));
  if (!done) return {"", done.error()};
  EXPECT_FALSE(done.value());  // nothing more to say: HELLO follows
  return meeting;
}

TEST(GameProof, AFirstMeetingByTheCodeAgreesOneKeyOnBothSides) {
  GameProof host(Side::Host, "K7QX3M", "");
  GameProof joiner(Side::Joiner, "k7qx3m", "");  // any case
  const Meeting meeting = meet(host, joiner);
  EXPECT_EQ(meeting.hostFailed, "");
  EXPECT_EQ(meeting.joinerFailed, "");
  ASSERT_TRUE(host.done() && joiner.done());
  EXPECT_TRUE(host.agreedNow());
  EXPECT_EQ(host.key().size(), 64u);
  EXPECT_EQ(host.key(), joiner.key());
  // A second first meeting agrees another key: the public keys are new each time.
  GameProof host2(Side::Host, "K7QX3M", "");
  GameProof joiner2(Side::Joiner, "K7QX3M", "");
  meet(host2, joiner2);
  EXPECT_NE(host2.key(), host.key());
}

TEST(GameProof, ACodeTypedWithItsLookAlikesMeetsTheHost) {
  GameProof host(Side::Host, "VK9HV6", "");      // as a host made before 9 left the codes
  GameProof joiner(Side::Joiner, "vkqhv6", "");  // as the player read it off the screen
  const Meeting meeting = meet(host, joiner);
  EXPECT_EQ(meeting.hostFailed, "");
  EXPECT_EQ(meeting.joinerFailed, "");
  EXPECT_TRUE(host.done() && joiner.done());
}

TEST(GameProof, AWrongCodeFailsAtTheHostBeforeItProvesAnything) {
  GameProof host(Side::Host, "K7QX3M", "");
  GameProof joiner(Side::Joiner, "K7QX3N", "");
  const Meeting meeting = meet(host, joiner);
  EXPECT_EQ(meeting.hostFailed, kWrongCodeReason);
  EXPECT_FALSE(host.done());
}

TEST(GameProof, TheKeyOfAnEarlierMeetingProvesTheNext) {
  GameProof host(Side::Host, "K7QX3M", "");
  GameProof joiner(Side::Joiner, "K7QX3M", "");
  meet(host, joiner);
  GameProof hostAgain(Side::Host, "K7QX3M", host.key());
  GameProof joinerAgain(Side::Joiner, "K7QX3M", joiner.key());
  const Meeting meeting = meet(hostAgain, joinerAgain);
  EXPECT_EQ(meeting.hostFailed, "");
  EXPECT_EQ(meeting.joinerFailed, "");
  EXPECT_FALSE(hostAgain.agreedNow());
  EXPECT_EQ(hostAgain.key(), host.key());
}

TEST(GameProof, AGameThatMetItsJoinerRefusesTheCodeAlone) {
  GameProof host(Side::Host, "K7QX3M", std::string(64, 'a'));
  GameProof stranger(Side::Joiner, "K7QX3M", "");
  EXPECT_EQ(meet(host, stranger).hostFailed, kKeyNeededReason);
}

TEST(GameProof, AnotherKeyFailsOnEitherSide) {
  GameProof host(Side::Host, "K7QX3M", std::string(64, 'a'));
  GameProof stranger(Side::Joiner, "K7QX3M", std::string(64, 'b'));
  EXPECT_EQ(meet(host, stranger).hostFailed, kWrongKeyReason);
  // A host without the key cannot answer a joiner that has one: it is not the host.
  GameProof newHost(Side::Host, "K7QX3M", "");
  GameProof joiner(Side::Joiner, "K7QX3M", std::string(64, 'b'));
  EXPECT_EQ(meet(newHost, joiner).hostFailed, kNoKeyReason);
}

// A stranger in the host's seat that replays the joiner's own proof, or makes one up, is found
// out before the joiner says HELLO.
TEST(GameProof, AHostsMadeUpProofIsFoundOutByTheJoiner) {
  GameProof joiner(Side::Joiner, "K7QX3M", std::string(64, 'b'));
  const Message opening = wire(joiner.opening());
  Message answer = opening;  // the joiner's own PROVE sent back as the host's
  auto proof = joiner.take(answer);
  ASSERT_TRUE(proof.ok());
  auto replayed = joiner.take(wire(*proof.value()));  // and its own PROOF
  ASSERT_FALSE(replayed.ok());
  EXPECT_EQ(replayed.error(), kNotTheHostWords);
  EXPECT_FALSE(joiner.done());
}

TEST(GameProof, TheLinesAreTheProtocolsAndMalformedOnesAreRefused) {
  EXPECT_FALSE(decodeMessage("PROVE code 00").ok());
  EXPECT_FALSE(decodeMessage("PROVE key " + std::string(32, 'G')).ok());
  EXPECT_FALSE(decodeMessage("PROVE code " + std::string(32, '0')).ok());  // no public key
  EXPECT_FALSE(decodeMessage("PROOF " + std::string(63, '0')).ok());
  EXPECT_TRUE(decodeMessage("PROVE key " + std::string(32, '0')).ok());
  EXPECT_TRUE(decodeMessage("PROOF " + std::string(64, 'f')).ok());
}

}  // namespace
}  // namespace gomoku::net
