// The comment of the position in view (SGF's C[]; the root's is the game's), shown at the top of
// the log's box in Gomoku and Go alike: under a heading, wrapped to the box, at most three lines,
// the last cut with "..." when there is more (the comment's editor shows it whole). Where the box
// holds only a few of the log's lines (the analysis or a review above them), one line with the heading.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "app/text_cache.h"
#include "app/ui.h"

namespace gomoku::app {

// A comment typed in the window is at most this many bytes of UTF-8: 500 letters, or about 160
// Chinese characters, which the editor's field shows whole. A save holds up to 65535 bytes a
// comment, so whatever is typed is kept; a longer comment read from a record stays whole.
constexpr std::size_t kLongestComment = 500;

struct CommentInLog {
  std::vector<std::string> lines;  // empty: no comment, the log has its whole box
  bool headed = false;             // the heading on a line of its own above the lines
  std::size_t logRows = 0;         // the log's rows left under the comment
  float height = 0;                // what the comment takes from the top of the box (whole log rows)
};

// Lays `comment` out `width` wide over a log of `logRows` rows; `heading` names it.
CommentInLog layOutComment(TextCache& text, std::string_view heading, std::string_view comment, float width,
                           std::size_t logRows);
// Draws the comment laid out at `at` (the log's top left); the log goes `layout.height` lower.
void drawComment(Ui& ui, std::string_view heading, const CommentInLog& layout, Vec2 at);

}  // namespace gomoku::app
