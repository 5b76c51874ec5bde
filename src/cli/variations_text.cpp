#include "cli/variations_text.h"

#include <ostream>
#include <span>

namespace gomoku::cli {

void listVariations(const GameTree& tree, const std::string& here, const MoveName& name, std::ostream& out) {
  const std::span<const GameTree::Id> next = tree.children(tree.current());
  if (next.empty()) {
    out << here << " no move follows.\n";
    return;
  }
  out << here << ":";
  for (std::size_t i = 0; i < next.size(); ++i) {
    const std::size_t length = tree.depth(tree.endOfLine(next[i])) - tree.depth(tree.current());
    out << (i == 0 ? " " : ", ") << i + 1 << ". " << name(next[i]);
    if (i == 0 && tree.onMainLine(next[i])) out << " (the main line)";
    if (length > 1) out << " (" << length << " moves)";
  }
  out << (next.size() > 1 ? ". Type variation N to step into one.\n"
                          : ". Redo plays it; a move played here starts a variation.\n");
}

bool stepIntoVariation(const GameTree& tree, std::size_t number, const MoveName& name,
                       const std::function<bool(GameTree::Id)>& goTo, std::ostream& out) {
  const std::span<const GameTree::Id> next = tree.children(tree.current());
  if (number == 0 || number > next.size()) {
    out << (next.empty()
                ? std::string("No move follows here.")
                : "There " +
                      std::string(next.size() == 1 ? "is 1 move"
                                                   : "are " + std::to_string(next.size()) + " moves") +
                      " to follow here (type variations).")
        << '\n';
    return false;
  }
  const GameTree::Id into = next[number - 1];
  const std::string move = name(into);
  if (!goTo(into)) {
    out << "The variation at " << move << " cannot be stepped into here.\n";
    return false;
  }
  out << "Into the variation at " << move << ".\n";
  // A record's comment on the move stepped to, as SGF keeps it.
  if (const std::string& comment = tree.node(tree.current()).comment; !comment.empty())
    out << "Comment: " << comment << '\n';
  return true;
}

}  // namespace gomoku::cli
