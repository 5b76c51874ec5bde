#include "net/link.h"

#include <array>
#include <asio.hpp>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

#include "net/code_guesses.h"
#include "net/game_code.h"
#include "net/game_proof.h"
#include "net/host_and_port.h"
#include "net/line_framer.h"
#include "net/listening.h"
#include "net/lobby_tls.h"
#include "net/lobby_words.h"
#include "net/protocol.h"
#include "net/rate_limit.h"
#include "net/refusal_words.h"

namespace gomoku::net {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {
// Bytes we may have waiting to go out before a peer that does not read is given up on.
constexpr std::size_t kMaxUnsent = 64 * 1024;
// Events the game has not polled yet before a flooding connection is ended.
constexpr std::size_t kMaxQueued = 1000;
// The time a leaving link waits for its BYE to go out.
constexpr std::chrono::milliseconds kGoodbyeTime{1000};
}  // namespace

class Connection;

struct Link::Impl {
  explicit Impl(LinkOptions linkOptions) : options(std::move(linkOptions)) { gameKey = options.gameKey; }

  // Everything below runs on the network thread, except the queue and `connected`.
  void push(LinkEvent event);
  void startAccepting();
  void connectAgain();
  void scheduleRetry();
  void retryAfter(const std::string& why);
  void dialLobby();
  void refusedByLobby(Connection& connection, const std::string& why);
  void movedBy(Connection& connection, const std::string& where);
  bool viaLobby() const { return options.lobby.has_value(); }
  void greeted(const std::shared_ptr<Connection>& connection);
  void ended(Connection& connection, const std::string& why);
  void stop();

  LinkOptions options;
  asio::io_context io;
  asio::executor_work_guard<asio::io_context::executor_type> work = asio::make_work_guard(io);
  std::optional<tcp::acceptor> acceptor;
  asio::steady_timer retryTimer{io};
  asio::steady_timer goodbyeTimer{io};
  tcp::resolver resolver{io};
  std::string joinHost;
  std::uint16_t port = 0;
  bool joining = false;
  bool stopping = false;
  bool refused = false;
  bool waitingReported = false, peerAwayReported = false;
  std::shared_ptr<Connection> current;  // the connection whose peer said HELLO
  CodeGuesses codeGuesses;              // the wrong codes each address gave lately
  // Through a lobby: whom we trust, the attempt under way, our side's secret (from HOSTED or
  // JOINED, given again when we come back), and whether a peer was ever met (then a lobby that
  // does not know our game has restarted: we wait for it, not give up).
  std::shared_ptr<asio::ssl::context> trust;
  std::shared_ptr<LobbyDial> dialing;
  std::string lobbySecret;  // guarded by mutex: lobbySecret() reads it on the caller's thread
  bool everGreeted = false;
  // Where the lobby we reached sent us (MOVED): the next attempt only, made at once.
  std::optional<HostAndPort> movedTo;
  bool followingMove = false;
  // The game's key (guarded by mutex), and on the host's side one agreed at a first meeting whose
  // joiner has not yet said HELLO after it: until it does, the joiner may not have it, and may
  // prove itself again with the code (its last proof lost) or with that key (its HELLO lost).
  std::string gameKey;
  std::string pendingKey;
  void keepKey(std::string& slot, std::string key) {
    std::lock_guard lock(mutex);
    slot = std::move(key);
  }

  mutable std::mutex mutex;
  std::condition_variable queued;
  std::deque<LinkEvent> events;  // guarded by mutex
  bool isConnected = false;      // guarded by mutex
  std::thread thread;
};

// One TCP connection: HELLO, reading lines, writing lines, the heartbeat. Network thread only.
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(Link::Impl& link, tcp::socket socket)
      : link_(link),
        socket_(std::move(socket)),
        limit_(link.options.burst, link.options.perSecond, Clock::now()),
        tick_(link.io) {}
  // To the lobby, over TLS.
  Connection(Link::Impl& link, std::shared_ptr<TlsStream> tls)
      : link_(link),
        socket_(link.io),
        tls_(std::move(tls)),
        limit_(link.options.burst, link.options.perSecond, Clock::now()),
        tick_(link.io) {}

  void start() {
    startedAt_ = lastHeard_ = Clock::now();
    if (link_.viaLobby()) {
      // Who we are, to the lobby; the game begins once it says PAIRED.
      inLobby_ = true;
      write(lobbyWords());
    } else {
      begin();
    }
    read();
    arm();
  }

  void write(std::string line) {
    if (closed_ || closing_) return;
    line += '\n';
    unsent_ += line.size();
    if (unsent_ > kMaxUnsent) return close("the other side does not read what is sent");
    outbox_.push_back(std::move(line));
    lastSent_ = Clock::now();
    if (outbox_.size() == 1) writeNext();
  }

  // Sends what is waiting, and `last` after it, then closes.
  void finish(const std::string& last, std::string why) {
    if (closed_ || closing_) return;
    write(last);
    closing_ = true;
    finishWhy_ = std::move(why);
    if (outbox_.empty()) drain();
  }

  void close(const std::string& why) {
    if (closed_) return;
    closed_ = true;
    tick_.cancel();
    asio::error_code ignored;
    raw().shutdown(tcp::socket::shutdown_both, ignored);
    raw().close(ignored);
    link_.ended(*this, why);
  }

 private:
  bool proving() const { return proof_ && !proof_->done(); }
  tcp::socket& raw() { return tls_ ? tls_->next_layer() : socket_; }
  const tcp::socket& raw() const { return tls_ ? tls_->next_layer() : socket_; }

  // A game with a code is proved before HELLO (net/game_proof.h): the joiner opens, the host
  // answers. A joiner that hears ERROR before the proof knows it was refused.
  void begin() {
    if (link_.options.code.empty()) return sayHello();
    // The network thread is the key's only writer: it reads it without the mutex.
    proof_.emplace(link_.joining ? GameProof::Side::Joiner : GameProof::Side::Host, link_.options.code,
                   link_.gameKey);
    if (link_.joining) write(encodeMessage(proof_->opening()));
  }

  std::string lobbyWords() const {
    LobbyLine line;
    line.code = normalGameCode(link_.options.code);
    std::lock_guard lock(link_.mutex);
    line.secret = link_.lobbySecret;
    if (link_.joining) {
      line.word = LobbyLine::Word::Join;
      // A seat secret says we were in the game, as a peer met does (this program, or the one
      // before it that kept the secret).
      line.again = link_.everGreeted || !line.secret.empty();
    } else {
      line.word = LobbyLine::Word::Host;
      // A game that had its joiner is not offered to strangers again, even by a lobby that
      // restarted and does not know it was paired.
      line.listed = link_.options.lobby->listed && !link_.everGreeted;
      line.text = link_.options.lobby->about;
    }
    return encodeLobbyLine(line);
  }

  // What the lobby says before PAIRED.
  void fromLobby(const std::string& line) {
    auto decoded = decodeLobbyLine(line);
    if (!decoded) return close("the lobby said: " + decoded.error());
    using Word = LobbyLine::Word;
    switch (decoded.value().word) {
      case Word::Hosted:
      case Word::Joined: {
        if ((decoded.value().word == Word::Joined) != link_.joining)
          return close("the lobby said " + line + " out of turn");
        std::lock_guard lock(link_.mutex);
        link_.lobbySecret = decoded.value().secret;
        return;
      }
      case Word::Waiting:
        // Back at a lobby that is there, in a game that had its other player: that player is gone.
        if (link_.everGreeted && !std::exchange(link_.peerAwayReported, true))
          link_.push({LinkEvent::Kind::Waiting, {}, std::string(kPeerNotBack)});
        return;
      case Word::Paired:
        inLobby_ = false;
        startedAt_ = Clock::now();
        link_.waitingReported = link_.peerAwayReported = false;
        return begin();
      case Word::Refused:
        return link_.refusedByLobby(*this, decoded.value().text);
      case Word::Moved:
        return link_.movedBy(*this, decoded.value().text);
      default:
        return close("the lobby said " + line + " out of turn");
    }
  }

  void sayHello() {
    Message hello = textMessage(Message::Kind::Hello, sendableName(link_.options.name));
    hello.number = kProtocolVersion;
    write(encodeMessage(hello));
  }

  void writeNext() {
    auto sent = [self = shared_from_this()](const asio::error_code& ec, std::size_t) {
      if (self->closed_) return;
      if (ec) return self->close("cannot send: " + ec.message());
      self->unsent_ -= self->outbox_.front().size();
      self->outbox_.pop_front();
      if (!self->outbox_.empty()) return self->writeNext();
      if (self->closing_) self->drain();
    };
    if (tls_) return asio::async_write(*tls_, asio::buffer(outbox_.front()), std::move(sent));
    asio::async_write(socket_, asio::buffer(outbox_.front()), std::move(sent));
  }

  // Our last words are out: we send nothing more, and read (and drop) what the peer still sends
  // until it closes too, or for kGoodbyeTime. Closing with its bytes unread would reset the
  // connection, and the peer could lose our last words (the ERROR that says why) with it.
  void drain() {
    if (draining_) return;
    draining_ = true;
    drainingSince_ = Clock::now();
    asio::error_code ignored;
    raw().shutdown(tcp::socket::shutdown_send, ignored);
  }

  void read() {
    auto got = [self = shared_from_this()](const asio::error_code& ec, std::size_t size) {
      self->received(ec, size);
    };
    if (tls_) return tls_->async_read_some(asio::buffer(buffer_), std::move(got));
    socket_.async_read_some(asio::buffer(buffer_), std::move(got));
  }

  void received(const asio::error_code& ec, std::size_t size) {
    if (closed_) return;
    if (ec && closing_) return close(finishWhy_);
    const bool ended = ec == asio::error::eof || ec == asio::ssl::error::stream_truncated;
    if (ended && !link_.viaLobby()) return close("the other side closed the connection");
    if (ended) return close(inLobby_ ? "the lobby closed the connection" : std::string(kLobbyPairEnded));
    if (ec) return close("the connection failed: " + ec.message());
    lastHeard_ = Clock::now();
    for (std::size_t i = 0; i < size && !closed_ && !closing_; ++i) {
      std::string line;
      switch (framer_.feed(buffer_[i], line)) {
        case LineFramer::Status::NeedMore:
          break;
        case LineFramer::Status::TooLong:
          refuse("a line longer than 512 bytes");
          break;
        case LineFramer::Status::Line:
          take(line);
          break;
      }
    }
    if (!closed_) read();
  }

  // Tells the peer why and ends the connection.
  void refuse(const std::string& why) {
    finish(encodeMessage(textMessage(Message::Kind::Error, sendableText(why))), "the other side sent " + why);
  }

  void take(const std::string& line) {
    if (!limit_.allow(Clock::now())) return refuse("too many messages");
    if (inLobby_) return fromLobby(line);
    Result<Message> decoded = decodeMessage(line);
    if (!decoded) {
      if (!greeted_) return refuse(decoded.error() + (proving() ? " instead of PROVE" : " instead of HELLO"));
      return write(encodeMessage(textMessage(Message::Kind::Error, sendableText(decoded.error()))));
    }
    Message& message = decoded.value();
    using Kind = Message::Kind;
    if (proving()) return link_.joining ? proveToHost(message) : proveToJoiner(message);
    if (!greeted_) return hello(message);
    switch (message.kind) {
      case Kind::Hello:
        return;  // said already
      case Kind::Code:
      case Kind::Prove:
      case Kind::Proof:
        return;  // an open game needs none; a game with a code was proved before HELLO
      case Kind::Ping:
        return write(encodeMessage(plainMessage(Kind::Pong)));
      case Kind::Pong:
        return;
      case Kind::Bye:
        return close("the other player left");
      default: {
        std::size_t waiting = 0;
        {
          std::lock_guard lock(link_.mutex);
          waiting = link_.events.size();
        }
        if (waiting >= kMaxQueued) return close("more messages arrived than the game could take");
        link_.push(LinkEvent{LinkEvent::Kind::Received, std::move(message), ""});
      }
    }
  }

  void hello(const Message& message) {
    if (message.kind == Message::Kind::Error) {
      link_.refused = true;
      link_.push(LinkEvent{LinkEvent::Kind::Refused, {}, refusalInWords(message.text)});
      return close("refused");
    }
    // A joiner that was given a code for an open game proves itself first: it needs not.
    if (message.kind == Message::Kind::Prove || message.kind == Message::Kind::Proof) return;
    if (message.kind != Message::Kind::Hello) return refuse("a message before HELLO");
    if (message.number != kProtocolVersion) {
      const std::string why = "this program speaks gomoku-net " + std::to_string(kProtocolVersion) +
                              ", the other side gomoku-net " + std::to_string(message.number);
      link_.push(LinkEvent{LinkEvent::Kind::Refused, {}, why});
      if (link_.joining) link_.refused = true;
      return finish(encodeMessage(textMessage(Message::Kind::Error, why)), "refused");
    }
    peerName_ = message.text;
    greet();
  }

  // The host of a game with a code: the joiner proves first, before anything of the game reaches
  // it. A joiner that fails is sent away before it can touch the game or the connection in play;
  // one at a seat whose game has met its joiner is told to our player.
  void proveToJoiner(const Message& message) {
    const std::string address = peerAddress();
    if (message.kind == Message::Kind::Hello) {
      // Another version, or a joiner that gave no code: sent away with why.
      if (message.number != kProtocolVersion) return hello(message);
      return refuse(std::string(kCodeNeededReason));
    }
    if (message.kind == Message::Kind::Prove) {
      if (!link_.codeGuesses.mayTry(address, Clock::now())) return refuse(std::string(kTooManyCodesReason));
      // A first meeting whose joiner may have missed our proof, or our key: it comes with either.
      std::lock_guard lock(link_.mutex);
      if (link_.gameKey.empty() && !link_.pendingKey.empty() && message.text.starts_with("key "))
        proof_.emplace(GameProof::Side::Host, link_.options.code, link_.pendingKey);
    }
    auto answer = proof_->take(message);
    if (!answer) {
      const std::string& why = answer.error();
      if (why != kNoKeyReason) link_.codeGuesses.wrong(address, Clock::now());
      if (why == kKeyNeededReason || why == kWrongKeyReason)
        link_.push(LinkEvent{LinkEvent::Kind::Stranger, {}, std::string(kNotTheJoinerWords)});
      return refuse(why);
    }
    if (answer.value()) write(encodeMessage(*answer.value()));
    if (!proof_->done()) return;
    if (proof_->agreedNow()) link_.keepKey(link_.pendingKey, proof_->key());
    sayHello();
  }

  // The joiner of a game with a code: the host's answer, then its proof. An ERROR before it is
  // done is a refusal: final at a first meeting (a wrong code), and once the game has its key
  // only the word of whoever answered, which may be a stranger at the lobby: we try again.
  void proveToHost(const Message& message) {
    auto answer = proof_->take(message);
    if (!answer) {
      const bool firstMeeting = link_.gameKey.empty();
      if (firstMeeting && message.kind == Message::Kind::Error) return hello(message);
      // An open game on the local network, whose host says HELLO at once: it has nothing to prove
      // and nothing to keep. Through a lobby every game has its code: whoever answers so is not
      // its host.
      if (firstMeeting && message.kind == Message::Kind::Hello &&
          (message.number != kProtocolVersion || !link_.viaLobby())) {
        proof_.reset();
        if (message.number == kProtocolVersion) sayHello();
        return hello(message);
      }
      link_.push(LinkEvent{LinkEvent::Kind::Stranger, {}, std::string(kNotTheHostWords)});
      return close(std::string(kNotTheHostWords));
    }
    if (answer.value()) write(encodeMessage(*answer.value()));
    if (!proof_->done()) return;
    link_.keepKey(link_.gameKey, proof_->key());
    sayHello();
  }

  std::string peerAddress() const {
    asio::error_code ec;
    const tcp::endpoint peer = raw().remote_endpoint(ec);
    return ec ? std::string() : peer.address().to_string();
  }

  void greet() {
    greeted_ = true;
    link_.everGreeted = true;
    link_.greeted(shared_from_this());
    link_.push(LinkEvent{LinkEvent::Kind::Connected, {}, peerName_});
  }

  void arm() {
    const auto every = std::clamp(link_.options.heartbeat / 4, std::chrono::milliseconds(10),
                                  std::chrono::milliseconds(250));
    tick_.expires_after(every);
    tick_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      if (ec || self->closed_) return;
      const auto now = Clock::now();
      if (self->closing_) {
        if (self->draining_ && now - self->drainingSince_ > kGoodbyeTime)
          return self->close(self->finishWhy_);
        return self->arm();
      }
      if (self->proving() && !self->link_.joining &&
          now - self->startedAt_ > self->link_.options.helloLimit) {
        self->refuse(std::string(kCodeNeededReason));
        return self->arm();
      }
      if (!self->greeted_ && !self->inLobby_ && now - self->startedAt_ > self->link_.options.helloLimit)
        return self->close("the other side did not say HELLO");
      if (now - self->lastHeard_ > self->link_.options.silenceLimit)
        return self->close("nothing heard from the other side for " +
                           std::to_string(self->link_.options.silenceLimit.count() / 1000) + " s");
      if (self->greeted_ && now - self->lastSent_ >= self->link_.options.heartbeat)
        self->write(encodeMessage(plainMessage(Message::Kind::Ping)));
      self->arm();
    });
  }

  Link::Impl& link_;
  tcp::socket socket_;              // straight to the peer
  std::shared_ptr<TlsStream> tls_;  // or to the lobby
  bool inLobby_ = false;            // the lobby has not paired us yet
  std::array<char, 1024> buffer_{};
  LineFramer framer_;
  RateLimit limit_;
  asio::steady_timer tick_;
  std::deque<std::string> outbox_;
  std::size_t unsent_ = 0;
  Clock::time_point startedAt_, lastHeard_, lastSent_;
  bool greeted_ = false;
  std::optional<GameProof> proof_;  // a game with a code: the two sides' proof, before HELLO
  std::string peerName_;
  bool closing_ = false;   // our last words are going out
  bool draining_ = false;  // and have gone
  Clock::time_point drainingSince_;
  bool closed_ = false;
  std::string finishWhy_;
};

void Link::Impl::push(LinkEvent event) {
  {
    std::lock_guard lock(mutex);
    if (event.kind == LinkEvent::Kind::Connected) isConnected = true;
    if (event.kind == LinkEvent::Kind::Lost) isConnected = false;
    events.push_back(std::move(event));
  }
  queued.notify_all();
  if (options.wake) options.wake();
}

void Link::Impl::startAccepting() {
  acceptor->async_accept([this](const asio::error_code& ec, tcp::socket socket) {
    if (stopping || !acceptor->is_open()) return;
    if (!ec) std::make_shared<Connection>(*this, std::move(socket))->start();
    startAccepting();
  });
}

void Link::Impl::connectAgain() {
  if (stopping || refused) return;
  if (viaLobby()) return dialLobby();
  resolver.async_resolve(
      joinHost, std::to_string(port), [this](const asio::error_code& ec, tcp::resolver::results_type found) {
        if (stopping) return;
        if (ec) return retryAfter("cannot find " + joinHost + ": " + ec.message());
        auto socket = std::make_shared<tcp::socket>(io);
        asio::async_connect(*socket, found,
                            [this, socket](const asio::error_code& failed, const tcp::endpoint&) {
                              if (stopping) return;
                              if (failed) return retryAfter("cannot reach the host: " + failed.message());
                              waitingReported = false;
                              std::make_shared<Connection>(*this, std::move(*socket))->start();
                            });
      });
}

// Through a lobby: each attempt resolved, connected and secured as the list's asking is, its
// failure said in the same words, within the time a peer has to say HELLO.
void Link::Impl::dialLobby() {
  followingMove = movedTo.has_value();
  const HostAndPort to = std::exchange(movedTo, std::nullopt).value_or(HostAndPort{joinHost, port});
  dialing = LobbyDial::start(io, *trust, to.host, to.port, options.helloLimit, [this](LobbyDialed dialed) {
    dialing.reset();
    if (stopping) return;
    if (dialed.refused) {
      refused = true;
      return push({LinkEvent::Kind::Refused, {}, dialed.failure});
    }
    if (!dialed.stream) return retryAfter(dialed.failure);
    std::make_shared<Connection>(*this, std::move(dialed.stream))->start();
  });
}

// Before a peer was ever met, the lobby's refusal is final (a wrong code, a code taken); after,
// the lobby restarted or has not seen the other side come back yet: we wait and try again. A seat
// kept for another player is final either way: our secret will not become its.
void Link::Impl::refusedByLobby(Connection& connection, const std::string& why) {
  if ((everGreeted || !gameKey.empty()) && why != kSeatKeptReason) {
    if (!waitingReported) push({LinkEvent::Kind::Waiting, {}, "the lobby: " + why + "; trying again"});
    waitingReported = true;
  } else {
    refused = true;
    push({LinkEvent::Kind::Refused, {}, lobbyRefusalInWords(why)});
  }
  connection.close("refused by the lobby: " + why);
}

// The game is on another lobby of the same service; a lobby moved to that moves us again is not
// followed (the next attempt goes to the lobby we were given, after the usual pause).
void Link::Impl::movedBy(Connection& connection, const std::string& where) {
  if (!followingMove) movedTo = parseHostAndPort(where, kDefaultLobbyPort);
  connection.close("the lobby moved the game to " + where);
}

// The other side cannot be reached yet: said once until it is, and tried again.
void Link::Impl::retryAfter(const std::string& why) {
  if (!waitingReported) push({LinkEvent::Kind::Waiting, {}, why + "; trying again"});
  waitingReported = true;
  scheduleRetry();
}

void Link::Impl::scheduleRetry() {
  if (stopping || refused) return;
  retryTimer.expires_after(movedTo ? std::chrono::milliseconds(0) : options.retryEvery);
  retryTimer.async_wait([this](const asio::error_code& ec) {
    if (!ec) connectAgain();
  });
}

void Link::Impl::greeted(const std::shared_ptr<Connection>& connection) {
  // The joiner said HELLO after our proof: it has the key agreed at its first meeting.
  if (!pendingKey.empty()) keepKey(gameKey, std::exchange(pendingKey, {}));
  // A newer connection replaces an older one: the same player coming back before the old one
  // timed out.
  if (current && current != connection) {
    auto old = std::exchange(current, nullptr);
    old->close("replaced");
  }
  current = connection;
}

void Link::Impl::ended(Connection& connection, const std::string& why) {
  if (current.get() == &connection) {
    current.reset();
    if (!stopping) push({LinkEvent::Kind::Lost, {}, why});
  }
  if (stopping) {
    if (!current) io.stop();
    return;
  }
  if (joining || viaLobby()) scheduleRetry();
}

void Link::Impl::stop() {
  stopping = true;
  asio::error_code ignored;
  if (acceptor) acceptor->close(ignored);
  retryTimer.cancel();
  if (dialing) std::exchange(dialing, nullptr)->cancel();
  resolver.cancel();
  if (!current) return io.stop();
  goodbyeTimer.expires_after(kGoodbyeTime);
  goodbyeTimer.async_wait([this](const asio::error_code&) { io.stop(); });
  // A copy: finishing may end the connection, and `current` with it.
  auto leaving = current;
  leaving->finish(encodeMessage(plainMessage(Message::Kind::Bye)), "leaving");
}

Link::Link(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {
  impl_->thread = std::thread([impl = impl_.get()] {
    try {
      impl->io.run();
    } catch (const std::exception& e) {
      impl->push({LinkEvent::Kind::Lost, {}, std::string("the network failed: ") + e.what()});
    }
  });
}

Link::~Link() {
  asio::post(impl_->io, [impl = impl_.get()] { impl->stop(); });
  impl_->work.reset();
  impl_->thread.join();
}

// Through a lobby: whom to trust; both sides connect out to it.
namespace {
std::optional<std::string> throughLobby(Link::Impl& impl) {
  if (impl.options.code.empty()) return "a game through a lobby needs its code";
  auto trust = lobbyTrust(impl.options.lobby->caFile);
  if (!trust) return trust.error();
  impl.trust = trust.value();
  impl.joinHost = impl.options.lobby->host;
  impl.port = impl.options.lobby->port;
  impl.lobbySecret = impl.options.lobby->secret;
  return std::nullopt;
}
}  // namespace

Result<std::unique_ptr<Link>> Link::host(std::uint16_t port, LinkOptions options) {
  auto impl = std::make_unique<Impl>(std::move(options));
  if (impl->viaLobby()) {
    if (auto why = throughLobby(*impl)) return Error{*why};
    impl->connectAgain();
    return std::unique_ptr<Link>(new Link(std::move(impl)));
  }
  asio::error_code ec = listenEverywhere(impl->io, impl->acceptor, port);
  if (ec) return Error{"cannot listen on port " + std::to_string(port) + ": " + ec.message()};
  impl->port = impl->acceptor->local_endpoint(ec).port();
  if (ec) return Error{"cannot listen: " + ec.message()};
  impl->startAccepting();
  return std::unique_ptr<Link>(new Link(std::move(impl)));
}

std::unique_ptr<Link> Link::join(std::string host, std::uint16_t port, LinkOptions options) {
  auto impl = std::make_unique<Impl>(std::move(options));
  impl->joining = true;
  impl->joinHost = std::move(host);
  impl->port = port;
  if (impl->viaLobby()) {
    if (auto why = throughLobby(*impl)) {
      impl->refused = true;
      impl->push({LinkEvent::Kind::Refused, {}, *why});
    }
  }
  impl->connectAgain();
  return std::unique_ptr<Link>(new Link(std::move(impl)));
}

std::uint16_t Link::port() const {
  return impl_->port;
}

std::string Link::gameKey() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->gameKey;
}

std::string Link::lobbySecret() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->lobbySecret;
}

bool Link::connected() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->isConnected;
}

void Link::send(const Message& message) {
  asio::post(impl_->io, [impl = impl_.get(), line = encodeMessage(message)] {
    if (auto connection = impl->current) connection->write(line);
  });
}

std::optional<LinkEvent> Link::poll() {
  std::lock_guard lock(impl_->mutex);
  if (impl_->events.empty()) return std::nullopt;
  LinkEvent event = std::move(impl_->events.front());
  impl_->events.pop_front();
  return event;
}

void Link::waitForEvent(std::chrono::milliseconds limit) {
  std::unique_lock lock(impl_->mutex);
  impl_->queued.wait_for(lock, limit, [this] { return !impl_->events.empty(); });
}

void Link::dropConnection() {
  asio::post(impl_->io, [impl = impl_.get()] {
    if (auto dropped = impl->current) dropped->close("dropped on purpose");
  });
}

}  // namespace gomoku::net
