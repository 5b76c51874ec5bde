// Before any line of a game with a code passes, its two programs prove to each other that they are
// the two who began it (docs/network-protocol.md, "The proof"). At their first meeting the game
// code proves it, and the two agree a key (X25519) that nobody who only relays their lines learns;
// every meeting after that is proved with the key, which never leaves the two programs. So a lobby
// that forgot its games, or one that lies, cannot hand a game to a stranger, and a stranger who
// knows a listed game's code cannot take a seat once the game has met its joiner.
//
//   joiner -> PROVE code <joiner's nonce> <joiner's public key>    (first meeting)
//          or PROVE key <joiner's nonce>                          (the key of an earlier meeting)
//   host   -> PROVE code <host's nonce> <host's public key>  |  PROVE key <host's nonce>
//   joiner -> PROOF <HMAC-SHA256 of both lines, keyed by the code or the key>
//   host   -> PROOF <the same, the host's>
//
// The joiner proves first, so that a stranger dialling a host learns nothing it could try codes
// against offline. Pure: no sockets; the link feeds it lines and sends what it answers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/result.h"
#include "net/message.h"

namespace gomoku::net {

// The refusals of a proof, as the ERROR line and the peer's reason say them.
inline constexpr std::string_view kKeyNeededReason =
    "this game has met its joiner: only that program can take its seat";
inline constexpr std::string_view kNoKeyReason =
    "this game has not met you: it has no key from an earlier meeting";
inline constexpr std::string_view kWrongKeyReason = "the game's key is wrong";
inline constexpr std::string_view kNoAgreementReason = "no key can be agreed with that public key";
// What our player is told when the host's side of the proof fails: whoever answered is not the
// host of our game (a stranger the lobby paired us with, or a host that started another game).
inline constexpr std::string_view kNotTheHostWords =
    "The other side could not prove it is the host of this game: not your opponent";
// ... and when a program at the joiner's seat could not prove it is our joiner.
inline constexpr std::string_view kNotTheJoinerWords =
    "Someone who could not prove they are your opponent tried to take their seat: turned away";

class GameProof {
 public:
  enum class Side : std::uint8_t { Host, Joiner };
  // `code`: the game's code. `key`: the key agreed at an earlier meeting, 64 hex digits (empty:
  // none). A host that has one accepts only it; a joiner that has one proves with it.
  GameProof(Side side, std::string code, std::string key);

  // The joiner's first line.
  Message opening();
  // A line from the peer while the proof is not done: what to answer (nothing when there is no
  // answer), or why the peer failed (the reason for ERROR on the host's side).
  Result<std::optional<Message>> take(const Message& message);
  bool done() const { return done_; }
  // Done by a first meeting: the key is new.
  bool agreedNow() const { return done_ && !kept_; }
  // The game's key once done: the one proved with, or the one agreed now.
  const std::string& key() const { return key_; }

 private:
  Result<std::optional<Message>> hostTakes(const Message& message);
  Result<std::optional<Message>> joinerTakes(const Message& message);
  // The MAC over both PROVE lines that `side` sends.
  std::string proofOf(Side side) const;
  // False when no key can be agreed (a public key that is no key).
  bool agreeKey();

  Side side_;
  std::string code_;
  std::string key_;
  bool kept_;  // a key from an earlier meeting proves this one
  std::string ourNonce_, theirNonce_;
  std::string ourPublic_, theirPublic_;  // first meeting: X25519 public keys, raw bytes
  std::string ourPrivate_;               // its private key, raw bytes
  bool codeOnly_ = false;                // host: its game has a key, and the joiner came with the code alone
  bool opened_ = false;                  // host: the joiner's PROVE came; joiner: the host's
  bool done_ = false;
};

}  // namespace gomoku::net
