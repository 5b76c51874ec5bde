#include "net/local_addresses.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>
#include <array>

namespace gomoku::net {

std::vector<std::string> localAddresses() {
  std::vector<std::string> found;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return found;
  for (ifaddrs* entry = list; entry; entry = entry->ifa_next) {
    if (!entry->ifa_addr || !(entry->ifa_flags & IFF_UP) || (entry->ifa_flags & IFF_LOOPBACK)) continue;
    std::array<char, INET6_ADDRSTRLEN> text{};
    const int family = entry->ifa_addr->sa_family;
    if (family == AF_INET) {
      const auto* v4 = reinterpret_cast<const sockaddr_in*>(entry->ifa_addr);
      if (!inet_ntop(AF_INET, &v4->sin_addr, text.data(), text.size())) continue;
    } else if (family == AF_INET6) {
      const auto* v6 = reinterpret_cast<const sockaddr_in6*>(entry->ifa_addr);
      // A link-local address needs the interface's name to be reached: not one to give a friend.
      if (IN6_IS_ADDR_LINKLOCAL(&v6->sin6_addr)) continue;
      if (!inet_ntop(AF_INET6, &v6->sin6_addr, text.data(), text.size())) continue;
    } else {
      continue;
    }
    std::string address(text.data());
    if (std::find(found.begin(), found.end(), address) == found.end()) found.push_back(address);
  }
  freeifaddrs(list);
  // IPv4 first: the shorter one to read out to a friend.
  std::stable_partition(found.begin(), found.end(),
                        [](const std::string& a) { return a.find(':') == std::string::npos; });
  return found;
}

std::string addressWithPort(const std::string& host, unsigned port) {
  const bool v6 = host.find(':') != std::string::npos;
  return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

}  // namespace gomoku::net
