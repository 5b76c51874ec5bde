#include "session/online_lobby.h"

#include <utility>

namespace gomoku::session {

OnlineLobby::OnlineLobby(LobbyOptions options) : options_(std::move(options)) {}

OnlineLobby::~OnlineLobby() = default;

net::LinkOptions OnlineLobby::link(const std::string& code) const {
  net::LinkOptions link;
  link.name = options_.name;
  link.code = code;
  link.wake = options_.wake;
  return link;
}

net::LinkOptions OnlineLobby::through(const LobbyServer& server, const std::string& code) const {
  net::LinkOptions routed = link(normalGameCode(code));
  routed.lobby = net::LobbyRoute{server.at.host, server.at.port, server.caFile, false, "", ""};
  return routed;
}

// The game in words, as the lobby's list shows it.
std::string OnlineLobby::aboutGame(GameKind kind, Rule rule, int size, const TimeControl& clock) const {
  return sendableName(options_.name) +
         (kind == GameKind::Go
              ? " go size=" + std::to_string(size)
              : " gomoku rule=" + std::string(ruleName(rule)) + " size=" + std::to_string(size)) +
         (clock.counts() ? " clock=" + clock.text() : "");
}

void OnlineLobby::announce(const OnlineMatch& online, const net::GameOffer& offer) {
  if (options_.announceTo.empty()) return;
  announcer_.emplace(net::Announcement{online.port(), sendableName(options_.name), offer.rule, offer.size,
                                       offer.kind, !online.gameCode().empty()},
                     options_.announceTo);
}

Result<std::unique_ptr<OnlineMatch>> OnlineLobby::host(std::uint16_t port, const OnlineSetup& setup,
                                                       const std::string& code) {
  auto hosted = OnlineMatch::host(port, setup, link(code));
  if (!hosted) return hosted;
  OnlineMatch& online = *hosted.value();
  if (!options_.keepFile.empty()) online.keepIn(options_.keepFile);
  announce(online, online.kept().offer);
  return hosted;
}

std::optional<Result<KeptNetworkGame>> OnlineLobby::keptGame() const {
  if (options_.keepFile.empty()) return std::nullopt;
  return loadKeptNetworkGame(options_.keepFile);
}

Result<std::unique_ptr<OnlineMatch>> OnlineLobby::resume(const KeptNetworkGame& kept,
                                                         const std::string& lobbyCaFile) {
  net::LinkOptions again = link(kept.code);
  if (kept.lobby) {
    again = through(LobbyServer{{kept.lobby->host, kept.lobby->port}, lobbyCaFile}, kept.code);
    again.lobby->secret = kept.lobby->secret;
    again.lobby->about = aboutGame(kept.offer.kind, kept.offer.rule, kept.offer.size, kept.offer.clock);
  }
  auto resumed = OnlineMatch::resume(kept, std::move(again));
  if (!resumed) return resumed;
  OnlineMatch& online = *resumed.value();
  if (!options_.keepFile.empty()) online.keepIn(options_.keepFile);
  if (!kept.lobby) announce(online, kept.offer);
  return resumed;
}

std::unique_ptr<OnlineMatch> OnlineLobby::join(const HostAndPort& address, const std::string& code) {
  return joinKeepingSeat(address, link(normalGameCode(code)));
}

// A joiner started again brings back the seat kept for this game: the game's key, for the host,
// and through a lobby its seat secret, for the lobby. The seat is kept from now on.
std::unique_ptr<OnlineMatch> OnlineLobby::joinKeepingSeat(const HostAndPort& at, net::LinkOptions joining) {
  const std::filesystem::path seat = seatFile();
  if (joining.code.empty() || seat.empty()) return OnlineMatch::join(at.host, at.port, std::move(joining));
  const bool direct = !joining.lobby;
  KeptLobbySeat kept = session::keptSeat(seat, at.host, at.port, joining.code, direct)
                           .value_or(KeptLobbySeat{{at.host, at.port, ""}, joining.code, "", direct});
  if (joining.lobby) joining.lobby->secret = kept.lobby.secret;
  joining.gameKey = kept.key;
  auto joined = OnlineMatch::join(at.host, at.port, std::move(joining));
  joined->keepSeatIn(seat, std::move(kept));
  return joined;
}

Result<std::unique_ptr<OnlineMatch>> OnlineLobby::hostOnline(const LobbyServer& server,
                                                             const OnlineSetup& setup,
                                                             const std::string& code, bool listed) {
  if (!isGameCode(code)) return Error{"a game code is 1-16 letters and digits"};
  net::LinkOptions routed = through(server, code);
  routed.lobby->listed = listed;
  routed.lobby->about = aboutGame(setup.kind, setup.rule, setup.boardSize, setup.clock);
  auto hosted = OnlineMatch::host(0, setup, std::move(routed));
  if (hosted && !options_.keepFile.empty()) hosted.value()->keepIn(options_.keepFile);
  return hosted;
}

std::unique_ptr<OnlineMatch> OnlineLobby::joinOnline(const LobbyServer& server, const std::string& code) {
  return joinKeepingSeat(server.at, through(server, code));
}

std::optional<KeptLobbySeat> OnlineLobby::keptSeat() const {
  const std::filesystem::path file = seatFile();
  if (file.empty()) return std::nullopt;
  return session::keptSeat(file);
}

std::filesystem::path OnlineLobby::seatFile() const {
  if (options_.keepFile.empty()) return {};
  return options_.keepFile.parent_path() / kKeptLobbySeatName;
}

Result<std::vector<ListedGame>> OnlineLobby::listOnline(const LobbyServer& server,
                                                        std::chrono::milliseconds limit) {
  return net::askLobbyList(server.at.host, server.at.port, server.caFile, limit);
}

std::optional<std::string> OnlineLobby::lookForGames(std::uint16_t port) {
  if (finder_) return std::nullopt;
  auto finder = net::GameFinder::listen(port);
  if (!finder) return finder.error();
  finder_ = std::move(finder.value());
  return std::nullopt;
}

std::uint16_t OnlineLobby::lookingOn() const {
  return finder_ ? finder_->port() : 0;
}

std::vector<FoundGame> OnlineLobby::gamesFound() const {
  if (!finder_) return {};
  return finder_->games();
}

}  // namespace gomoku::session
