#include "core/sgf_tree.h"

#include <cctype>
#include <charconv>
#include <cstdio>

namespace gomoku::sgf {

namespace {

class TreeReader {
 public:
  explicit TreeReader(std::string_view text) : text_(text) {}

  // A '(' remembers the node its variation follows, a ')' goes back to it: a stack, not recursion.
  Result<std::vector<TreeNode>> read() {
    pos_ = text_.find('(');
    if (pos_ == std::string_view::npos) return Error{"not an SGF record (no '(' begins a game)"};
    for (std::size_t i = 0; i < pos_; ++i)
      if (text_[i] == '\n') ++line_;
    ++pos_;
    std::vector<TreeNode> nodes;
    std::vector<std::size_t> branches{TreeNode::kNoParent};
    std::size_t last = TreeNode::kNoParent;
    while (!branches.empty()) {
      skipSpace();
      if (pos_ >= text_.size()) return at(line_, "the record ends before its ')'");
      const char c = text_[pos_++];
      if (c == ')') {
        last = branches.back();
        branches.pop_back();
        continue;
      }
      if (c == '(') {
        if (nodes.empty()) continue;  // "((;" : the game tree's own bracket twice
        branches.push_back(last);
        continue;
      }
      if (c != ';') return at(line_, std::string("'") + printable(c) + "' where a node (';') should begin");
      if (last == TreeNode::kNoParent && !nodes.empty())
        return at(line_, "a second game tree begins inside the first");
      Result<Node> node = readNode();
      if (!node) return Error{node.error()};
      nodes.push_back({std::move(*node), last});
      last = nodes.size() - 1;
    }
    if (nodes.empty()) return at(line_, "the game has no node");
    return nodes;
  }

 private:
  static std::string printable(char c) {
    if (c >= ' ' && c <= '~') return std::string(1, c);
    char code[8];
    std::snprintf(code, sizeof code, "\\x%02X", static_cast<unsigned char>(c));
    return code;
  }

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) {
      if (text_[pos_] == '\n') ++line_;
      ++pos_;
    }
  }

  Result<Node> readNode() {
    Node node;
    while (true) {
      skipSpace();
      if (pos_ >= text_.size() || !std::isalpha(static_cast<unsigned char>(text_[pos_]))) return node;
      Property property;
      property.line = line_;
      std::string written;
      while (pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_]))) {
        written += text_[pos_];
        if (std::isupper(static_cast<unsigned char>(text_[pos_]))) property.id += text_[pos_];
        ++pos_;
      }
      if (property.id.empty()) return at(property.line, "property " + written + " has no upper-case letter");
      skipSpace();
      while (pos_ < text_.size() && text_[pos_] == '[') {
        Result<std::string> value = readValue();
        if (!value) return Error{value.error()};
        property.values.push_back(std::move(*value));
        skipSpace();
      }
      if (property.values.empty()) return at(property.line, "property " + written + " has no value");
      node.push_back(std::move(property));
    }
  }

  // A value between brackets: "\]" is a bracket, "\\" a backslash, a backslash before a line
  // break joins the lines.
  Result<std::string> readValue() {
    const int start = line_;
    std::string value;
    ++pos_;
    while (pos_ < text_.size() && text_[pos_] != ']') {
      char c = text_[pos_++];
      if (c == '\n') ++line_;
      if (c == '\\' && pos_ < text_.size()) {
        c = text_[pos_++];
        if (c == '\n' || c == '\r') {
          if (c == '\n') ++line_;
          // A soft line break: "\\\r\n" and "\\\n\r" are one break.
          if (pos_ < text_.size() && (text_[pos_] == '\n' || text_[pos_] == '\r') && text_[pos_] != c) {
            if (text_[pos_] == '\n') ++line_;
            ++pos_;
          }
          continue;
        }
      }
      value += c;
    }
    if (pos_ >= text_.size()) return at(start, "a value opened with '[' is never closed");
    ++pos_;
    return value;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace

Result<std::vector<TreeNode>> readTree(std::string_view text) {
  return TreeReader(text).read();
}

Result<std::vector<Node>> readMainLine(std::string_view text) {
  Result<std::vector<TreeNode>> tree = readTree(text);
  if (!tree) return Error{tree.error()};
  // A node's first child comes right after it in the order written.
  std::vector<Node> line;
  for (std::size_t i = 0; i < tree->size(); ++i) {
    if (i > 0 && (*tree)[i].parent != i - 1) break;
    line.push_back(std::move((*tree)[i].properties));
  }
  return line;
}

// A value from the file as an error message shows it: printable ASCII, cut short.
std::string shown(std::string_view value) {
  constexpr std::size_t kLongest = 24;
  std::string text;
  for (char c : value.substr(0, kLongest)) text += c >= ' ' && c <= '~' ? c : '?';
  if (value.size() > kLongest) text += "...";
  return text;
}

Error at(int line, const std::string& why) {
  return {"line " + std::to_string(line) + ": " + why};
}

// Reads the nodes of the main line of the first game tree in the text.
std::optional<int> wholeNumber(std::string_view text) {
  int value = 0;
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<Point> sgfPoint(std::string_view text, int size) {
  if (text.size() != 2 || !std::islower(static_cast<unsigned char>(text[0])) ||
      !std::islower(static_cast<unsigned char>(text[1]))) {
    return std::nullopt;
  }
  Point p{text[0] - 'a', text[1] - 'a'};
  if (p.x >= size || p.y >= size) return std::nullopt;
  return p;
}

std::optional<std::vector<Point>> sgfPoints(std::string_view text, int size) {
  std::optional<Point> from = sgfPoint(text.substr(0, 2), size);
  std::optional<Point> to = from;
  if (text.size() == 5 && text[2] == ':') to = sgfPoint(text.substr(3), size);
  if (!from || !to || (text.size() != 2 && text.size() != 5) || to->x < from->x || to->y < from->y)
    return std::nullopt;
  std::vector<Point> points;
  for (int y = from->y; y <= to->y; ++y)
    for (int x = from->x; x <= to->x; ++x) points.push_back({x, y});
  return points;
}

std::string sgfText(Point p) {
  return {static_cast<char>('a' + p.x), static_cast<char>('a' + p.y)};
}

std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace gomoku::sgf
