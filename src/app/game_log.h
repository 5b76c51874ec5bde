// The short log in the game's side panel ("Black wins!", "Undo", "Saved", "Illegal: double-three").
// Lines keep their Text, not a translation, so they follow a change of language.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "app/i18n.h"

namespace gomoku::app {

struct LogLine {
  Text text;
  std::string detail;         // said after the text: a point, a file name, a reason
  std::vector<Word> words{};  // said in the text's "{}" places, in order
};

class GameLog {
 public:
  static constexpr std::size_t kKept = 40;  // the panel shows the last few of these

  // Adds a line, unless it is the newest line again.
  void add(Text text, std::string detail = {});
  // Adds a line whose text has places for `words` ("{} takes {} stones").
  void say(Text text, std::vector<Word> words);
  void add(LogLine line);
  const std::deque<LogLine>& lines() const { return lines_; }
  // "Black wins!" or "黑子获胜!" followed by the detail; the words in their places.
  static std::string spell(Language language, const LogLine& line);

 private:
  std::deque<LogLine> lines_;
};

}  // namespace gomoku::app
