// Why the other side or the lobby refused us, as our player is told it: the reasons their ERROR and
// REFUSED lines give (net/game_code.h, net/game_proof.h, net/lobby_words.h) put in the words the
// faces show, or framed as they came.
#pragma once

#include <string>

namespace gomoku::net {

// A host's ERROR before the game began.
std::string refusalInWords(const std::string& reason);
// gomoku-lobby's REFUSED.
std::string lobbyRefusalInWords(const std::string& reason);

}  // namespace gomoku::net
