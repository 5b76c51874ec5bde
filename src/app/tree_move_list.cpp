#include "app/tree_move_list.h"

#include <algorithm>

#include "app/draw.h"

namespace gomoku::app {

namespace {

constexpr float kRowH = 26;
constexpr float kTextSize = 19;
constexpr float kVariationSize = 17;
constexpr float kHeadingSize = 16;
constexpr float kIndent = 12;      // a variation's rows sit this much further right than its line's
constexpr int kDeepestIndent = 3;  // deeper variations line up with the third

// Lays out lines; a variation inside a variation is laid out when its move comes, one level deeper
// (as deep as the board has points, each level a stone more).
class Layout {
 public:
  Layout(const GameTree& tree, std::size_t lead, const std::set<GameTree::Id>& folded)
      : tree_(tree), lead_(lead), folded_(folded) {}

  std::vector<TreeMoveList::Row> rows() && {
    if (!tree_.children(GameTree::kRoot).empty()) line(tree_.children(GameTree::kRoot)[0], 0, 0, false);
    return std::move(rows_);
  }

 private:
  void line(GameTree::Id start, std::size_t before, int indent, bool variation) {
    std::optional<TreeMoveList::Row> row;
    auto flush = [&] {
      if (row) rows_.push_back(*row);
      row.reset();
    };
    const bool folded = variation && folded_.contains(start);
    for (GameTree::Id n = start; n != GameTree::kNone;) {
      const GameTree::Node& node = tree_.node(n);
      const std::size_t stonesBefore = before;
      if (node.stone != Stone::Empty) {  // a fifth move offered is no move of the list
        const std::size_t slot = before + lead_;
        if (!row || row->number != slot / 2 + 1) {
          flush();
          row = TreeMoveList::Row{indent, slot / 2 + 1};
          if (n == start && variation) row->fold = start;
        }
        row->moves[slot % 2] = n;
        row->commented[slot % 2] = !node.comment.empty();
        ++before;
      }
      if (folded) break;
      // The variations beside this move, under its row.
      const std::span<const GameTree::Id> siblings = tree_.children(node.parent);
      if (n != start || !variation) {
        if (siblings.size() > 1 && siblings.front() == n) {
          flush();
          for (std::size_t i = 1; i < siblings.size(); ++i) line(siblings[i], stonesBefore, indent + 1, true);
        }
      }
      n = node.children.empty() ? GameTree::kNone : node.children.front();
    }
    flush();
  }

  const GameTree& tree_;
  std::size_t lead_;
  const std::set<GameTree::Id>& folded_;
  std::vector<TreeMoveList::Row> rows_;
};

std::optional<std::size_t> rowOf(const std::vector<TreeMoveList::Row>& rows, GameTree::Id node) {
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].moves[0] == node || rows[i].moves[1] == node) return i;
  return std::nullopt;
}

}  // namespace

std::vector<TreeMoveList::Row> TreeMoveList::layOut(const GameTree& tree, std::size_t lead,
                                                    const std::set<GameTree::Id>& folded) {
  return Layout(tree, lead, folded).rows();
}

void TreeMoveList::follow(const std::vector<Row>& rows, GameTree::Id shown, std::size_t visible,
                          bool headed) {
  const std::size_t head = headed ? 1 : 0;
  const std::size_t total = head + rows.size();
  if (std::optional<std::size_t> row = rowOf(rows, shown)) {
    const std::size_t inView = head + *row;
    if (inView < top_) top_ = inView;
    if (inView >= top_ + visible) top_ = inView + 1 - visible;
  } else if (shown == GameTree::kRoot) {
    top_ = 0;
  }
  top_ = std::min(top_, total > visible ? total - visible : 0);
}

std::optional<TreeMoveList::Click> TreeMoveList::draw(Ui& ui, Box box, SDL_Color panel,
                                                      const std::vector<Row>& rows,
                                                      const std::function<std::string(GameTree::Id)>& name,
                                                      GameTree::Id shown,
                                                      const std::set<GameTree::Id>& folded,
                                                      std::size_t visible, std::string_view heading) const {
  fillRoundedBox(ui.renderer(), box, 12, panel);
  const std::size_t head = heading.empty() ? 0 : 1;
  const std::size_t total = head + rows.size();
  std::optional<Click> clicked;
  for (std::size_t r = top_; r < total && r < top_ + visible; ++r) {
    const float y = box.y + 7 + static_cast<float>(r - top_) * kRowH;
    if (r < head) {
      const float left = box.x + 12;
      ui.text().draw(ui.text().fit(heading, kHeadingSize, box.x + box.w - 8 - left), kHeadingSize,
                     {left, y + 4}, Palette::kAccent);
      continue;
    }
    const Row& row = rows[r - head];
    const float indent = kIndent * static_cast<float>(std::min(row.indent, kDeepestIndent));
    const float size = row.indent == 0 ? kTextSize : kVariationSize;
    const float numberW = 44;
    const float left = box.x + indent;
    if (row.fold != GameTree::kNone) {
      const Box marker{left - 4, y, 16, kRowH - 2};
      if (ui.entry(folded.contains(row.fold) ? "+" : "-", marker, size, false))
        clicked = Click{Click::Kind::Fold, row.fold};
    }
    ui.text().draw(std::to_string(row.number) + ".", size, {left + numberW, y + 2}, Palette::kDimText,
                   Align::Right);
    const float moveW = (box.x + box.w - 8 - (left + numberW + 6)) / 2;
    for (std::size_t column = 0; column < 2; ++column) {
      const Box cell{left + numberW + 6 + static_cast<float>(column) * moveW, y, moveW - 4, kRowH - 2};
      const GameTree::Id node = row.moves[column];
      if (node == GameTree::kNone) {
        // White's move opens the row: Black's place holds the dots players write there.
        if (column == 0 && row.moves[1] != GameTree::kNone)
          ui.text().draw("...", size, {cell.x + 6, y + 2}, Palette::kDimText);
        continue;
      }
      if (ui.entry(name(node), cell, size, node == shown)) clicked = Click{Click::Kind::Move, node};
      // A comment on the move: a dot at the cell's corner, dark on the highlighted move.
      if (row.commented[column])
        fillDisc(ui.renderer(), {cell.x + cell.w - 5, cell.y + 6}, 3,
                 node == shown ? SDL_Color{36, 24, 14, 255} : Palette::kAccent);
    }
  }
  return clicked;
}

}  // namespace gomoku::app
