// The Game scene's move list: the moves in notation, numbered in pairs as a renju player writes
// them ("12. h8  i9"), after a review with a reviewer's marks ("k9?"), under the name of the
// standard opening a renju game begins with; each variation indented under the move it stands
// beside, foldable. A click shows the position after that move, in whichever line; under the list,
// while a variation is in view, its two buttons: promote it, delete it.
#include <string>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/confirm.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"
#include "core/renju_openings.h"

namespace gomoku::app {

namespace {

constexpr float kButtonH = 28;

// The number of stones on the way to `node` from the tree's root: its number in the list.
std::size_t stonesTo(const GameTree& tree, GameTree::Id node) {
  std::size_t stones = 0;
  for (GameTree::Id id : tree.path(node)) stones += tree.node(id).stone == Stone::Empty ? 0 : 1;
  return stones;
}

// The moves of the position after `node`: a set-up position's stones, then the tree's.
std::size_t movesTo(const Game& game, GameTree::Id node) {
  return game.setUpStones() + stonesTo(game.tree(), node);
}

}  // namespace

std::vector<TreeMoveList::Row> GameScene::moveRows() const {
  const Game& game = match_->game();
  return TreeMoveList::layOut(game.tree(), pairLead(game), folded_);
}

GameTree::Id GameScene::shownNode() const {
  const Game& game = match_->game();
  const GameTree& tree = game.tree();
  const std::size_t shown = shownMoves();
  if (shown >= game.moves().size()) return tree.current();
  if (shown <= game.setUpStones()) return GameTree::kRoot;
  std::size_t stones = game.setUpStones();
  for (GameTree::Id id : tree.path(tree.current()))
    if (tree.node(id).stone != Stone::Empty && ++stones == shown) return id;
  return GameTree::kRoot;
}

// Only while a variation is in view do its buttons take the list's last row.
static bool variationInView(const GameTree& tree, GameTree::Id shown) {
  return shown != GameTree::kRoot && tree.variationStart(shown) != GameTree::kNone;
}

void GameScene::scrollMoveList() {
  const Game& game = match_->game();
  const GameTree::Id shown = shownNode();
  const std::size_t visible = TreeMoveList::kRows - (variationInView(game.tree(), shown) ? 1 : 0);
  treeList_.follow(moveRows(), shown, visible, standardOpening(game).has_value());
}

void GameScene::drawMoveList(Ui& ui, Box box) {
  const Game& game = match_->game();
  const GameTree& tree = game.tree();
  const int size = game.board().size();
  // After a review, a mistake is written as a reviewer would: "k9?", "k9??" (on the line reviewed).
  std::vector<session::MoveJudgement> judged;
  if (const session::GameAnalysis* reviewed = analysis())
    judged = session::judgeMoves(reviewed->game(), reviewed->verdicts());
  const GameTree::Id current = tree.current();
  auto name = [&](GameTree::Id node) {
    std::string text = toNotation(tree.node(node).move, size);
    if (tree.leadsTo(node, current)) {
      const std::size_t move = movesTo(game, node) - 1;
      if (move < judged.size()) text += session::markText(judged[move].mark);
    }
    return text;
  };
  const std::optional<StandardOpening> opening = standardOpening(game);
  const std::string heading = opening ? standardOpeningText(app_.language(), *opening) : "";
  const GameTree::Id shown = shownNode();
  const bool buttons = variationInView(tree, shown);
  const std::size_t visible = TreeMoveList::kRows - (buttons ? 1 : 0);
  if (std::optional<TreeMoveList::Click> click =
          treeList_.draw(ui, box, over(Palette::kPanel, Palette::kTable), moveRows(), name, shown, folded_,
                         visible, heading))
    intents_.add({.kind = click->kind == TreeMoveList::Click::Kind::Move ? Intent::Kind::GoToNode
                                                                         : Intent::Kind::ToggleFold,
                  .node = click->node});
  if (!buttons || overlay_ != Overlay::None) return;
  const float w = (box.w - 24) / 2;
  const float y = box.y + box.h - kButtonH - 6;
  if (ui.button(app_.tr(Text::PromoteVariation), {box.x + 8, y, w, kButtonH}))
    intents_.add({Intent::Kind::PromoteVariation});
  if (ui.button(app_.tr(Text::DeleteVariation), {box.x + 16 + w, y, w, kButtonH}))
    intents_.add({Intent::Kind::DeleteVariation});
}

// A move on the line the game follows is only a view; one in another line takes the game there,
// to the end of that line as far as it was followed, and shows the move.
void GameScene::goToNode(GameTree::Id node) {
  const GameTree& tree = match_->game().tree();
  if (!tree.contains(node)) return;
  if (!tree.leadsTo(node, tree.current()) && !match_->goTo(tree.endOfLine(node))) return;
  if (node == GameTree::kRoot) return review_.toStart(match_->game());
  review_.show(match_->game(), movesTo(match_->game(), node));
}

void GameScene::switchVariation(int direction) {
  const GameTree& tree = match_->game().tree();
  const GameTree::Id shown = shownNode();
  if (shown == GameTree::kRoot) return;
  const std::span<const GameTree::Id> beside = tree.children(tree.node(shown).parent);
  const auto at =
      static_cast<std::ptrdiff_t>(std::find(beside.begin(), beside.end(), shown) - beside.begin());
  const std::ptrdiff_t to = at + direction;
  if (to < 0 || to >= static_cast<std::ptrdiff_t>(beside.size())) return;
  goToNode(beside[static_cast<std::size_t>(to)]);
}

// "2. a1", "2... a1": a variation's first move as the list numbers it.
static std::string firstMoveText(const Game& game, GameTree::Id first) {
  return numberedMove(game, movesTo(game, first) - 1, game.tree().node(first).move);
}

std::string GameScene::numberedNode(GameTree::Id node) const {
  if (node == GameTree::kRoot || !tree().contains(node)) return {};
  return firstMoveText(match_->game(), node);
}

void GameScene::promoteVariation() {
  const Game& game = match_->game();
  const GameTree::Id first = game.tree().variationStart(shownNode());
  if (first == GameTree::kNone) return;
  const std::string named = firstMoveText(game, first);
  if (match_->promoteVariation(first)) log_.add(Text::VariationPromoted, named);
}

// A deleted variation cannot be brought back: the player says so first.
void GameScene::askToDeleteVariation() {
  const Game& game = match_->game();
  const GameTree& tree = game.tree();
  const GameTree::Id first = tree.variationStart(shownNode());
  if (first == GameTree::kNone) return;
  std::size_t moves = 0;
  for (GameTree::Id id : tree.preorder())
    if (id != GameTree::kRoot && tree.leadsTo(first, id)) ++moves;
  app_.scenes().push(std::make_unique<ConfirmScene>(
      app_, deleteVariationQuestion(app_.language(), firstMoveText(game, first), moves),
      std::string(app_.tr(Text::DeleteVariation)), std::string(app_.tr(Text::Cancel)),
      [this, first] { intents_.add({.kind = Intent::Kind::DeleteVariationConfirmed, .node = first}); }));
}

void GameScene::deleteVariation(GameTree::Id first) {
  const GameTree& tree = match_->game().tree();
  if (!tree.contains(first)) return;
  const GameTree::Id branch = tree.node(first).parent;
  const std::string named = firstMoveText(match_->game(), first);
  if (!match_->removeVariation(first)) return;
  folded_.erase(first);
  log_.add(Text::VariationDeleted, named);
  goToNode(branch);
}

}  // namespace gomoku::app
