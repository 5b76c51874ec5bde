#include "net/listening.h"

namespace gomoku::net {

asio::error_code listenEverywhere(asio::io_context& io, std::optional<asio::ip::tcp::acceptor>& acceptor,
                                  std::uint16_t port) {
  using asio::ip::tcp;
  asio::error_code ec;
  for (tcp protocol : {tcp::v6(), tcp::v4()}) {
    acceptor.emplace(io);
    ec.clear();
    acceptor->open(protocol, ec);
    if (!ec && protocol == tcp::v6()) acceptor->set_option(asio::ip::v6_only(false), ec);
    if (!ec) acceptor->set_option(tcp::acceptor::reuse_address(true), ec);
    if (!ec) acceptor->bind(tcp::endpoint(protocol, port), ec);
    if (!ec) acceptor->listen(asio::socket_base::max_listen_connections, ec);
    if (!ec) break;
  }
  return ec;
}

}  // namespace gomoku::net
