#include "lobby/visitor.h"

namespace gomoku::lobby {

using Word = net::LobbyLine::Word;

namespace {
// Bytes waiting to go out to one side before a side that does not read is given up on.
constexpr std::size_t kMaxUnsent = 64 * 1024;
// The time a refused side has to read its REFUSED before the connection is closed.
constexpr std::chrono::milliseconds kGoodbyeTime{1000};
}  // namespace

Visitor::Visitor(Lobby::Impl& lobby, asio::ip::tcp::socket socket, std::string address,
                 std::string neighbourhood)
    : address_(std::move(address)),
      neighbourhood_(std::move(neighbourhood)),
      lobby_(lobby),
      stream_(std::move(socket), lobby.tls),
      relayLimit_(lobby.settings.relayBurst, lobby.settings.relayPerSecond, Clock::now()) {
  arrived_ = since_ = lastHeard_ = lastWaiting_ = Clock::now();
}

void Visitor::start() {
  stream_.async_handshake(asio::ssl::stream_base::server,
                          [self = shared_from_this()](const asio::error_code& ec) {
                            if (self->state_ == State::Leaving) return;
                            if (ec) return self->close("the TLS handshake failed: " + ec.message());
                            self->state_ = State::Speaking;
                            self->since_ = Clock::now();
                            self->read();
                          });
}

std::optional<int> Visitor::cost() const {
  if (finishing_) return 0;
  switch (state_) {
    case State::Handshaking:
    case State::Speaking:
    case State::Asking:
      return 0;
    case State::Waiting:
      return 1;
    default:
      return std::nullopt;
  }
}

void Visitor::write(std::string bytes) {
  if (state_ == State::Leaving || finishing_) return;
  unsent_ += bytes.size();
  if (unsent_ > kMaxUnsent) return close("it does not read what is sent");
  outbox_.push_back(std::move(bytes));
  if (outbox_.size() == 1) writeNext();
}

void Visitor::refuse(const std::string& why) {
  if (state_ == State::Leaving || finishing_) return;
  lobby_.log(address_, why, "refused " + address_ + ": " + why);
  say(saying(Word::Refused, {}, {}, why));
  finish(why);
}

void Visitor::closeAfterSaying(const std::string& why) {
  if (state_ == State::Leaving || finishing_) return;
  finish(why);
}

void Visitor::close(const std::string& why) {
  if (state_ == State::Leaving) return;
  const bool wasPaired = state_ == State::Paired;
  state_ = State::Leaving;
  asio::error_code ignored;
  stream_.lowest_layer().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  stream_.lowest_layer().close(ignored);
  if (!finishing_ || wasPaired) lobby_.log(address_, why, "closed " + address_ + ": " + why);
  lobby_.left(shared_from_this());
}

void Visitor::waiting(Game& game, bool asHost) {
  game_ = game.code;
  key_ = keyOf(game.code);
  isHost_ = asHost;
  state_ = State::Waiting;
  lastWaiting_ = Clock::now();
  say(saying(Word::Waiting));
}

void Visitor::paired(std::shared_ptr<Visitor> partner) {
  partner_ = std::move(partner);
  state_ = State::Paired;
  if (!std::exchange(pairedOnce_, true)) lobby_.uncount(neighbourhood_);
  lastHeard_ = Clock::now();
  say(saying(Word::Paired));
}

void Visitor::check(Clock::time_point now) {
  const auto& settings = lobby_.settings;
  if (finishing_) {
    if (now - finishingSince_ > kGoodbyeTime) close(finishWhy_);
    return;
  }
  if (state_ == State::Handshaking && now - since_ > settings.handshakeLimit)
    return close("no TLS handshake within " + seconds(settings.handshakeLimit));
  if ((state_ == State::Speaking || state_ == State::Asking) && now - since_ > settings.wordLimit)
    return refuse("say HOST, JOIN or LIST within " + seconds(settings.wordLimit));
  if (state_ == State::Paired && now - lastHeard_ > settings.silenceLimit)
    return close("silent for " + seconds(settings.silenceLimit));
  if (state_ == State::Waiting && now - lastWaiting_ >= settings.waitingEvery) {
    lastWaiting_ = now;
    say(saying(Word::Waiting));
  }
}

void Visitor::finish(std::string why) {
  finishing_ = true;
  finishingSince_ = Clock::now();
  finishWhy_ = std::move(why);
  if (outbox_.empty()) stopSending();
}

void Visitor::stopSending() {
  // The peer reads our last line and then the end; what it still sends is read and dropped, so
  // that closing does not reset the connection and lose the line.
  asio::error_code ignored;
  stream_.lowest_layer().shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
}

void Visitor::writeNext() {
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

void Visitor::read() {
  stream_.async_read_some(asio::buffer(buffer_),
                          [self = shared_from_this()](const asio::error_code& ec, std::size_t size) {
                            self->received(ec, size);
                          });
}

void Visitor::received(const asio::error_code& ec, std::size_t size) {
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

void Visitor::take(std::string line) {
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

}  // namespace gomoku::lobby
