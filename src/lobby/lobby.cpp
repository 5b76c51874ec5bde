#include "lobby/lobby.h"

#include <malloc.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sys/resource.h>

#include <fstream>
#include <sstream>
#include <utility>

#include "lobby/crowding.h"
#include "lobby/visitor.h"
#include "net/game_code.h"
#include "net/listening.h"

namespace gomoku::lobby {

using asio::ip::tcp;
using Word = net::LobbyLine::Word;

namespace {
// How often the deadlines are looked at.
constexpr std::chrono::milliseconds kSweepEvery{100};
constexpr std::chrono::milliseconds kAcceptPause{100};
// Memory is given back at most so often, once so many connections fewer are open than at the most.
constexpr std::chrono::seconds kGiveBackEvery{2};
constexpr std::size_t kGiveBackAfter = 256;
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

// Constant time: a guesser learns nothing from how long a wrong secret took.
bool sameSecret(const std::string& given, const std::string& kept) {
  return given.size() == kept.size() && CRYPTO_memcmp(given.data(), kept.data(), kept.size()) == 0;
}
}  // namespace

CodeKey keyOf(const std::string& code) {
  CodeKey key{};
  unsigned int size = 0;
  EVP_Digest(code.data(), code.size(), key.data(), &size, EVP_sha256(), nullptr);
  return key;
}

net::LobbyLine saying(Word word, std::string code, std::string secret, std::string text) {
  net::LobbyLine line;
  line.word = word;
  line.code = std::move(code);
  line.secret = std::move(secret);
  line.text = std::move(text);
  return line;
}

std::string seconds(std::chrono::milliseconds time) {
  if (time.count() % 1000 != 0) return std::to_string(time.count()) + " ms";
  return std::to_string(time.count() / 1000) + " s";
}

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
      auto ip = peer.address();
      if (ip.is_v6() && ip.to_v6().is_v4_mapped())
        ip = asio::ip::make_address_v4(asio::ip::v4_mapped, ip.to_v6());
      if (unknown) {
        socket.close(unknown);
      } else if (visitors.size() < settings.maxConnections || makeRoom()) {
        admit(std::move(socket), ip);
      } else {
        // Every connection is a game being played: closed before the handshake, which would cost
        // as much as the connection.
        log(ip.to_string(), "full",
            "closed " + ip.to_string() + ": the lobby holds " + std::to_string(visitors.size()) +
                " connections, all paired");
        socket.close(unknown);
      }
      return accept();
    }
    // No descriptor left, or another failure that another try at once would meet again: a pause,
    // not a loop that spins on it.
    log("", ec.message(), "cannot accept a connection: " + ec.message());
    acceptPause.expires_after(kAcceptPause);
    acceptPause.async_wait([this](const asio::error_code& failed) {
      if (!failed && !stopping) accept();
    });
  });
}

void Lobby::Impl::admit(tcp::socket socket, const asio::ip::address& ip) {
  const auto now = Clock::now();
  const std::string from = ip.to_string();
  const bool allowed = address(from, now).connects.allow(now);
  auto visitor = std::make_shared<Visitor>(*this, std::move(socket), from, neighbourhoodOf(ip));
  visitors.insert(visitor);
  ++unpairedIn[visitor->neighbourhood()];
  mostSinceGivenBack = std::max(mostSinceGivenBack, visitors.size());
  visitor->start();
  if (!allowed) visitor->refuse("too many connections from your address: wait a little");
}

void Lobby::Impl::uncount(const std::string& neighbourhood) {
  if (auto count = unpairedIn.find(neighbourhood); count != unpairedIn.end() && --count->second == 0)
    unpairedIn.erase(count);
}

bool Lobby::Impl::makeRoom() {
  auto cheapest = cheapestToSendAway(*this);
  if (!cheapest) return false;
  cheapest->close("room made for a newcomer in a full lobby");
  return true;
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
  events.sayRepeats(now);
  keepDirectory(now);
  giveMemoryBack();
}

// What a load or a flood took is given back to the system once most of it has gone: the allocator
// keeps freed memory for the process otherwise (hundreds of MB after thousands of connections).
void Lobby::Impl::giveMemoryBack() {
  const auto now = Clock::now();
  // 256 connections fewer than at the most, or down to a quarter of a most of 64 or more: the last
  // of a load, closing after a give-back, is given back too.
  const std::size_t open = visitors.size();
  const bool fewer = open + kGiveBackAfter <= mostSinceGivenBack ||
                     (mostSinceGivenBack >= kGiveBackAfter / 4 && open * 4 <= mostSinceGivenBack);
  if (now - givenBack < kGiveBackEvery || !fewer) return;
  malloc_trim(0);
  givenBack = now;
  mostSinceGivenBack = visitors.size();
}

void Lobby::Impl::take(const std::shared_ptr<Visitor>& visitor, const net::LobbyLine& line) {
  switch (line.word) {
    case Word::Host:
    case Word::Join:
      // A code this lobby does not know may be another's game, when lobbies share a directory.
      if (directory && !games.contains(keyOf(line.code))) return ask(visitor, line);
      return line.word == Word::Host ? host(visitor, line) : join(visitor, line);
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
  showOrHide(game);
}

void Lobby::Impl::hostLeaves(Game& game) {
  if (!game.host) return;
  game.host.reset();
  if (auto from = addresses.find(game.hostAddress); from != addresses.end()) --from->second.games;
  showOrHide(game);
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
  const bool isNew = found == games.end();
  Game& game = games[key];  // new, in use, or the one a joiner coming back waits in
  const bool back = inUse || !line.secret.empty();
  game.code = line.code;
  game.secret = line.secret.empty() ? secrets->make(SecretKind::Host, line.code, secondsNow()) : line.secret;
  game.about = line.text;
  game.listed = line.listed;
  game.lastSaid = now;
  hostArrives(game, visitor);
  if (isNew) claim(game);
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
  if (!known) claim(game);
  if (back) game.seatSecret = line.secret;
  game.joiner = visitor;
  game.lastSaid = now;
  log((back ? "joiner back " : "joined ") + visitor->address() + " " + game.code);
  visitor->waiting(game, false);
  pairIfBoth(game);
}

void Lobby::Impl::list(const std::shared_ptr<Visitor>& visitor) {
  std::vector<Directory::Listing> open;
  for (const auto& [key, game] : games) {
    // A game whose host has gone (and may come back) has nobody to pair a picker with now.
    // A game paired once keeps its free seat for its joiner: not offered again.
    if (!game.listed || !game.seatSecret.empty() || !game.host || game.joiner ||
        open.size() == net::kMaxListedGames)
      continue;
    open.emplace_back(game.code, game.about);
  }
  if (!directory) return sayList(visitor, open);
  // Every lobby's games; this one's alone when Redis cannot say.
  visitor->asking();
  directory->list([this, visitor, open = std::move(open)](std::vector<Directory::Listing> all, bool failed) {
    if (visitor->state() != Visitor::State::Asking) return;
    visitor->answered();
    sayList(visitor, failed ? open : all);
  });
}

void Lobby::Impl::sayList(const std::shared_ptr<Visitor>& visitor,
                          const std::vector<Directory::Listing>& open) {
  for (const auto& [code, about] : open) visitor->say(saying(Word::Listed, code, {}, about));
  visitor->say(saying(Word::End));
  log(visitor->address(), "listed",
      "listed " + std::to_string(open.size()) + " games for " + visitor->address());
  visitor->closeAfterSaying("the list is given");
}

// Pairs the game's two sides once both are there; the joiner is told its seat secret (made at the
// first pairing) every time, as the host is told its secret every time it comes.
void Lobby::Impl::pairIfBoth(Game& game) {
  if (!game.host || !game.joiner) return;
  if (game.seatSecret.empty()) game.seatSecret = secrets->make(SecretKind::Seat, game.code, secondsNow());
  log("paired " + game.code + " " + game.host->address() + " " + game.joiner->address());
  showOrHide(game);
  game.joiner->say(saying(Word::Joined, game.code, game.seatSecret));
  game.host->paired(game.joiner);
  game.joiner->paired(game.host);
}

// A side's connection ended: its seat is free; a paired partner is closed as well, so that both
// sides see the drop at once and come back as on the LAN (the game's own resume does the rest).
void Lobby::Impl::left(const std::shared_ptr<Visitor>& self) {
  visitors.erase(self);
  if (!self->pairedOnce()) uncount(self->neighbourhood());
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
  if (directory) directory->release(game.code);
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
  if (!impl->settings.redisHost.empty()) {
    if (impl->settings.publicAddress.empty())
      return Error{"lobbies sharing Redis each need the address games reach them at (--public HOST:PORT)"};
    impl->directory.emplace(impl->io, impl->settings.redisHost, impl->settings.redisPort,
                            impl->settings.publicAddress,
                            [impl = impl.get()](const std::string& line) { impl->log(line); });
  }
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
    if (impl->directory) impl->directory->close();
    impl->events.sayAllRepeats();
    impl->io.stop();
  });
}

}  // namespace gomoku::lobby
