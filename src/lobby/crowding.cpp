#include "lobby/crowding.h"

#include "lobby/visitor.h"

namespace gomoku::lobby {

std::string neighbourhoodOf(const asio::ip::address& address) {
  if (address.is_v4()) {
    auto bytes = address.to_v4().to_bytes();
    bytes[3] = 0;
    return asio::ip::address_v4(bytes).to_string() + "/24";
  }
  auto bytes = address.to_v6().to_bytes();
  for (std::size_t i = 6; i < bytes.size(); ++i) bytes[i] = 0;
  return asio::ip::address_v6(bytes).to_string() + "/48";
}

std::shared_ptr<Visitor> cheapestToSendAway(const Lobby::Impl& lobby) {
  const std::string* crowded = nullptr;
  std::size_t most = 0;
  for (const auto& [neighbourhood, count] : lobby.unpairedIn)
    if (count > most) {
      most = count;
      crowded = &neighbourhood;
    }
  if (!crowded) return nullptr;
  std::shared_ptr<Visitor> cheapest;
  int leastCost = 0;
  for (const auto& visitor : lobby.visitors) {
    const auto cost = visitor->cost();
    if (!cost || visitor->neighbourhood() != *crowded) continue;
    if (!cheapest || *cost < leastCost || (*cost == leastCost && visitor->arrived() < cheapest->arrived())) {
      cheapest = visitor;
      leastCost = *cost;
    }
  }
  return cheapest;
}

}  // namespace gomoku::lobby
