// The moves of a game as a tree, as SGF holds them: the root is the position before the first
// move, each node one act (a stone; in Go a pass too; under a renju opening rule a fifth move offered
// or picked),
// its first child the main line, the others its variations. The game stands at one node; redo walks
// down the line last visited from there (the main line at first). Ids stay valid until their node
// is removed. Every walk is a loop: a tree as deep as a board has points never recurses.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/point.h"

namespace gomoku {

class GameTree {
 public:
  using Id = std::uint32_t;
  static constexpr Id kRoot = 0;
  static constexpr Id kNone = 0xFFFFFFFF;

  struct Node {
    // The act that leads here: kNoPoint at the root, and for a pass in Go (whose stone is the colour
    // that passed: only the root has neither point nor stone).
    Point move = kNoPoint;
    Stone stone = Stone::Empty;  // the stone it put on the board; Empty for a fifth move offered
    Id parent = kNone;
    std::vector<Id> children;  // the first continues the main line
    std::size_t next = 0;      // the child redo walks into: the one visited last
    std::string comment;       // SGF's C[]
    bool removed = false;
  };

  GameTree() : nodes_(1) {}

  Id current() const { return current_; }
  bool contains(Id id) const { return id < nodes_.size() && !nodes_[id].removed; }
  const Node& node(Id id) const { return nodes_[id]; }
  std::span<const Id> children(Id id) const { return nodes_[id].children; }
  // The child of `id` that plays p (a pass for kNoPoint), kNone when there is none.
  Id child(Id id, Point p) const;
  // The child redo walks into from `id`, kNone at the end of a line.
  Id next(Id id) const;
  // The number of acts from the root to `id`.
  std::size_t depth(Id id) const;
  // The nodes from the root (left out) down to `id`, first act first.
  std::vector<Id> path(Id id) const;
  // True when `ancestor` is `id` or lies on its path from the root.
  bool leadsTo(Id ancestor, Id id) const;
  // The acts redo would play from the current node, the next one first.
  std::vector<Point> lineAhead() const;
  // The node a line ends at when followed from `id` by redo's choices.
  Id endOfLine(Id id) const;
  // The last node of the main line: first children from the root.
  Id mainLineEnd() const;
  // True when every step from the root to `id` is a first child.
  bool onMainLine(Id id) const;
  // The first node of the variation `id` lies in (the nearest ancestor, or itself, that is not a
  // first child); kNone on the main line.
  Id variationStart(Id id) const;
  // Every node in preorder (each before its subtrees, first child first), the root first.
  std::vector<Id> preorder() const;
  // The number of nodes after the root.
  std::size_t size() const { return count_; }
  // True when some node has more than one child.
  bool branches() const;
  bool hasComments() const;

  // Walks into the child that plays p, made (after the others, putting down `stone`) when there is none.
  Id enter(Point p, Stone stone);
  // To the parent (the root stays); redo then walks back into the node left.
  void up();
  // Into the child redo walks into; false at the end of a line.
  bool down();
  // Makes redo's choices lead from the root to `id`.
  void select(Id id);
  // `id` becomes the first child of its parent: the main line at its branch point.
  bool promote(Id id);
  // Removes `id` and everything under it; never the root, nor a node the game stands on.
  bool remove(Id id);
  // Removes everything under `id`.
  void prune(Id id);
  // Redo follows the first child everywhere again (as in a record just read).
  void followMainLines() {
    for (Node& n : nodes_) n.next = 0;
  }
  void setComment(Id id, std::string comment) { nodes_[id].comment = std::move(comment); }

 private:
  void removeSubtree(Id id);

  std::vector<Node> nodes_;
  Id current_ = kRoot;
  std::size_t count_ = 0;
};

// The number of variations: the nodes that are not their parent's first child.
std::size_t variationCount(const GameTree& tree);

}  // namespace gomoku
