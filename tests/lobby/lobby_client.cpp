#include "lobby_client.h"

#include <stdexcept>

namespace gomoku::lobby {

using asio::ip::tcp;

LobbyClient::LobbyClient(std::uint16_t port, const std::string& caFile, const std::string& host,
                         const std::string& from) {
  auto trust = net::lobbyTrust(caFile);
  if (!trust) throw std::runtime_error(trust.error());
  trust_ = trust.value();
  stream_ = std::make_unique<net::TlsStream>(io_, *trust_);
  if (!from.empty()) {
    stream_->lowest_layer().open(tcp::v4());
    stream_->lowest_layer().bind(tcp::endpoint(asio::ip::make_address(from), 0));
  }
  stream_->lowest_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  net::expectLobbyName(*stream_, host);
}

bool LobbyClient::runUntil(const bool& done, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  io_.restart();
  while (!done) {
    const auto left = end - std::chrono::steady_clock::now();
    if (left <= std::chrono::steady_clock::duration::zero()) return false;
    io_.run_one_for(left);
    if (io_.stopped()) io_.restart();
  }
  return true;
}

std::string LobbyClient::handshake(std::chrono::milliseconds limit) {
  bool done = false;
  std::string failure = "no handshake in time";
  stream_->async_handshake(asio::ssl::stream_base::client, [&](const asio::error_code& ec) {
    done = true;
    failure = ec ? net::handshakeFailure(*stream_, ec) : "";
  });
  runUntil(done, limit);
  if (!done) close();
  return failure;
}

void LobbyClient::say(const std::string& line) {
  sayBytes(line + "\n");
}

void LobbyClient::sayBytes(const std::string& bytes) {
  asio::error_code ignored;
  asio::write(*stream_, asio::buffer(bytes), ignored);
}

void LobbyClient::readMore() {
  if (reading_ || ended_) return;
  reading_ = true;
  stream_->async_read_some(asio::buffer(buffer_), [this](const asio::error_code& ec, std::size_t size) {
    reading_ = false;
    received_.append(buffer_.data(), size);
    if (ec) ended_ = true;
  });
}

std::optional<std::string> LobbyClient::line(std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  for (;;) {
    if (const auto newline = received_.find('\n'); newline != std::string::npos) {
      std::string found = received_.substr(0, newline);
      received_.erase(0, newline + 1);
      return found;
    }
    if (ended_) return std::nullopt;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    readMore();
    io_.restart();
    io_.run_one_for(left);
  }
}

std::optional<std::string> LobbyClient::lineStarting(const std::string& word,
                                                     std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    auto next =
        line(std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()));
    if (!next) return std::nullopt;
    if (next->rfind(word, 0) == 0) return next;
  }
  return std::nullopt;
}

bool LobbyClient::closedWithin(std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (!ended_ && std::chrono::steady_clock::now() < end) {
    received_.clear();
    readMore();
    io_.restart();
    io_.run_one_for(
        std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()));
  }
  return ended_;
}

void LobbyClient::close() {
  asio::error_code ignored;
  stream_->lowest_layer().close(ignored);
}

}  // namespace gomoku::lobby
