// What the network screens say happened, newest last: the lobby's (joining, the connection) and
// then the online game's (moves, chat, requests and answers). Each line keeps its Text and what
// fills it, so that the whole log is said again in the language of the moment.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "session/online_match.h"

namespace gomoku::app {

class NetworkLog {
 public:
  static constexpr std::size_t kKept = 8;

  void note(Text text, std::vector<Word> args = {});
  std::vector<std::string> lines(Language language) const;

 private:
  std::vector<Said> said_;
};

// The other player's name, or "the other player" before it is known.
Word peerWords(const session::OnlineMatch* online);

}  // namespace gomoku::app
