// Why a network game is refused or waited for, in the player's language. net/ and gomoku-lobby give
// their reasons in English (an OnlineEvent's detail); the ones a player meets (the lobby not
// reached, its certificate refused, a wrong or taken code) are said here in the words of the
// table, the system's own error text kept inside them; any other reason is framed as it came.
#pragma once

#include <string>

#include "app/i18n.h"

namespace gomoku::app {

// A Waiting event's detail: the host or the lobby cannot be reached yet, and is tried again.
Said waitingWords(const std::string& detail);
// A Refused event's detail: the game will not be played (a wrong code, a certificate refused).
Said refusalWords(const std::string& detail);
// Why the lobby's list of games could not be had (OnlineLobby::listOnline's error).
Said listWords(const std::string& detail);
// A Stranger event's detail: whoever answered could not prove it is the other player.
Said strangerWords(const std::string& detail);
// A Lost event's detail: the connection dropped; it is tried again.
Said lostWords(const std::string& detail);
// A Waiting event's detail in a game through a lobby: the lobby was reached again, and the other
// player is not back (they left, or lost their connection).
bool peerNotBack(const std::string& detail);

}  // namespace gomoku::app
