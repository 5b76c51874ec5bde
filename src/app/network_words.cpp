#include "app/network_words.h"

#include <string_view>

namespace gomoku::app {
namespace {

// The reasons as net/ (link.cpp, lobby_tls.cpp) and gomoku-lobby (lobby.cpp) write them: a
// change there shows here as the English frame, and tests/app/network_scene_test.cpp's lobby
// tests, which read them in Chinese, fail.
constexpr std::string_view kTryingAgain = "; trying again";
constexpr std::string_view kCannotReachLobby = "cannot reach the lobby: ";
constexpr std::string_view kCannotReachHost = "cannot reach the host: ";
constexpr std::string_view kCannotFind = "cannot find ";
constexpr std::string_view kSecureFailed = "the secure connection to the lobby failed: ";
constexpr std::string_view kLobbySays = "the lobby: ";
constexpr std::string_view kOtherName = "the lobby's certificate is for another name: refused";
constexpr std::string_view kNotTrusted = "the lobby's certificate is not trusted (";
constexpr std::string_view kNotTrustedEnd = "): refused";
constexpr std::string_view kCannotReadCa = "cannot read the lobby's certificate file ";
constexpr std::string_view kCannotReadSystem = "cannot read the system's certificates: ";
constexpr std::string_view kLobbyRefused = "The lobby refused: ";
constexpr std::string_view kLobbyClosed = "the lobby closed the connection";
constexpr std::string_view kLobbyPairEnded = "the connection through the lobby ended";
constexpr std::string_view kPeerNotBack = "the lobby is there; the other player is not back";
constexpr std::string_view kCodeTaken = "this code is another host's game";
constexpr std::string_view kSeatTaken = "this game has both its players";
constexpr std::string_view kSeatKeptReason = "this game's seat is kept for its player";
constexpr std::string_view kSeatKept = "This game's seat is kept for the player who joined it";
constexpr std::string_view kWrongCode = "The game code is wrong";
// net/game_proof.h's words when the other side's proof failed.
constexpr std::string_view kNotTheHost = "The other side could not prove it is the host";
constexpr std::string_view kNotTheJoiner = "Someone who could not prove they are your opponent";
constexpr std::string_view kCodeNeeded = "This game needs its code: ask the host for it";
constexpr std::string_view kTooManyCodes = "Too many wrong game codes from this computer";
// net/lobby_list.cpp's reasons.
constexpr std::string_view kListLate = "the lobby did not give its list within ";
constexpr std::string_view kListMalformed = "the lobby's answer is malformed: ";
constexpr std::string_view kListRefused = "the lobby refused: ";

std::string after(const std::string& text, std::string_view prefix) {
  return text.substr(prefix.size());
}

std::string withoutTryingAgain(std::string text) {
  if (text.ends_with(kTryingAgain)) text.resize(text.size() - kTryingAgain.size());
  return text;
}

// What the lobby itself said when it refused (gomoku-lobby's REFUSED reason).
Said lobbyRefusal(const std::string& why) {
  if (why.starts_with(kCodeTaken)) return {Text::NetCodeTaken, {}};
  if (why.starts_with(kSeatTaken)) return {Text::NetSeatTaken, {}};
  if (why.starts_with(kSeatKeptReason)) return {Text::NetSeatKept, {}};
  return {Text::NetLobbyRefused, {Word(why)}};
}

}  // namespace

Said waitingWords(const std::string& detail) {
  const std::string why = withoutTryingAgain(detail);
  if (why.starts_with(kCannotReachLobby))
    return {Text::NetCannotReachLobby, {Word(after(why, kCannotReachLobby))}};
  if (why.starts_with(kCannotReachHost))
    return {Text::NetCannotReachHost, {Word(after(why, kCannotReachHost))}};
  if (why.starts_with(kCannotFind)) {
    // "cannot find HOST: the system's reason"
    const std::string rest = after(why, kCannotFind);
    const std::size_t colon = rest.find(": ");
    if (colon != std::string::npos)
      return {Text::NetCannotFind, {Word(rest.substr(0, colon)), Word(rest.substr(colon + 2))}};
  }
  if (why.starts_with(kSecureFailed)) return {Text::NetLobbySecureFailed, {Word(after(why, kSecureFailed))}};
  if (why.starts_with(kLobbySays)) {
    const Said said = lobbyRefusal(after(why, kLobbySays));
    return {Text::NetLobbyWaitingAfter,
            {said.text == Text::NetLobbyRefused ? said.words[0] : Word(said.text)}};
  }
  return {Text::NetCannotReachHost, {Word(why)}};
}

Said refusalWords(const std::string& detail) {
  if (detail == kOtherName) return {Text::NetLobbyOtherName, {}};
  if (detail.starts_with(kNotTrusted) && detail.ends_with(kNotTrustedEnd))
    return {Text::NetLobbyNotTrusted,
            {Word(detail.substr(kNotTrusted.size(),
                                detail.size() - kNotTrusted.size() - kNotTrustedEnd.size()))}};
  if (detail.starts_with(kCannotReadCa))
    return {Text::NetCannotReadLobbyCa, {Word(after(detail, kCannotReadCa))}};
  if (detail.starts_with(kCannotReadSystem))
    return {Text::NetCannotReadSystemCas, {Word(after(detail, kCannotReadSystem))}};
  if (detail == kWrongCode) return {Text::NetWrongCode, {}};
  if (detail == kCodeNeeded) return {Text::NetCodeNeeded, {}};
  if (detail.starts_with(kSeatKept)) return {Text::NetSeatKept, {}};
  if (detail.starts_with(kTooManyCodes)) return {Text::NetTooManyCodes, {}};
  if (detail.starts_with(kLobbyRefused)) return lobbyRefusal(after(detail, kLobbyRefused));
  return {Text::NetRefused, {Word(detail)}};
}

Said listWords(const std::string& detail) {
  if (detail.starts_with(kCannotReachLobby))
    return {Text::NetListUnreachable, {Word(after(detail, kCannotReachLobby))}};
  if (detail.starts_with(kListLate)) return {Text::NetListLate, {}};
  if (detail.starts_with(kListMalformed))
    return {Text::NetListMalformed, {Word(after(detail, kListMalformed))}};
  if (detail.starts_with(kListRefused)) return lobbyRefusal(after(detail, kListRefused));
  // The certificate refused or its file unreadable: said as when a game is refused for it.
  const Said refused = refusalWords(detail);
  if (refused.text != Text::NetRefused) return refused;
  return {Text::NetCannotList, {Word(detail)}};
}

Said strangerWords(const std::string& detail) {
  if (detail.starts_with(kNotTheHost)) return {Text::NetNotTheHost, {}};
  if (detail.starts_with(kNotTheJoiner)) return {Text::NetNotTheJoiner, {}};
  return {Text::NetConnectionLost, {Word(detail)}};
}

bool peerNotBack(const std::string& detail) {
  return detail == kPeerNotBack;
}

Said lostWords(const std::string& detail) {
  if (detail == kLobbyClosed) return {Text::NetLobbyClosed, {}};
  if (detail == kLobbyPairEnded) return {Text::NetLobbyPairEnded, {}};
  return {Text::NetConnectionLost, {Word(detail)}};
}

}  // namespace gomoku::app
