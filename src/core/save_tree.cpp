#include "core/save_tree.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "core/utf8.h"

namespace gomoku::save_tree {

namespace {

// The count of nodes, the two positions, then the root's count of children and comment length.
constexpr std::size_t kTreeHeader = 4 + 4 + 4 + 2 + 2;
constexpr std::size_t kNodeHeader = 2 + 2 + 2;

Error impossible(const std::string& why) {
  return {"impossible: " + why};
}

void writeNode(const GameTree::Node& node, bool root, save_bytes::ByteWriter& out) {
  // kNoPoint, a pass, is written FF FF.
  if (!root) out.point(node.move);
  out.u16(static_cast<std::uint16_t>(node.children.size()));
  // A comment longer than the field holds is cut at the last whole character that fits.
  std::size_t length = std::min<std::size_t>(node.comment.size(), 0xFFFF);
  while (length < node.comment.size() && length > 0 && (node.comment[length] & 0xC0) == 0x80) --length;
  out.u16(static_cast<std::uint16_t>(length));
  out.bytes(std::span(reinterpret_cast<const std::uint8_t*>(node.comment.data()), length));
}

}  // namespace

bool needed(const Game& game) {
  return game.setUpStones() > 0 || game.tree().branches() || game.tree().hasComments();
}

void write(const GameTree& tree, save_bytes::ByteWriter& out) {
  const std::vector<GameTree::Id> order = tree.preorder();
  std::unordered_map<GameTree::Id, std::uint32_t> number;
  for (std::size_t i = 0; i < order.size(); ++i) number[order[i]] = static_cast<std::uint32_t>(i);
  out.u32(static_cast<std::uint32_t>(order.size() - 1));
  out.u32(number[tree.current()]);
  out.u32(number[tree.endOfLine(tree.current())]);
  for (GameTree::Id id : order) writeNode(tree.node(id), id == GameTree::kRoot, out);
}

std::size_t length(std::span<const std::uint8_t> bytes, std::size_t at) {
  const std::size_t size = bytes.size();
  auto u16 = [&](std::size_t i) { return static_cast<std::size_t>(bytes[i] | bytes[i + 1] << 8); };
  if (size < at + kTreeHeader) return at + kTreeHeader + save_bytes::kChecksumSize;
  const std::size_t nodes = save_bytes::ByteReader(bytes, at).u32();
  std::size_t end = at + kTreeHeader + u16(at + kTreeHeader - 2);
  // Each node is at least kNodeHeader bytes: the walk ends within the bytes there are.
  for (std::size_t i = 0; i < nodes; ++i) {
    if (size < end + kNodeHeader) return end + kNodeHeader + save_bytes::kChecksumSize;
    end += kNodeHeader + u16(end + kNodeHeader - 2);
  }
  return end + save_bytes::kChecksumSize;
}

Result<SavedTree> read(save_bytes::ByteReader& reader) {
  const std::uint32_t count = reader.u32();
  if (count > kMostNodes)
    return impossible(std::to_string(count) + " moves in the tree (there are at most " +
                      std::to_string(kMostNodes) + ")");
  SavedTree tree;
  tree.current = reader.u32();
  tree.lineEnd = reader.u32();
  tree.nodes.resize(count + 1);
  // The children still to come under the nodes read: none may be left over or missing.
  std::size_t open = 1;
  for (std::size_t i = 0; i <= count; ++i) {
    if (open == 0) return impossible("the tree ends before its move " + std::to_string(i));
    --open;
    SavedNode& node = tree.nodes[i];
    if (i > 0) node.move = reader.point();
    node.children = reader.u16();
    node.comment.resize(reader.u16());
    for (char& c : node.comment) c = static_cast<char>(reader.u8());
    if (!isValidUtf8(node.comment))
      return impossible("the comment of move " + std::to_string(i) + " in the tree is not UTF-8 text");
    open += node.children;
  }
  if (open != 0) return impossible(std::to_string(open) + " moves of the tree are missing");
  if (tree.current > count || tree.lineEnd > count)
    return impossible("the game stands at move " + std::to_string(std::max(tree.current, tree.lineEnd)) +
                      " of a tree of " + std::to_string(count));
  return tree;
}

}  // namespace gomoku::save_tree
