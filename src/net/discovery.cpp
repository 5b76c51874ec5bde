#include "net/discovery.h"

#include <array>
#include <asio.hpp>
#include <mutex>
#include <optional>
#include <thread>

#include "net/announcement.h"

namespace gomoku::net {

using asio::ip::udp;
using Clock = std::chrono::steady_clock;

namespace {
// A game not heard of for this long is gone from the list.
constexpr std::chrono::seconds kForgetAfter{5};
// More games than a LAN has: a flood of announcements cannot grow the list further.
constexpr std::size_t kMostGames = 64;

}  // namespace

std::vector<Destination> localNetwork() {
  return {{"255.255.255.255", kDiscoveryPort}, {std::string(kDiscoveryGroup), kDiscoveryPort}};
}

struct Announcer::Impl {
  asio::io_context io;
  udp::socket socket{io};
  asio::steady_timer timer{io};
  std::string datagram;
  std::vector<udp::endpoint> targets;
  std::chrono::milliseconds every{1000};
  std::thread thread;

  void announce() {
    for (const udp::endpoint& target : targets) {
      asio::error_code ignored;  // no network, or no route to a broadcast: nobody to tell
      socket.send_to(asio::buffer(datagram), target, 0, ignored);
    }
    timer.expires_after(every);
    timer.async_wait([this](const asio::error_code& ec) {
      if (!ec) announce();
    });
  }
};

Announcer::Announcer(Announcement announcement, std::vector<Destination> destinations,
                     std::chrono::milliseconds every)
    : impl_(std::make_unique<Impl>()) {
  impl_->datagram = encodeAnnouncement(announcement);
  impl_->every = every;
  asio::error_code ec;
  impl_->socket.open(udp::v4(), ec);
  if (!ec) impl_->socket.set_option(asio::socket_base::broadcast(true), ec);
  // Announcements stay on the local network: a router does not pass them on.
  if (!ec) impl_->socket.set_option(asio::ip::multicast::hops(1), ec);
  for (const Destination& d : destinations) {
    asio::error_code bad;
    auto address = asio::ip::make_address_v4(d.address, bad);
    if (!bad) impl_->targets.emplace_back(address, d.port);
  }
  if (!impl_->socket.is_open()) return;  // announcing is a nicety: the game goes on without it
  asio::post(impl_->io, [impl = impl_.get()] { impl->announce(); });
  impl_->thread = std::thread([impl = impl_.get()] {
    try {
      impl->io.run();
    } catch (const std::exception&) {
      // The game is still hosted; only the announcements stop.
    }
  });
}

Announcer::~Announcer() {
  // Stopping the loop, not cancelling the timer: a timer that has just fired would announce and
  // set itself again.
  impl_->io.stop();
  if (impl_->thread.joinable()) impl_->thread.join();
}

struct GameFinder::Impl {
  struct Heard {
    FoundGame game;
    Clock::time_point at;
  };
  asio::io_context io;
  udp::socket socket{io};
  std::array<char, kMaxLineLength + 1> buffer{};
  udp::endpoint sender;
  std::uint16_t port = 0;
  mutable std::mutex mutex;
  std::vector<Heard> heard;  // guarded by mutex
  std::uint64_t count = 0;   // guarded by mutex
  std::thread thread;

  void receive() {
    socket.async_receive_from(asio::buffer(buffer), sender,
                              [this](const asio::error_code& ec, std::size_t size) {
                                if (ec == asio::error::operation_aborted || !socket.is_open()) return;
                                if (!ec) take(std::string_view(buffer.data(), size));
                                receive();
                              });
  }

  void take(std::string_view datagram) {
    Result<Announcement> announcement = decodeAnnouncement(datagram);
    if (!announcement) return;  // not for us, or not well made: ignored
    FoundGame game{sender.address().to_string(), announcement.value()};
    const auto now = Clock::now();
    std::lock_guard lock(mutex);
    ++count;
    std::erase_if(heard, [now](const Heard& h) { return now - h.at > kForgetAfter; });
    for (Heard& h : heard)
      if (h.game.address == game.address && h.game.announcement.port == game.announcement.port) {
        h = {std::move(game), now};
        return;
      }
    if (heard.size() < kMostGames) heard.push_back({std::move(game), now});
  }
};

Result<std::unique_ptr<GameFinder>> GameFinder::listen(std::uint16_t port) {
  auto impl = std::make_unique<Impl>();
  asio::error_code ec;
  impl->socket.open(udp::v4(), ec);
  // Several programs on one machine may look for games at once.
  if (!ec) impl->socket.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) impl->socket.bind(udp::endpoint(udp::v4(), port), ec);
  if (ec) return Error{"cannot listen for games on UDP port " + std::to_string(port) + ": " + ec.message()};
  impl->port = impl->socket.local_endpoint(ec).port();
  asio::error_code noGroup;  // without multicast, the broadcasts still come
  impl->socket.set_option(
      asio::ip::multicast::join_group(asio::ip::make_address_v4(std::string(kDiscoveryGroup))), noGroup);
  impl->receive();
  return std::unique_ptr<GameFinder>(new GameFinder(std::move(impl)));
}

GameFinder::GameFinder(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {
  impl_->thread = std::thread([impl = impl_.get()] {
    try {
      impl->io.run();
    } catch (const std::exception&) {
      // Finding stops; the list keeps what was heard.
    }
  });
}

GameFinder::~GameFinder() {
  impl_->io.stop();
  impl_->thread.join();
}

std::uint16_t GameFinder::port() const {
  return impl_->port;
}

std::vector<FoundGame> GameFinder::games() const {
  const auto now = Clock::now();
  std::lock_guard lock(impl_->mutex);
  std::vector<FoundGame> games;
  for (const Impl::Heard& h : impl_->heard)
    if (now - h.at <= kForgetAfter) games.push_back(h.game);
  return games;
}

std::uint64_t GameFinder::announcementsHeard() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->count;
}

}  // namespace gomoku::net
