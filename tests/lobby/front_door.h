// What stands before several lobbies in service (a name with an address a lobby, or a TCP
// balancer), on the loopback: each connection it accepts is carried, bytes unchanged, to the next
// lobby in turn that accepts it, so that a lobby that died is passed over.
#pragma once

#include <asio.hpp>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

namespace gomoku::lobby {

class FrontDoor {
 public:
  // `lobbies`: their ports on 127.0.0.1.
  explicit FrontDoor(std::vector<std::uint16_t> lobbies);
  ~FrontDoor();
  FrontDoor(const FrontDoor&) = delete;
  FrontDoor& operator=(const FrontDoor&) = delete;

  std::uint16_t port() const { return port_; }

 private:
  void accept();
  void carry(std::shared_ptr<asio::ip::tcp::socket> client, std::size_t tried);

  asio::io_context io_;
  asio::ip::tcp::acceptor acceptor_;
  std::vector<std::uint16_t> lobbies_;
  std::size_t next_ = 0;
  std::uint16_t port_ = 0;
  std::thread thread_;
};

}  // namespace gomoku::lobby
