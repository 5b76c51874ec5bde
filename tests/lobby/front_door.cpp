#include "front_door.h"

#include <array>

namespace gomoku::lobby {

using asio::ip::tcp;

namespace {
// Bytes from one socket written to the other until either side ends; then both are closed.
void pipe(std::shared_ptr<tcp::socket> from, std::shared_ptr<tcp::socket> to) {
  auto buffer = std::make_shared<std::array<char, 4096>>();
  from->async_read_some(asio::buffer(*buffer),
                        [from, to, buffer](const asio::error_code& ec, std::size_t size) {
                          asio::error_code ignored;
                          if (ec) {
                            from->close(ignored);
                            to->close(ignored);
                            return;
                          }
                          asio::async_write(*to, asio::buffer(buffer->data(), size),
                                            [from, to, buffer](const asio::error_code& failed, std::size_t) {
                                              asio::error_code ignoredToo;
                                              if (failed) {
                                                from->close(ignoredToo);
                                                to->close(ignoredToo);
                                                return;
                                              }
                                              pipe(from, to);
                                            });
                        });
}
}  // namespace

FrontDoor::FrontDoor(std::vector<std::uint16_t> lobbies)
    : acceptor_(io_, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0)), lobbies_(std::move(lobbies)) {
  port_ = acceptor_.local_endpoint().port();
  accept();
  thread_ = std::thread([this] { io_.run(); });
}

FrontDoor::~FrontDoor() {
  io_.stop();
  thread_.join();
}

void FrontDoor::accept() {
  acceptor_.async_accept([this](const asio::error_code& ec, tcp::socket socket) {
    if (!ec) carry(std::make_shared<tcp::socket>(std::move(socket)), 0);
    accept();
  });
}

void FrontDoor::carry(std::shared_ptr<tcp::socket> client, std::size_t tried) {
  if (tried == lobbies_.size()) return;  // none accepts: the client's connection closes
  const std::uint16_t lobby = lobbies_[next_++ % lobbies_.size()];
  auto inside = std::make_shared<tcp::socket>(io_);
  inside->async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), lobby),
                        [this, client, inside, tried](const asio::error_code& ec) {
                          if (ec) return carry(client, tried + 1);
                          pipe(client, inside);
                          pipe(inside, client);
                        });
}

}  // namespace gomoku::lobby
