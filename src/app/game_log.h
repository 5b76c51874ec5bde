// The short log in the game's side panel ("Black wins!", "Undo", "Saved", "Illegal: double-three").
// Lines keep their Text, not a translation, so they follow a change of language.
#pragma once

#include <deque>
#include <string>

#include "app/i18n.h"

namespace gomoku::app {

struct LogLine {
  Text text;
  std::string detail;  // said after the text: a point, a file name, a reason
};

class GameLog {
 public:
  static constexpr std::size_t kKept = 40;  // the panel shows the last few of these

  // Adds a line, unless it is the newest line again.
  void add(Text text, std::string detail = {});
  const std::deque<LogLine>& lines() const { return lines_; }
  // "Black wins!" or "黑子获胜!" followed by the detail.
  static std::string spell(Language language, const LogLine& line);

 private:
  std::deque<LogLine> lines_;
};

}  // namespace gomoku::app
