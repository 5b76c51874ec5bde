#include "app/game_log.h"

namespace gomoku::app {

void GameLog::add(Text text, std::string detail) {
  add(LogLine{text, std::move(detail)});
}

void GameLog::say(Text text, std::vector<Word> words) {
  add(LogLine{text, {}, std::move(words)});
}

void GameLog::add(LogLine line) {
  // A line said again right after itself tells nothing new, and would push the rest out of sight
  // (a click after the end repeated "The game is over" over the result).
  if (repeats_ == Repeats::Dropped && endsWith(line)) return;
  lines_.push_back(std::move(line));
  ++added_;
  while (lines_.size() > kept_) lines_.pop_front();
}

bool GameLog::endsWith(const LogLine& line) const {
  return !lines_.empty() && lines_.back().text == line.text && lines_.back().detail == line.detail &&
         lines_.back().words == line.words;
}

void GameLog::answer(const LogLine& waiting, LogLine line) {
  if (endsWith(waiting)) {
    lines_.pop_back();
    ++added_;  // the picture of the log changes even when nothing is added in its place
  }
  add(std::move(line));
}

std::string GameLog::spell(Language language, const LogLine& line) {
  return format(language, line.text, line.words) + line.detail;
}

std::vector<std::string> GameLog::spelled(Language language) const {
  std::vector<std::string> spelled;
  for (const LogLine& line : lines_) spelled.push_back(spell(language, line));
  return spelled;
}

}  // namespace gomoku::app
