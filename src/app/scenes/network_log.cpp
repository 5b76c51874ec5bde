#include "app/scenes/network_log.h"

#include <utility>

namespace gomoku::app {

void NetworkLog::note(Text text, std::vector<Words> args) {
  said_.push_back({text, std::move(args)});
  if (said_.size() > kKept) said_.erase(said_.begin());
}

std::vector<std::string> NetworkLog::lines(Language language) const {
  std::vector<std::string> lines;
  for (const Said& said : said_) lines.push_back(said.in(language));
  return lines;
}

Words spellings(Text text) {
  return {std::string(tr(Language::English, text)), std::string(tr(Language::Chinese, text))};
}

Words colourSpellings(Stone colour) {
  return {std::string(colourText(Language::English, colour)),
          std::string(colourText(Language::Chinese, colour))};
}

Words peerWords(const session::OnlineMatch* online) {
  if (online && !online->peerName().empty()) return Words::same(online->peerName());
  return spellings(Text::NetTheOtherPlayer);
}

}  // namespace gomoku::app
