// The tree of moves in the save file (docs/save-format.md): format 5, a Gomoku game whose moves
// branch into variations or carry comments, and format 6, such a game of Go, write it in preorder.
// The bytes of the tree and the checks of its shape live here; save_file.cpp and go/save_format.cpp
// replay it through each game's rules.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/result.h"
#include "core/save_bytes.h"

namespace gomoku::save_tree {

// A tree of a hundred thousand acts is far beyond any study; its file is at most this long.
constexpr std::size_t kMostNodes = 100000;
constexpr std::size_t kMaxSaveSize = 4 << 20;

// Does the game need format 5: set-up stones (formats 1, 3 and 4 would make them moves that undo
// takes back), some node with more than one child, or a comment?
bool needed(const Game& game);

// The tree's part of the file, from the count of nodes to the last node. A pass in Go is written
// as the point FF FF.
void write(const GameTree& tree, save_bytes::ByteWriter& out);

// A node as the file gives it, in preorder; the root first.
struct SavedNode {
  Point move = kNoPoint;  // the root's is kNoPoint; a pass is {255, 255}
  std::size_t children = 0;
  std::string comment;
};
struct SavedTree {
  std::vector<SavedNode> nodes;
  std::size_t current = 0;  // the node the game stands at, in preorder
  std::size_t lineEnd = 0;  // the end of the line redo plays from there
};

// The length of a format 5 file whose tree begins at `at`, as far as `bytes` go to tell it.
std::size_t length(std::span<const std::uint8_t> bytes, std::size_t at);
// The tree from `reader` (a file whose length was checked), its shape checked: the counts of
// children close it exactly, the two positions are nodes of it, every comment is UTF-8.
Result<SavedTree> read(save_bytes::ByteReader& reader);

}  // namespace gomoku::save_tree
