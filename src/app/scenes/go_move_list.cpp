// The Go scene's move list: the moves as Gomoku's list shows them (app/tree_move_list), numbered in
// pairs ("3. E5  D4", a pass as "pass"), each variation indented under the move it stands beside,
// foldable. A click shows the position after that move, in whichever line; Ctrl+Up and Ctrl+Down
// step between the moves beside each other; under the list, while a variation is in view, its two
// buttons: promote it, delete it (after asking). A stone played on a past position starts a
// variation there (against the computer, on the person's turn), and the engine answers in it.
#include <algorithm>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/scenes/confirm.h"
#include "app/scenes/go_scene.h"
#include "core/go/vertex.h"

namespace gomoku::app {

namespace {

constexpr float kButtonH = 28;

// Only while a variation is in view do its buttons take the list's last row.
bool variationInView(const GameTree& tree, GameTree::Id shown) {
  return shown != GameTree::kRoot && tree.variationStart(shown) != GameTree::kNone;
}

}  // namespace

std::size_t GoScene::moveListLead() const {
  return game().firstToMove() == Stone::White ? 1 : 0;
}

std::vector<TreeMoveList::Row> GoScene::moveRows() const {
  return TreeMoveList::layOut(game().tree(), moveListLead(), folded_);
}

// The turns shown count the moves along the line to where the game stands (a resignation, which is
// no node, after them).
GameTree::Id GoScene::shownNode() const {
  const GameTree& tree = game().tree();
  const std::vector<GameTree::Id> line = tree.path(tree.current());
  const std::size_t shown = shownMoves();
  if (shown >= line.size()) return tree.current();
  return shown == 0 ? GameTree::kRoot : line[shown - 1];
}

void GoScene::scrollMoveList() {
  const GameTree::Id shown = shownNode();
  const std::size_t visible = TreeMoveList::kRows - (variationInView(game().tree(), shown) ? 1 : 0);
  treeList_.follow(moveRows(), shown, visible, false);
}

void GoScene::drawMoveList(Ui& ui) {
  const GameTree& tree = game().tree();
  const int size = game().boardSize();
  auto name = [&](GameTree::Id node) { return go::moveText(go::Game::moveOf(tree.node(node)), size); };
  const GameTree::Id shown = shownNode();
  const bool buttons = variationInView(tree, shown);
  const std::size_t visible = TreeMoveList::kRows - (buttons ? 1 : 0);
  const Box box = kMoveListPanel;
  if (std::optional<TreeMoveList::Click> click =
          treeList_.draw(ui, box, Palette::kPanel, moveRows(), name, shown, folded_, visible))
    intents_.add({.kind = click->kind == TreeMoveList::Click::Kind::Move ? Intent::Kind::GoToNode
                                                                         : Intent::Kind::ToggleFold,
                  .node = click->node});
  if (!buttons || listing_) return;
  const float w = (box.w - 24) / 2;
  const float y = box.y + box.h - kButtonH - 6;
  if (ui.button(app_.tr(Text::PromoteVariation), {box.x + 8, y, w, kButtonH}))
    intents_.add({Intent::Kind::PromoteVariation});
  if (ui.button(app_.tr(Text::DeleteVariation), {box.x + 16 + w, y, w, kButtonH}))
    intents_.add({Intent::Kind::DeleteVariation});
}

// A move on the line the game follows is only a view; one in another line takes the game there, to
// the end of that line as far as it was followed, and shows the move.
void GoScene::goToNode(GameTree::Id node) {
  const GameTree& tree = game().tree();
  if (!tree.contains(node)) return;
  if (!tree.leadsTo(node, tree.current()) && !match_->goTo(tree.endOfLine(node))) return;
  if (node == tree.current()) return review_.toEnd();
  review_.show(game().moveCount(), tree.depth(node));
}

void GoScene::switchVariation(int direction) {
  const GameTree& tree = game().tree();
  const GameTree::Id shown = shownNode();
  if (shown == GameTree::kRoot) return;
  const std::span<const GameTree::Id> beside = tree.children(tree.node(shown).parent);
  const auto at = static_cast<std::ptrdiff_t>(std::ranges::find(beside, shown) - beside.begin());
  const std::ptrdiff_t to = at + direction;
  if (to < 0 || to >= static_cast<std::ptrdiff_t>(beside.size())) return;
  goToNode(beside[static_cast<std::size_t>(to)]);
}

std::string GoScene::numberedNode(GameTree::Id node) const {
  const GameTree& tree = game().tree();
  if (node == GameTree::kRoot || !tree.contains(node)) return {};
  const std::size_t slot = tree.depth(node) - 1 + moveListLead();
  return std::to_string(slot / 2 + 1) + (slot % 2 == 0 ? ". " : "... ") +
         go::moveText(go::Game::moveOf(tree.node(node)), game().boardSize());
}

void GoScene::playVariation(go::Move move) {
  const std::size_t nodes = game().tree().size();
  const session::GoMatch::Attempt attempt = match_->playFrom(shownMoves(), move);
  // The computer's turn there: no move of the person's can go in, and the person is told why.
  if (attempt.result == session::GoMatch::PlayResult::NotYourTurn) {
    const bool watched = match_->agentPlays(Stone::Black) && match_->agentPlays(Stone::White);
    return log_.add(watched ? Text::OnlyWatched : Text::ComputerMovedThere);
  }
  if (attempt.illegal) {
    app_.audio().play(Sound::Illegal);
    return log_.add(goIllegalKey(attempt.illegal->reason));
  }
  review_.toEnd();
  const GameTree& tree = game().tree();
  tellMove(tree.node(tree.current()).stone, move, static_cast<int>(game().turns().back().captured.size()));
  // The move the line made there walks on along it: no variation to tell of.
  const GameTree::Id made = tree.current();
  if (tree.size() > nodes && tree.children(tree.node(made).parent).front() != made)
    log_.add(Text::NewLineStarted, numberedNode(made));
  afterMove();
}

void GoScene::promoteVariation() {
  const GameTree::Id first = game().tree().variationStart(shownNode());
  if (first == GameTree::kNone) return;
  const std::string named = numberedNode(first);
  if (match_->promoteVariation(first)) log_.add(Text::VariationPromoted, named);
}

// A deleted variation cannot be brought back: the player says so first.
void GoScene::askToDeleteVariation() {
  const GameTree& tree = game().tree();
  const GameTree::Id first = tree.variationStart(shownNode());
  if (first == GameTree::kNone) return;
  std::size_t moves = 0;
  for (GameTree::Id id : tree.preorder())
    if (id != GameTree::kRoot && tree.leadsTo(first, id)) ++moves;
  app_.scenes().push(std::make_unique<ConfirmScene>(
      app_, deleteVariationQuestion(app_.language(), numberedNode(first), moves),
      std::string(app_.tr(Text::DeleteVariation)), std::string(app_.tr(Text::Cancel)),
      [this, first] { intents_.add({.kind = Intent::Kind::DeleteVariationConfirmed, .node = first}); }));
}

void GoScene::deleteVariation(GameTree::Id first) {
  const GameTree& tree = game().tree();
  if (!tree.contains(first)) return;
  const GameTree::Id branch = tree.node(first).parent;
  const std::string named = numberedNode(first);
  if (!match_->removeVariation(first)) return;
  folded_.erase(first);
  log_.add(Text::VariationDeleted, named);
  goToNode(branch);
}

}  // namespace gomoku::app
