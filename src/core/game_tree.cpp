#include "core/game_tree.h"

#include <algorithm>
#include <cassert>

namespace gomoku {

GameTree::Id GameTree::child(Id id, Point p) const {
  for (Id c : nodes_[id].children)
    if (nodes_[c].move == p) return c;
  return kNone;
}

GameTree::Id GameTree::next(Id id) const {
  const Node& node = nodes_[id];
  return node.children.empty() ? kNone : node.children[std::min(node.next, node.children.size() - 1)];
}

std::size_t GameTree::depth(Id id) const {
  std::size_t n = 0;
  for (; id != kRoot; id = nodes_[id].parent) ++n;
  return n;
}

std::vector<GameTree::Id> GameTree::path(Id id) const {
  std::vector<Id> nodes;
  for (; id != kRoot; id = nodes_[id].parent) nodes.push_back(id);
  std::reverse(nodes.begin(), nodes.end());
  return nodes;
}

bool GameTree::leadsTo(Id ancestor, Id id) const {
  for (;; id = nodes_[id].parent) {
    if (id == ancestor) return true;
    if (id == kRoot) return false;
  }
}

std::vector<Point> GameTree::lineAhead() const {
  std::vector<Point> line;
  for (Id id = next(current_); id != kNone; id = next(id)) line.push_back(nodes_[id].move);
  return line;
}

GameTree::Id GameTree::endOfLine(Id id) const {
  for (Id after = next(id); after != kNone; after = next(id)) id = after;
  return id;
}

bool GameTree::onMainLine(Id id) const {
  return variationStart(id) == kNone;
}

GameTree::Id GameTree::variationStart(Id id) const {
  for (; id != kRoot; id = nodes_[id].parent)
    if (nodes_[nodes_[id].parent].children.front() != id) return id;
  return kNone;
}

std::vector<GameTree::Id> GameTree::preorder() const {
  std::vector<Id> order;
  std::vector<Id> stack{kRoot};
  while (!stack.empty()) {
    const Id id = stack.back();
    stack.pop_back();
    order.push_back(id);
    const std::vector<Id>& children = nodes_[id].children;
    for (auto c = children.rbegin(); c != children.rend(); ++c) stack.push_back(*c);
  }
  return order;
}

bool GameTree::branches() const {
  return std::ranges::any_of(nodes_, [](const Node& n) { return !n.removed && n.children.size() > 1; });
}

bool GameTree::hasComments() const {
  return std::ranges::any_of(nodes_, [](const Node& n) { return !n.removed && !n.comment.empty(); });
}

GameTree::Id GameTree::mainLineEnd() const {
  Id id = kRoot;
  while (!nodes_[id].children.empty()) id = nodes_[id].children.front();
  return id;
}

GameTree::Id GameTree::enter(Point p, Stone stone) {
  Id id = child(current_, p);
  if (id == kNone) {
    id = static_cast<Id>(nodes_.size());
    Node node;
    node.move = p;
    node.stone = stone;
    node.parent = current_;
    nodes_.push_back(std::move(node));
    nodes_[current_].children.push_back(id);
    ++count_;
  }
  std::vector<Id>& siblings = nodes_[current_].children;
  nodes_[current_].next =
      static_cast<std::size_t>(std::find(siblings.begin(), siblings.end(), id) - siblings.begin());
  current_ = id;
  return id;
}

void GameTree::up() {
  if (current_ == kRoot) return;
  const Id left = current_;
  current_ = nodes_[left].parent;
  std::vector<Id>& siblings = nodes_[current_].children;
  nodes_[current_].next =
      static_cast<std::size_t>(std::find(siblings.begin(), siblings.end(), left) - siblings.begin());
}

bool GameTree::down() {
  const Id id = next(current_);
  if (id == kNone) return false;
  current_ = id;
  return true;
}

void GameTree::select(Id id) {
  for (; id != kRoot; id = nodes_[id].parent) {
    Node& parent = nodes_[nodes_[id].parent];
    parent.next = static_cast<std::size_t>(std::find(parent.children.begin(), parent.children.end(), id) -
                                           parent.children.begin());
  }
}

bool GameTree::promote(Id id) {
  if (!contains(id) || id == kRoot) return false;
  Node& parent = nodes_[nodes_[id].parent];
  auto at = std::find(parent.children.begin(), parent.children.end(), id);
  if (at == parent.children.begin()) return false;
  const Id followed = next(nodes_[id].parent);
  std::rotate(parent.children.begin(), at, at + 1);
  parent.next = static_cast<std::size_t>(std::find(parent.children.begin(), parent.children.end(), followed) -
                                         parent.children.begin());
  return true;
}

bool GameTree::remove(Id id) {
  if (!contains(id) || id == kRoot || leadsTo(id, current_)) return false;
  Node& parent = nodes_[nodes_[id].parent];
  const Id followed = next(nodes_[id].parent);
  std::erase(parent.children, id);
  auto at = std::find(parent.children.begin(), parent.children.end(), followed);
  parent.next = at == parent.children.end() ? 0 : static_cast<std::size_t>(at - parent.children.begin());
  removeSubtree(id);
  return true;
}

void GameTree::prune(Id id) {
  std::vector<Id> children = std::move(nodes_[id].children);
  nodes_[id].children.clear();
  nodes_[id].next = 0;
  for (Id c : children) removeSubtree(c);
}

void GameTree::removeSubtree(Id id) {
  std::vector<Id> stack{id};
  while (!stack.empty()) {
    Node& node = nodes_[stack.back()];
    stack.pop_back();
    assert(!node.removed);
    stack.insert(stack.end(), node.children.begin(), node.children.end());
    node = Node{};
    node.removed = true;
    --count_;
  }
}

std::size_t variationCount(const GameTree& tree) {
  std::size_t count = 0;
  for (GameTree::Id id : tree.preorder())
    count += tree.children(id).empty() ? 0 : tree.children(id).size() - 1;
  return count;
}

}  // namespace gomoku
