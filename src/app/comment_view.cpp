#include "app/comment_view.h"

#include <algorithm>
#include <cmath>

#include "app/draw.h"
#include "app/log_view.h"

namespace gomoku::app {

namespace {

constexpr float kHeadingSize = 16;
constexpr float kLineSize = 18;
constexpr float kHeadingH = 22;
constexpr float kLineH = 23;
constexpr std::size_t kMostLines = 3;
// More than three lines of the box ever hold, cut at a whole character: a long comment is not
// measured to its end every frame, only far enough to know there is more.
constexpr std::size_t kBytesLaidOut = 600;

// The comment as one paragraph: a record's line breaks (SGF keeps them) and tabs read as spaces in
// a box of a few lines.
std::string oneParagraph(std::string_view comment) {
  std::size_t end = std::min(comment.size(), kBytesLaidOut);
  while (end < comment.size() && end > 0 && (static_cast<unsigned char>(comment[end]) & 0xC0) == 0x80) --end;
  std::string text(comment.substr(0, end));
  std::ranges::replace_if(
      text, [](char c) { return c == '\n' || c == '\r' || c == '\t'; }, ' ');
  if (end < comment.size()) text += " ...";
  return text;
}

// The log rows `height` pixels take.
std::size_t rowsFor(float height) {
  return static_cast<std::size_t>(std::ceil(height / LogView::kRowHeight));
}

}  // namespace

CommentInLog layOutComment(TextCache& text, std::string_view heading, std::string_view comment, float width,
                           std::size_t logRows) {
  CommentInLog layout;
  layout.logRows = logRows;
  if (comment.empty() || logRows < 2) return layout;
  const std::string paragraph = oneParagraph(comment);
  if (logRows < 4) {
    // One line, led by the heading; the log keeps the rest.
    const float lead = text.measure(std::string(heading) + "  ", kHeadingSize).x;
    layout.lines = {text.fit(paragraph, kLineSize, width - lead)};
    layout.logRows = logRows - 1;
    layout.height = LogView::kRowHeight;
    return layout;
  }
  std::vector<std::string> lines = text.wrap(paragraph, kLineSize, width);
  // As many lines as leave the log a row.
  std::size_t most = kMostLines;
  while (most > 1 && rowsFor(kHeadingH + kLineH * static_cast<float>(most) + 6) > logRows - 1) --most;
  if (lines.size() > most) {
    // What fit on the next line does not fit after the last one shown: "..." says there is more.
    lines[most - 1] = text.fit(lines[most - 1] + " " + lines[most], kLineSize, width);
    lines.resize(most);
  }
  layout.headed = true;
  const std::size_t taken = rowsFor(kHeadingH + kLineH * static_cast<float>(lines.size()) + 6);
  layout.lines = std::move(lines);
  layout.logRows = logRows - taken;
  layout.height = LogView::kRowHeight * static_cast<float>(taken);
  return layout;
}

void drawComment(Ui& ui, std::string_view heading, const CommentInLog& layout, Vec2 at) {
  if (layout.lines.empty()) return;
  TextCache& text = ui.text();
  if (!layout.headed) {
    const float lead = text.draw(heading, kHeadingSize, {at.x, at.y + 2}, Palette::kAccent).x +
                       text.measure("  ", kHeadingSize).x;
    text.draw(layout.lines.front(), kLineSize, {at.x + lead, at.y}, Palette::kText);
    return;
  }
  text.draw(heading, kHeadingSize, at, Palette::kAccent);
  float y = at.y + kHeadingH;
  for (const std::string& line : layout.lines) {
    text.draw(line, kLineSize, {at.x, y}, Palette::kText);
    y += kLineH;
  }
  // A rule between the comment and the log under it.
  if (layout.logRows > 0) fillBox(ui.renderer(), {at.x, at.y + layout.height - 8, 60, 1}, Palette::kDimText);
}

}  // namespace gomoku::app
