#include "lobby/lobby.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sys/resource.h>

#include <array>
#include <asio.hpp>
#include <asio/ssl.hpp>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "lobby/lobby_secrets.h"
#include "net/code_guesses.h"
#include "net/game_code.h"
#include "net/line_framer.h"
#include "net/listening.h"
#include "net/rate_limit.h"

namespace gomoku::lobby {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;
using Word = net::LobbyLine::Word;

namespace {
// Bytes waiting to go out to one side before a side that does not read is given up on.
constexpr std::size_t kMaxUnsent = 64 * 1024;
// The time a refused side has to read its REFUSED before the connection is closed.
constexpr std::chrono::milliseconds kGoodbyeTime{1000};
// How often the deadlines are looked at.
constexpr std::chrono::milliseconds kSweepEvery{100};
constexpr std::chrono::milliseconds kAcceptPause{100};
// Descriptors kept for the lobby's own files (its listeners, the event loop's, the key) besides
// one a connection.
constexpr rlim_t kFilesKept = 32;

// The connections the process can hold: it raises its limit on open files as far as the system
// lets it, and the cap comes down to what is left (a hand start keeps the shell's 1,024); the
// note says so, empty when the cap stands.
std::string fitCapToFiles(std::size_t& maxConnections) {
  rlimit files{};
  if (getrlimit(RLIMIT_NOFILE, &files) != 0) return {};
  if (files.rlim_cur < files.rlim_max) {
    rlimit raised = files;
    raised.rlim_cur = files.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) files = raised;
  }
  const rlim_t room = files.rlim_cur > kFilesKept ? files.rlim_cur - kFilesKept : 0;
  if (files.rlim_cur == RLIM_INFINITY || room >= maxConnections) return {};
  maxConnections = static_cast<std::size_t>(room);
  return "at most " + std::to_string(room) + " connections: the process may open " +
         std::to_string(files.rlim_cur) + " files (raise ulimit -n, or LimitNOFILE= under systemd, for more)";
}

// A code's SHA-256: the games are found by it, so that looking a code up takes the same time
// whatever letters it shares with the games' codes.
using CodeKey = std::array<unsigned char, 32>;
CodeKey keyOf(const std::string& code) {
  CodeKey key{};
  unsigned int size = 0;
  EVP_Digest(code.data(), code.size(), key.data(), &size, EVP_sha256(), nullptr);
  return key;
}
struct CodeKeyHash {
  std::size_t operator()(const CodeKey& key) const {
    std::size_t hash = 0;
    for (std::size_t i = 0; i < sizeof hash; ++i) hash = hash << 8 | key[i];
    return hash;
  }
};

// A line of the lobby's.
net::LobbyLine saying(Word word, std::string code = {}, std::string secret = {}, std::string text = {}) {
  net::LobbyLine line;
  line.word = word;
  line.code = std::move(code);
  line.secret = std::move(secret);
  line.text = std::move(text);
  return line;
}

// Constant time: a guesser learns nothing from how long a wrong secret took.
bool sameSecret(const std::string& given, const std::string& kept) {
  return given.size() == kept.size() && CRYPTO_memcmp(given.data(), kept.data(), kept.size()) == 0;
}

std::string seconds(std::chrono::milliseconds time) {
  if (time.count() % 1000 != 0) return std::to_string(time.count()) + " ms";
  return std::to_string(time.count() / 1000) + " s";
}
}  // namespace

class Visitor;

// A game the lobby knows: its code, who may come back as its host and as its joiner, its two seats.
struct Game {
  std::string code;
  std::string secret;  // empty: no host yet, a joiner coming back waits for one (the lobby restarted)
  // The joiner's seat secret, made when the game is first paired (or brought back by a joiner to
  // a lobby that restarted): from then on the seat is taken back only with it, or with an older
  // one of this lobby's for the code (the rightful joiner's, after a stranger took the seat of a
  // game the restarted lobby did not know was paired). Empty: not yet.
  std::string seatSecret;
  std::string about;
  bool listed = false;
  std::string hostAddress;  // the address its host is counted under while it is here
  std::shared_ptr<Visitor> host, joiner;
  Clock::time_point lastSaid;  // the last line relayed, or a side arriving
};

struct Lobby::Impl {
  explicit Impl(LobbySettings lobbySettings)
      : settings(std::move(lobbySettings)), tls(asio::ssl::context::tls_server), sweep(io), acceptPause(io) {}

  void log(const std::string& line) const {
    if (settings.log) settings.log(line);
  }
  void accept();
  void arm();
  void sweepOnce();
  void take(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void host(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void join(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line);
  void list(const std::shared_ptr<Visitor>& visitor);
  void pairIfBoth(Game& game);
  void left(const std::shared_ptr<Visitor>& visitor);
  void dropGame(const CodeKey& key, const std::string& why);
  void hostArrives(Game& game, const std::shared_ptr<Visitor>& visitor);
  void hostLeaves(Game& game);
  // When a secret of this lobby's for the code was given; nullopt: not one of ours.
  std::optional<std::uint32_t> givenAt(SecretKind kind, const std::string& code,
                                       const std::string& secret) const {
    return secrets->givenAt(kind, code, secret);
  }

  struct Address {
    net::RateLimit connects;
    int games = 0;  // games whose host is connected from here
    Clock::time_point lastSeen;
  };
  Address& address(const std::string& name, Clock::time_point now);

  LobbySettings settings;
  asio::io_context io;
  asio::ssl::context tls;
  std::optional<tcp::acceptor> acceptor;
  asio::steady_timer sweep;
  asio::steady_timer acceptPause;  // after a failed accept (no descriptor left), before the next
  std::string capNote;             // why the cap on connections is lower than asked, for the log
  std::uint16_t port = 0;
  bool stopping = false;
  std::unordered_set<std::shared_ptr<Visitor>> visitors;
  std::unordered_map<CodeKey, Game, CodeKeyHash> games;
  std::map<std::string, Address> addresses;
  net::CodeGuesses codeGuesses;
  std::optional<LobbySecrets> secrets;
};

// One connection: the TLS handshake, one word, then waiting or relaying. Network thread only.
class Visitor : public std::enable_shared_from_this<Visitor> {
 public:
  enum class State : std::uint8_t { Handshaking, Speaking, Waiting, Paired, Leaving };

  Visitor(Lobby::Impl& lobby, tcp::socket socket, std::string address)
      : address_(std::move(address)),
        lobby_(lobby),
        stream_(std::move(socket), lobby.tls),
        relayLimit_(lobby.settings.relayBurst, lobby.settings.relayPerSecond, Clock::now()) {
    since_ = lastHeard_ = lastWaiting_ = Clock::now();
  }

  void start() {
    stream_.async_handshake(asio::ssl::stream_base::server,
                            [self = shared_from_this()](const asio::error_code& ec) {
                              if (self->state_ == State::Leaving) return;
                              if (ec) return self->close("the TLS handshake failed: " + ec.message());
                              self->state_ = State::Speaking;
                              self->since_ = Clock::now();
                              self->read();
                            });
  }

  State state() const { return state_; }
  const std::string& address() const { return address_; }

  void say(const net::LobbyLine& line) { write(net::encodeLobbyLine(line) + "\n"); }

  void write(std::string bytes) {
    if (state_ == State::Leaving || finishing_) return;
    unsent_ += bytes.size();
    if (unsent_ > kMaxUnsent) return close("it does not read what is sent");
    outbox_.push_back(std::move(bytes));
    if (outbox_.size() == 1) writeNext();
  }

  // Says why in one line, then closes.
  void refuse(const std::string& why) {
    if (state_ == State::Leaving || finishing_) return;
    lobby_.log("refused " + address_ + ": " + why);
    say(saying(Word::Refused, {}, {}, why));
    finish(why);
  }

  // Closes once what was said is sent (a list given): the end of an asking, not a refusal.
  void closeAfterSaying(const std::string& why) {
    if (state_ == State::Leaving || finishing_) return;
    finish(why);
  }

  void close(const std::string& why) {
    if (state_ == State::Leaving) return;
    const bool wasPaired = state_ == State::Paired;
    state_ = State::Leaving;
    asio::error_code ignored;
    stream_.lowest_layer().shutdown(tcp::socket::shutdown_both, ignored);
    stream_.lowest_layer().close(ignored);
    if (!finishing_ || wasPaired) lobby_.log("closed " + address_ + ": " + why);
    lobby_.left(shared_from_this());
  }

  void waiting(Game& game, bool asHost) {
    game_ = game.code;
    key_ = keyOf(game.code);
    isHost_ = asHost;
    state_ = State::Waiting;
    lastWaiting_ = Clock::now();
    say(saying(Word::Waiting));
  }
  void paired(std::shared_ptr<Visitor> partner) {
    partner_ = std::move(partner);
    state_ = State::Paired;
    lastHeard_ = Clock::now();
    say(saying(Word::Paired));
  }
  std::shared_ptr<Visitor> partner() const { return partner_; }
  void forgetPartner() { partner_.reset(); }
  const std::string& gameCode() const { return game_; }
  const CodeKey& gameKey() const { return key_; }
  bool isHost() const { return isHost_; }

  // The deadlines of the step it is at; WAITING now and then to a waiting side.
  void check(Clock::time_point now) {
    const auto& settings = lobby_.settings;
    if (finishing_) {
      if (now - finishingSince_ > kGoodbyeTime) close(finishWhy_);
      return;
    }
    if (state_ == State::Handshaking && now - since_ > settings.handshakeLimit)
      return close("no TLS handshake within " + seconds(settings.handshakeLimit));
    if (state_ == State::Speaking && now - since_ > settings.wordLimit)
      return refuse("say HOST, JOIN or LIST within " + seconds(settings.wordLimit));
    if (state_ == State::Paired && now - lastHeard_ > settings.silenceLimit)
      return close("silent for " + seconds(settings.silenceLimit));
    if (state_ == State::Waiting && now - lastWaiting_ >= settings.waitingEvery) {
      lastWaiting_ = now;
      say(saying(Word::Waiting));
    }
  }

 private:
  void finish(std::string why) {
    finishing_ = true;
    finishingSince_ = Clock::now();
    finishWhy_ = std::move(why);
    if (outbox_.empty()) stopSending();
  }

  void stopSending() {
    // The peer reads our last line and then the end; what it still sends is read and dropped, so
    // that closing does not reset the connection and lose the line.
    asio::error_code ignored;
    stream_.lowest_layer().shutdown(tcp::socket::shutdown_send, ignored);
  }

  void writeNext() {
    asio::async_write(stream_, asio::buffer(outbox_.front()),
                      [self = shared_from_this()](const asio::error_code& ec, std::size_t) {
                        if (self->state_ == State::Leaving) return;
                        if (ec) return self->close("cannot send: " + ec.message());
                        self->unsent_ -= self->outbox_.front().size();
                        self->outbox_.pop_front();
                        if (!self->outbox_.empty()) return self->writeNext();
                        if (self->finishing_) self->stopSending();
                      });
  }

  void read() {
    stream_.async_read_some(asio::buffer(buffer_),
                            [self = shared_from_this()](const asio::error_code& ec, std::size_t size) {
                              self->received(ec, size);
                            });
  }

  void received(const asio::error_code& ec, std::size_t size) {
    if (state_ == State::Leaving) return;
    if (ec && finishing_) return close(finishWhy_);
    if (ec == asio::error::eof || ec == asio::ssl::error::stream_truncated)
      return close("it closed the connection");
    if (ec) return close("the connection failed: " + ec.message());
    lastHeard_ = Clock::now();
    for (std::size_t i = 0; i < size && state_ != State::Leaving && !finishing_; ++i) {
      std::string line;
      switch (framer_.feed(buffer_[i], line)) {
        case net::LineFramer::Status::NeedMore:
          break;
        case net::LineFramer::Status::TooLong:
          if (state_ == State::Paired) return close("a line longer than 512 bytes");
          refuse("a line longer than 512 bytes");
          break;
        case net::LineFramer::Status::Line:
          take(std::move(line));
          break;
      }
    }
    if (state_ != State::Leaving) read();
  }

  void take(std::string line) {
    if (state_ == State::Paired) {
      if (!relayLimit_.allow(Clock::now())) return close("too many lines");
      if (auto it = lobby_.games.find(key_); it != lobby_.games.end()) it->second.lastSaid = Clock::now();
      if (partner_) partner_->write(std::move(line) + "\n");
      return;
    }
    if (state_ != State::Speaking) return refuse("one word, then wait for PAIRED");
    auto decoded = net::decodeLobbyLine(line);
    if (!decoded) return refuse(decoded.error());
    lobby_.take(shared_from_this(), decoded.value());
  }

  std::string address_;
  Lobby::Impl& lobby_;
  asio::ssl::stream<tcp::socket> stream_;
  State state_ = State::Handshaking;
  std::array<char, 4096> buffer_{};
  net::LineFramer framer_;
  net::RateLimit relayLimit_;
  std::deque<std::string> outbox_;
  std::size_t unsent_ = 0;
  Clock::time_point since_, lastHeard_, lastWaiting_;
  bool finishing_ = false;
  Clock::time_point finishingSince_;
  std::string finishWhy_;
  std::string game_;  // the code of the game it hosts or joins
  CodeKey key_{};     // and its key, found once
  bool isHost_ = false;
  std::shared_ptr<Visitor> partner_;
};

Lobby::Impl::Address& Lobby::Impl::address(const std::string& name, Clock::time_point now) {
  auto found = addresses.find(name);
  if (found == addresses.end())
    found = addresses
                .emplace(name, Address{net::RateLimit(settings.connectBurst, settings.connectsPerSecond, now),
                                       0, now})
                .first;
  found->second.lastSeen = now;
  return found->second;
}

void Lobby::Impl::accept() {
  acceptor->async_accept([this](const asio::error_code& ec, tcp::socket socket) {
    if (stopping || !acceptor->is_open()) return;
    if (!ec) {
      asio::error_code unknown;
      const auto peer = socket.remote_endpoint(unknown);
      // An IPv4 peer on the IPv6 socket is counted and logged by its IPv4 address.
      const auto ip = peer.address();
      std::string from = unknown ? "?"
                         : ip.is_v6() && ip.to_v6().is_v4_mapped()
                             ? asio::ip::make_address_v4(asio::ip::v4_mapped, ip.to_v6()).to_string()
                             : ip.to_string();
      if (visitors.size() >= settings.maxConnections) {
        // Full: closed before the handshake, which would cost as much as the connection.
        log("closed " + from + ": the lobby holds " + std::to_string(visitors.size()) + " connections");
        socket.close(unknown);
      } else {
        const bool allowed = address(from, Clock::now()).connects.allow(Clock::now());
        auto visitor = std::make_shared<Visitor>(*this, std::move(socket), std::move(from));
        visitors.insert(visitor);
        visitor->start();
        if (!allowed) visitor->refuse("too many connections from your address: wait a little");
      }
    }
    if (!ec) return accept();
    // No descriptor left, or another failure that another try at once would meet again: a pause,
    // not a loop that spins on it.
    log("cannot accept a connection: " + ec.message());
    acceptPause.expires_after(kAcceptPause);
    acceptPause.async_wait([this](const asio::error_code& failed) {
      if (!failed && !stopping) accept();
    });
  });
}

void Lobby::Impl::arm() {
  sweep.expires_after(kSweepEvery);
  sweep.async_wait([this](const asio::error_code& ec) {
    if (ec || stopping) return;
    sweepOnce();
    arm();
  });
}

void Lobby::Impl::sweepOnce() {
  const auto now = Clock::now();
  // Copies: a check may close a visitor, and a dropped game its visitors.
  const std::vector<std::shared_ptr<Visitor>> all(visitors.begin(), visitors.end());
  for (const auto& visitor : all) visitor->check(now);
  std::vector<CodeKey> idle;
  std::vector<CodeKey> unclaimed;
  for (const auto& [key, game] : games) {
    if (game.secret.empty() && now - game.lastSaid > settings.againLimit)
      unclaimed.push_back(key);
    else if (now - game.lastSaid > settings.idleLimit)
      idle.push_back(key);
  }
  for (const auto& key : idle) dropGame(key, "nothing said in the game for " + seconds(settings.idleLimit));
  for (const auto& key : unclaimed) dropGame(key, std::string(net::kNoSuchGameReason));
  std::erase_if(addresses, [now](const auto& entry) {
    return entry.second.games == 0 && now - entry.second.lastSeen > std::chrono::minutes(1);
  });
}

void Lobby::Impl::take(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line) {
  switch (line.word) {
    case Word::Host:
      return host(visitor, line);
    case Word::Join:
      return join(visitor, line);
    case Word::List:
      return list(visitor);
    default:
      return visitor->refuse("a game says HOST, JOIN or LIST");
  }
}

// A host's connection counts against its address's games while it is here.
void Lobby::Impl::hostArrives(Game& game, const std::shared_ptr<Visitor>& visitor) {
  if (auto old = game.host) {
    hostLeaves(game);
    old->close("its host came back on another connection");
  }
  game.host = visitor;
  game.hostAddress = visitor->address();
  ++address(game.hostAddress, Clock::now()).games;
}

void Lobby::Impl::hostLeaves(Game& game) {
  if (!game.host) return;
  game.host.reset();
  if (auto from = addresses.find(game.hostAddress); from != addresses.end()) --from->second.games;
}

void Lobby::Impl::host(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line) {
  const auto now = Clock::now();
  const CodeKey key = keyOf(line.code);
  auto found = games.find(key);
  const bool inUse = found != games.end() && !found->second.secret.empty();
  // A secret of ours for this code: the host's, or a stranger's given after a restart. The older
  // one is the game's first host: it takes the game back from a newer one at once.
  const auto given = line.secret.empty() ? std::nullopt : givenAt(SecretKind::Host, line.code, line.secret);
  const bool same = inUse && !line.secret.empty() && sameSecret(line.secret, found->second.secret);
  const bool older =
      inUse && given && *given < givenAt(SecretKind::Host, line.code, found->second.secret).value_or(0);
  if ((inUse && !same && !older) || (!line.secret.empty() && !given)) {
    if (!codeGuesses.mayTry(visitor->address(), now)) return visitor->refuse("too many wrong host secrets");
    codeGuesses.wrong(visitor->address(), now);
    return visitor->refuse(inUse ? "this code is another host's game: choose another code"
                                 : "this secret is not this lobby's: host a new game");
  }
  // A joiner coming back waits for its game's host, who brings a secret: not for a new game that a
  // stranger hosts under the same code.
  if (!inUse && found != games.end() && line.secret.empty())
    return visitor->refuse("this code is another host's game: choose another code");
  Address& from = address(visitor->address(), now);
  if (!inUse && line.secret.empty() && from.games >= static_cast<int>(settings.gamesPerAddress))
    return visitor->refuse("your address hosts " + std::to_string(from.games) + " games already");
  Game& game = games[key];  // new, in use, or the one a joiner coming back waits in
  const bool back = inUse || !line.secret.empty();
  game.code = line.code;
  game.secret = line.secret.empty() ? secrets->make(SecretKind::Host, line.code, secondsNow()) : line.secret;
  game.about = line.text;
  game.listed = line.listed;
  game.lastSaid = now;
  hostArrives(game, visitor);
  log(std::string(older  ? "host back, an older secret than the game's: "
                  : back ? "host back "
                         : "hosted ") +
      visitor->address() + " " + game.code + (line.listed ? " listed: " : ": ") + game.about);
  visitor->say(saying(Word::Hosted, game.code, game.secret));
  visitor->waiting(game, true);
  pairIfBoth(game);
}

void Lobby::Impl::join(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line) {
  const auto now = Clock::now();
  // A seat secret of ours for this code says its joiner is back: never refused for others' wrong
  // guesses from the same address.
  const auto given = line.secret.empty() ? std::nullopt : givenAt(SecretKind::Seat, line.code, line.secret);
  if (!given && !codeGuesses.mayTry(visitor->address(), now))
    return visitor->refuse(std::string(net::kTooManyCodesReason));
  const CodeKey key = keyOf(line.code);
  auto found = games.find(key);
  // The hash found it; the codes themselves are compared in constant time as well.
  const bool known = found != games.end() && found->second.code.size() == line.code.size() &&
                     CRYPTO_memcmp(found->second.code.data(), line.code.data(), line.code.size()) == 0;
  const bool hosted = known && !found->second.secret.empty();
  // Only a joiner with its seat secret waits for a game the lobby does not know (it restarted):
  // a stranger naming a code cannot sit down before its game exists.
  if (!hosted && !(line.again && given)) {
    codeGuesses.wrong(visitor->address(), now);
    return visitor->refuse(std::string(net::kNoSuchGameReason));
  }
  // Paired once, a game's seat is taken back with its seat secret (or an older one of ours for the
  // code): the code is no key any more (a listed game's is public).
  const std::string& seatSecret = known ? found->second.seatSecret : std::string();
  const bool back = given && (seatSecret.empty() || sameSecret(line.secret, seatSecret) ||
                              *given < givenAt(SecretKind::Seat, line.code, seatSecret).value_or(0));
  if (known && found->second.joiner && !back) return visitor->refuse(std::string(net::kSeatTakenReason));
  if (!seatSecret.empty() && !back) {
    codeGuesses.wrong(visitor->address(), now);
    return visitor->refuse(std::string(net::kSeatKeptReason));
  }
  if (!known) found = games.emplace(key, Game{}).first;
  Game& game = found->second;
  // Its joiner on another connection (a laptop that woke up before the old one timed out), or the
  // rightful joiner taking the seat from a stranger.
  if (back)
    if (auto old = std::exchange(game.joiner, nullptr))
      old->close("its joiner came back on another connection");
  game.code = line.code;
  if (back) game.seatSecret = line.secret;
  game.joiner = visitor;
  game.lastSaid = now;
  log((back ? "joiner back " : "joined ") + visitor->address() + " " + game.code);
  visitor->waiting(game, false);
  pairIfBoth(game);
}

void Lobby::Impl::list(const std::shared_ptr<Visitor>& visitor) {
  std::size_t named = 0;
  for (const auto& [key, game] : games) {
    // A game whose host has gone (and may come back) has nobody to pair a picker with now.
    // A game paired once keeps its free seat for its joiner: not offered again.
    if (!game.listed || !game.seatSecret.empty() || !game.host || game.joiner ||
        named == net::kMaxListedGames)
      continue;
    visitor->say(saying(Word::Listed, game.code, {}, game.about));
    ++named;
  }
  visitor->say(saying(Word::End));
  log("listed " + std::to_string(named) + " games for " + visitor->address());
  visitor->closeAfterSaying("the list is given");
}

// Pairs the game's two sides once both are there; the joiner is told its seat secret (made at the
// first pairing) every time, as the host is told its secret every time it comes.
void Lobby::Impl::pairIfBoth(Game& game) {
  if (!game.host || !game.joiner) return;
  if (game.seatSecret.empty()) game.seatSecret = secrets->make(SecretKind::Seat, game.code, secondsNow());
  log("paired " + game.code + " " + game.host->address() + " " + game.joiner->address());
  game.joiner->say(saying(Word::Joined, game.code, game.seatSecret));
  game.host->paired(game.joiner);
  game.joiner->paired(game.host);
}

// A side's connection ended: its seat is free; a paired partner is closed as well, so that both
// sides see the drop at once and come back as on the LAN (the game's own resume does the rest).
void Lobby::Impl::left(const std::shared_ptr<Visitor>& self) {
  visitors.erase(self);
  if (self->gameCode().empty()) return;
  auto partner = self->partner();
  self->forgetPartner();
  if (auto found = games.find(self->gameKey()); found != games.end()) {
    Game& game = found->second;
    if (game.host == self) hostLeaves(game);
    if (game.joiner == self) game.joiner.reset();
  }
  if (partner) {
    partner->forgetPartner();
    partner->close("the other side left");
  }
}

void Lobby::Impl::dropGame(const CodeKey& key, const std::string& why) {
  auto found = games.find(key);
  if (found == games.end()) return;
  Game game = std::move(found->second);
  games.erase(found);
  const auto host = game.host;
  hostLeaves(game);
  log("dropped " + game.code + ": " + why);
  for (auto& side : {host, game.joiner})
    if (side) side->state() == Visitor::State::Paired ? side->close(why) : side->refuse(why);
}

Lobby::Lobby(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Lobby::~Lobby() = default;

Result<std::unique_ptr<Lobby>> Lobby::open(LobbySettings settings) {
  auto impl = std::make_unique<Impl>(std::move(settings));
  asio::error_code ec;
  impl->tls.set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                            asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 |
                            asio::ssl::context::no_tlsv1_1,
                        ec);
  impl->tls.use_certificate_chain_file(impl->settings.certificate.string(), ec);
  if (ec)
    return Error{"cannot read the certificate " + impl->settings.certificate.string() + ": " + ec.message()};
  impl->tls.use_private_key_file(impl->settings.key.string(), asio::ssl::context::pem, ec);
  if (ec) return Error{"cannot read the key " + impl->settings.key.string() + ": " + ec.message()};
  // The secrets it gives are made from its private key: a lobby started again with the same key
  // knows them (lobby_secrets.h).
  std::ifstream keyFile(impl->settings.key, std::ios::binary);
  std::ostringstream keyBytes;
  keyBytes << keyFile.rdbuf();
  if (!keyFile || keyBytes.str().empty()) return Error{"cannot read the key " + impl->settings.key.string()};
  impl->secrets.emplace(keyBytes.str());
  impl->capNote = fitCapToFiles(impl->settings.maxConnections);
  ec = net::listenEverywhere(impl->io, impl->acceptor, impl->settings.port);
  if (ec) return Error{"cannot listen on port " + std::to_string(impl->settings.port) + ": " + ec.message()};
  impl->port = impl->acceptor->local_endpoint(ec).port();
  impl->accept();
  impl->arm();
  return std::unique_ptr<Lobby>(new Lobby(std::move(impl)));
}

std::uint16_t Lobby::port() const {
  return impl_->port;
}

void Lobby::run() {
  impl_->log("listening on port " + std::to_string(impl_->port));
  if (!impl_->capNote.empty()) impl_->log(impl_->capNote);
  impl_->io.run();
  impl_->log("stopped");
}

void Lobby::stop() {
  asio::post(impl_->io, [impl = impl_.get()] {
    impl->stopping = true;
    asio::error_code ignored;
    impl->acceptor->close(ignored);
    impl->sweep.cancel();
    impl->acceptPause.cancel();
    const std::vector<std::shared_ptr<Visitor>> all(impl->visitors.begin(), impl->visitors.end());
    for (const auto& visitor : all) visitor->close("the lobby stops");
    impl->io.stop();
  });
}

}  // namespace gomoku::lobby
