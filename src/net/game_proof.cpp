#include "net/game_proof.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <array>
#include <memory>
#include <utility>

#include "net/game_code.h"
#include "net/hex.h"

namespace gomoku::net {
namespace {

constexpr std::size_t kNonceBytes = 16;
constexpr std::size_t kPublicBytes = 32;  // X25519

std::string unhex(std::string_view text) {
  auto value = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  std::string bytes;
  for (std::size_t i = 0; i + 1 < text.size(); i += 2)
    bytes += static_cast<char>(value(text[i]) << 4 | value(text[i + 1]));
  return bytes;
}

std::string randomHex(std::size_t bytes) {
  std::array<unsigned char, 64> random{};
  if (bytes > random.size() || RAND_bytes(random.data(), static_cast<int>(bytes)) != 1) return {};
  return toHex(random.data(), bytes);
}

std::string hmac(const std::string& key, const std::string& text) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int size = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
            reinterpret_cast<const unsigned char*>(text.data()), text.size(), mac.data(), &size))
    return {};
  return toHex(mac.data(), size);
}

std::string sha256(const std::string& text) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int size = 0;
  EVP_Digest(text.data(), text.size(), digest.data(), &size, EVP_sha256(), nullptr);
  return toHex(digest.data(), size);
}

struct KeyFree {
  void operator()(EVP_PKEY* key) const { EVP_PKEY_free(key); }
};
struct ContextFree {
  void operator()(EVP_PKEY_CTX* context) const { EVP_PKEY_CTX_free(context); }
};
using Key = std::unique_ptr<EVP_PKEY, KeyFree>;
using Context = std::unique_ptr<EVP_PKEY_CTX, ContextFree>;

// A new X25519 key pair: the private and the public key, raw; empty on failure.
std::pair<std::string, std::string> newKeyPair() {
  Context context(EVP_PKEY_CTX_new_id(EVP_PKEY_X25519, nullptr));
  EVP_PKEY* made = nullptr;
  if (!context || EVP_PKEY_keygen_init(context.get()) != 1 || EVP_PKEY_keygen(context.get(), &made) != 1)
    return {};
  Key pair(made);
  std::array<unsigned char, kPublicBytes> publicKey{}, privateKey{};
  std::size_t publicSize = publicKey.size(), privateSize = privateKey.size();
  if (EVP_PKEY_get_raw_public_key(pair.get(), publicKey.data(), &publicSize) != 1 ||
      EVP_PKEY_get_raw_private_key(pair.get(), privateKey.data(), &privateSize) != 1)
    return {};
  return {std::string(reinterpret_cast<char*>(privateKey.data()), privateSize),
          std::string(reinterpret_cast<char*>(publicKey.data()), publicSize)};
}

// The secret X25519 gives our private key and their public key; empty on failure.
std::string sharedSecret(const std::string& ours, const std::string& theirs) {
  Key own(EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr,
                                       reinterpret_cast<const unsigned char*>(ours.data()), ours.size()));
  Key peer(EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr,
                                       reinterpret_cast<const unsigned char*>(theirs.data()), theirs.size()));
  if (!own || !peer) return {};
  Context context(EVP_PKEY_CTX_new(own.get(), nullptr));
  std::array<unsigned char, 64> secret{};
  std::size_t size = secret.size();
  if (!context || EVP_PKEY_derive_init(context.get()) != 1 ||
      EVP_PKEY_derive_set_peer(context.get(), peer.get()) != 1 ||
      EVP_PKEY_derive(context.get(), secret.data(), &size) != 1)
    return {};
  return std::string(reinterpret_cast<char*>(secret.data()), size);
}

bool sameText(const std::string& a, const std::string& b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

struct Prove {
  bool byKey = false;
  std::string nonce, publicKey;  // publicKey: a first meeting's, hex
};

// PROVE's words after the keyword, as the decoder checked them: "code NONCE PUBLIC" or "key NONCE".
Prove readProve(const std::string& text) {
  Prove prove;
  const std::size_t first = text.find(' ');
  prove.byKey = text.substr(0, first) == "key";
  const std::string rest = text.substr(first + 1);
  const std::size_t second = rest.find(' ');
  prove.nonce = rest.substr(0, second);
  if (second != std::string::npos) prove.publicKey = rest.substr(second + 1);
  return prove;
}

Message proveMessage(bool byKey, const std::string& nonce, const std::string& publicKey) {
  return textMessage(Message::Kind::Prove, byKey ? "key " + nonce : "code " + nonce + " " + toHex(publicKey));
}

}  // namespace

GameProof::GameProof(Side side, std::string code, std::string key)
    : side_(side), code_(normalGameCode(code)), key_(std::move(key)), kept_(!key_.empty()) {}

Message GameProof::opening() {
  ourNonce_ = randomHex(kNonceBytes);
  if (!kept_) std::tie(ourPrivate_, ourPublic_) = newKeyPair();
  return proveMessage(kept_, ourNonce_, ourPublic_);
}

Result<std::optional<Message>> GameProof::take(const Message& message) {
  if (done_) return std::optional<Message>();
  return side_ == Side::Host ? hostTakes(message) : joinerTakes(message);
}

Result<std::optional<Message>> GameProof::hostTakes(const Message& message) {
  if (!opened_) {
    if (message.kind != Message::Kind::Prove) return Error{std::string(kCodeNeededReason)};
    const Prove prove = readProve(message.text);
    // A game that met its joiner takes its seat back only with the key: one who comes with the
    // code is told so once it has proved the code (a wrong one is only a wrong code: whether the
    // game met its joiner is nobody else's business). A key we never agreed cannot be proved with.
    if (kept_ && !prove.byKey) kept_ = false, codeOnly_ = true;
    if (!kept_ && prove.byKey) return Error{std::string(kNoKeyReason)};
    opened_ = true;
    theirNonce_ = prove.nonce;
    theirPublic_ = unhex(prove.publicKey);
    Message answer = opening();
    if (ourNonce_.empty() || (!kept_ && ourPublic_.empty())) return Error{"no random numbers now"};
    return std::optional<Message>(std::move(answer));
  }
  if (message.kind != Message::Kind::Proof) return Error{std::string(kCodeNeededReason)};
  if (!sameText(message.text, proofOf(Side::Joiner)))
    return Error{std::string(kept_ ? kWrongKeyReason : kWrongCodeReason)};
  if (codeOnly_) return Error{std::string(kKeyNeededReason)};
  Message ours = textMessage(Message::Kind::Proof, proofOf(Side::Host));
  if (!agreeKey()) return Error{std::string(kNoAgreementReason)};
  done_ = true;
  return std::optional<Message>(std::move(ours));
}

Result<std::optional<Message>> GameProof::joinerTakes(const Message& message) {
  if (message.kind == Message::Kind::Error) return Error{message.text};
  if (!opened_) {
    if (message.kind != Message::Kind::Prove) return Error{std::string(kNotTheHostWords)};
    const Prove prove = readProve(message.text);
    if (prove.byKey != kept_) return Error{std::string(kNotTheHostWords)};
    opened_ = true;
    theirNonce_ = prove.nonce;
    theirPublic_ = unhex(prove.publicKey);
    return std::optional<Message>(textMessage(Message::Kind::Proof, proofOf(Side::Joiner)));
  }
  if (message.kind != Message::Kind::Proof || !sameText(message.text, proofOf(Side::Host)))
    return Error{std::string(kNotTheHostWords)};
  if (!agreeKey()) return Error{std::string(kNotTheHostWords)};
  done_ = true;
  return std::optional<Message>();
}

// Both PROVE lines, the joiner's first, and which side speaks: a proof cannot be sent back as the
// other side's, nor carried to another meeting (the nonces are new each time).
std::string GameProof::proofOf(Side side) const {
  const bool weJoin = side_ == Side::Joiner;
  const std::string& joinerNonce = weJoin ? ourNonce_ : theirNonce_;
  const std::string& hostNonce = weJoin ? theirNonce_ : ourNonce_;
  const std::string& joinerPublic = weJoin ? ourPublic_ : theirPublic_;
  const std::string& hostPublic = weJoin ? theirPublic_ : ourPublic_;
  const std::string transcript = std::string("gomoku-net proof ") +
                                 (side == Side::Host ? "host " : "joiner ") + (kept_ ? "key " : "code ") +
                                 joinerNonce + " " + hostNonce + " " + toHex(joinerPublic) + " " +
                                 toHex(hostPublic);
  return hmac(kept_ ? key_ : code_, transcript);
}

// A first meeting's key: from the X25519 secret, which only the two ends can make, and both PROVE
// lines. An earlier meeting's key stays the game's.
bool GameProof::agreeKey() {
  if (kept_) return true;
  const std::string secret = sharedSecret(ourPrivate_, theirPublic_);
  ourPrivate_.clear();
  if (secret.empty()) return false;
  key_ = sha256("gomoku-net game key " + toHex(secret) + " " + proofOf(Side::Joiner));
  return true;
}

}  // namespace gomoku::net
