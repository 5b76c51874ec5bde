#include "app/game_log.h"

namespace gomoku::app {

void GameLog::add(Text text, std::string detail) {
  // A line said again right after itself tells nothing new, and would push the rest out of sight
  // (a click after the end repeated "The game is over" over the result).
  if (!lines_.empty() && lines_.back().text == text && lines_.back().detail == detail) return;
  lines_.push_back({text, std::move(detail)});
  while (lines_.size() > kKept) lines_.pop_front();
}

std::string GameLog::spell(Language language, const LogLine& line) {
  return std::string(tr(language, line.text)) + line.detail;
}

}  // namespace gomoku::app
