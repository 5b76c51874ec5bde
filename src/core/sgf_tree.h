// The parts of SGF (FF[4]) that the Go and the Gomoku records share: the reader of a record's
// tree (or of its main line alone), and the small conversions of its values. The reader walks the
// text once, without recursion (a record nested ten thousand variations deep is only text).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "core/result.h"

namespace gomoku::sgf {

struct Property {
  std::string id;  // the upper-case letters of the identifier ("AddBlack" in FF[3] is AB)
  std::vector<std::string> values;
  int line = 1;
};

using Node = std::vector<Property>;

// The nodes of the main line of the first game tree in `text`, or why it is not SGF.
Result<std::vector<Node>> readMainLine(std::string_view text);

// A node of the tree and the node it follows.
struct TreeNode {
  static constexpr std::size_t kNoParent = static_cast<std::size_t>(-1);
  Node properties;
  std::size_t parent = kNoParent;  // the root's is kNoParent
};
// Every node of the first game tree in `text` in the order written (each before the variations
// that follow it, the main line first), or why it is not SGF.
Result<std::vector<TreeNode>> readTree(std::string_view text);

// A value from the file as an error message shows it: printable ASCII, cut short.
std::string shown(std::string_view value);
// "line N: why".
Error at(int line, const std::string& why);
std::optional<int> wholeNumber(std::string_view text);
// A point "hd": column h, row d from the top; nullopt off a board of `size`.
std::optional<Point> sgfPoint(std::string_view text, int size);
// The points of a value of AB, AW or AE: one point, or a rectangle "aa:cc" (its corners, the top
// left first); nullopt when it is neither on a board of `size`.
std::optional<std::vector<Point>> sgfPoints(std::string_view text, int size);
std::string sgfText(Point p);
// A value with ']' and '\\' escaped.
std::string escaped(std::string_view text);

}  // namespace gomoku::sgf
