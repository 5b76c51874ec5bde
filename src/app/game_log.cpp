#include "app/game_log.h"

namespace gomoku::app {

void GameLog::add(Text text, std::string detail) {
  lines_.push_back({text, std::move(detail)});
  while (lines_.size() > kKept) lines_.pop_front();
}

std::string GameLog::spell(Language language, const LogLine& line) {
  return std::string(tr(language, line.text)) + line.detail;
}

}  // namespace gomoku::app
