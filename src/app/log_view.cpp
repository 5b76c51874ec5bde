#include "app/log_view.h"

#include <string>
#include <vector>

namespace gomoku::app {

void drawLog(Ui& ui, const GameLog& log, Language language, Vec2 at, float width, std::size_t rows) {
  TextCache& text = ui.text();
  struct Shown {
    std::string text;
    bool newest;
  };
  std::vector<Shown> shown;
  const auto& lines = log.lines();
  for (std::size_t i = lines.size(); i-- > 0 && shown.size() < rows;) {
    std::vector<std::string> wrapped = text.wrap(GameLog::spell(language, lines[i]), 19, width);
    for (auto part = wrapped.rbegin(); part != wrapped.rend() && shown.size() < rows; ++part)
      shown.push_back({*part, i + 1 == lines.size()});
  }
  for (auto line = shown.rbegin(); line != shown.rend(); ++line) {
    text.draw(line->text, 19, at, line->newest ? Palette::kText : Palette::kDimText);
    at.y += 30;
  }
}

}  // namespace gomoku::app
