#include "app/scenes/network_log.h"

#include <utility>

namespace gomoku::app {

void NetworkLog::note(Text text, std::vector<Word> words) {
  said_.push_back({text, std::move(words)});
  if (said_.size() > kKept) said_.erase(said_.begin());
}

std::vector<std::string> NetworkLog::lines(Language language) const {
  std::vector<std::string> lines;
  for (const Said& said : said_) lines.push_back(said.in(language));
  return lines;
}

Word peerWords(const session::OnlineMatch* online) {
  if (online && !online->peerName().empty()) return online->peerName();
  return Text::NetTheOtherPlayer;
}

}  // namespace gomoku::app
