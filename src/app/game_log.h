// The log of what happened: the game's side panel ("Black wins!", "Undo", "Saved", "Illegal:
// double-three") and the network screens' (joining, moves, chat). Lines keep their Text, not a
// translation, so they follow a change of language.
#pragma once

#include <cstddef>
#include <cstdint>
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
  // A line said again right after itself: dropped in a game's log; kept in the network's, where
  // the other player may well say "hi" twice.
  enum class Repeats : std::uint8_t { Dropped, Kept };

  explicit GameLog(std::size_t kept = kKept, Repeats repeats = Repeats::Dropped)
      : kept_(kept), repeats_(repeats) {}

  // Adds a line, unless it is the newest line again.
  void add(Text text, std::string detail = {});
  // Adds a line whose text has places for `words` ("{} takes {} stones").
  void say(Text text, std::vector<Word> words);
  void add(LogLine line);
  // The answer to a line that said something was being worked out ("Hint..."): in that line's
  // place when it is the newest, then dropped like any line that repeats the one before it, so
  // that the same hint asked for again stays one line.
  void answer(const LogLine& waiting, LogLine line);
  const std::deque<LogLine>& lines() const { return lines_; }
  // The newest line says the same as `line`.
  bool endsWith(const LogLine& line) const;
  // How many lines were ever added: a picture of the log is current while this holds.
  std::size_t added() const { return added_; }
  // "Black wins!" or "黑子获胜!" followed by the detail; the words in their places.
  static std::string spell(Language language, const LogLine& line);
  // Every line spelt in `language`, oldest first.
  std::vector<std::string> spelled(Language language) const;

 private:
  std::size_t kept_;
  Repeats repeats_;
  std::deque<LogLine> lines_;
  std::size_t added_ = 0;
};

}  // namespace gomoku::app
