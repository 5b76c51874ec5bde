#include "core/sgf_record.h"

#include <algorithm>
#include <cctype>
#include <span>

#include "core/move_text.h"
#include "core/psq.h"
#include "core/renju_openings.h"
#include "core/save_file.h"
#include "core/sgf_tree.h"

namespace gomoku {

namespace {

using sgf::at;
using sgf::Node;
using sgf::Property;
using sgf::shown;

constexpr std::size_t kMaxRecordSize = 1 << 20;  // a whole board of moves is a few kilobytes

std::string lower(std::string_view text) {
  std::string out(text);
  std::ranges::transform(out, out.begin(),
                         [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string playerName(const Player& player) {
  return player.isComputer() ? "Computer level " + std::to_string(player.level) : "";
}

std::string resultText(Outcome outcome) {
  switch (outcome) {
    case Outcome::BlackWins:
      return "B+";
    case Outcome::WhiteWins:
      return "W+";
    case Outcome::Draw:
      return "0";
    case Outcome::Ongoing:
      break;
  }
  return "";
}

// Properties of the root that the record's own fields stand for; the others are the game's
// information, kept as read.
bool writtenByUs(const std::string& id) {
  for (const char* own : {"FF", "GM", "CA", "AP", "SZ", "RU", "ON", "C", "B", "W", "AB", "AW", "AE", "PL"})
    if (id == own) return true;
  return false;
}

// The stones the root sets up with AB and AW (AE taking some away again, in the order written) and
// the side PL names to move, as a game from that position; the empty board when it sets up none.
Result<Game> setUpPosition(const Node& root, Rule rule, int size) {
  std::vector<Point> black;
  std::vector<Point> white;
  std::optional<Stone> toMove;
  int line = 0;
  for (const Property& p : root) {
    if (p.id == "PL") {
      const std::string& value = p.values.front();
      if (value != "B" && value != "W" && value != "b" && value != "w")
        return at(p.line, "PL[" + shown(value) + "] is neither B nor W");
      toMove = value == "B" || value == "b" ? Stone::Black : Stone::White;
    }
    if (p.id != "AB" && p.id != "AW" && p.id != "AE") continue;
    if (line == 0) line = p.line;
    for (const std::string& value : p.values) {
      std::optional<std::vector<Point>> points = sgf::sgfPoints(value, size);
      if (!points)
        return at(p.line, p.id + "[" + shown(value) + "] is not a point or a rectangle of the " +
                              std::to_string(size) + "x" + std::to_string(size) + " board");
      for (const Point q : *points) {
        std::erase(black, q);
        std::erase(white, q);
        if (p.id != "AE") (p.id == "AB" ? black : white).push_back(q);
      }
    }
  }
  if (black.empty() && white.empty()) return Game(rule, size);
  // Without PL the side to move is the one the counts leave to move.
  const Stone side = toMove.value_or(black.size() > white.size() ? Stone::White : Stone::Black);
  Result<Game> game = Game::setUp({rule, size, black, white, side});
  if (!game) return at(line, "the set-up position: " + game.error());
  return game;
}

// The size and the rule from the root, its information kept in `info`, and its set-up position.
Result<Game> setUp(const Node& root, Rule rule) {
  int size = 15;
  std::vector<Game::RecordField> info;
  for (const Property& p : root) {
    const std::string& value = p.values.front();
    if (p.id == "GM" && value != "4")
      return at(p.line, "GM[" + shown(value) + "] is a record of another game (Gomoku is GM[4])");
    if (p.id == "SZ") {
      std::optional<int> n = sgf::wholeNumber(value);
      if (!n || *n < kMinBoardSize || *n > kMaxBoardSize)
        return at(p.line, "SZ[" + shown(value) + "]: this game plays boards of " +
                              std::to_string(kMinBoardSize) + " to " + std::to_string(kMaxBoardSize) +
                              " lines");
      size = *n;
    }
    if (p.id == "RU") {
      std::optional<Rule> named = parseRule(lower(value));
      if (!named && lower(value) == "gomoku") named = Rule::Freestyle;
      if (!named) return at(p.line, "RU[" + shown(value) + "] is not freestyle, standard or renju");
      rule = *named;
    }
    if (!writtenByUs(p.id)) info.push_back({p.id, value});
  }
  Result<Game> game = setUpPosition(root, rule, size);
  if (game) game->setRecordInfo(std::move(info));
  return game;
}

// The moves of one node, checked by the rules, and its comment.
std::optional<Error> playNode(Game& game, const Node& node, bool isRoot) {
  const int size = game.board().size();
  for (const Property& p : node) {
    // The root's AB and AW were taken by setUp; a position set up again later is no game's.
    if (!isRoot && (p.id == "AB" || p.id == "AW" || p.id == "AE"))
      return at(p.line, "stones set up with " + p.id +
                            " after the first node: this game sets a position up only at the start");
    if (p.id != "B" && p.id != "W") continue;
    const std::string numbered = "move " + std::to_string(game.moves().size() + 1) + ": ";
    const Stone colour = p.id == "B" ? Stone::Black : Stone::White;
    if (colour != game.sideToMove())
      return at(p.line, numbered + p.id + " out of turn (" + (colour == Stone::Black ? "White" : "Black") +
                            " was to move)");
    std::optional<Point> point = sgf::sgfPoint(p.values.front(), size);
    if (!point)
      return at(p.line, numbered + p.id + "[" + shown(p.values.front()) + "] is no point of the board");
    if (auto illegal = game.play(*point))
      return at(p.line, numbered + p.values.front() + " is " + illegal->message());
  }
  for (const Property& p : node)
    if (p.id == "C") game.setComment(game.tree().current(), p.values.front());
  return std::nullopt;
}

// The setup from the root, then every node of the tree in the order written, each move checked by
// the rules; the game stands at the end of the main line.
Result<Game> replay(const std::vector<sgf::TreeNode>& nodes, Rule rule) {
  Result<Game> game = setUp(nodes.front().properties, rule);
  if (!game) return game;
  // Where each node of the record left the game: the node its variations go on from.
  std::vector<GameTree::Id> reached(nodes.size(), GameTree::kRoot);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (i > 0) {
      const GameTree::Id from = reached[nodes[i].parent];
      // The nodes come in order: the one a node follows is on the way back from the last.
      if (game->tree().current() != from && !game->goTo(from))
        return at(nodes[i].properties.empty() ? 1 : nodes[i].properties.front().line,
                  "a variation that cannot be reached");
    }
    if (auto error = playNode(*game, nodes[i].properties, i == 0)) return *error;
    reached[i] = game->tree().current();
  }
  game->toMainLineEnd();
  return game;
}

// The result at the end of the main line, whichever position the game stands at.
Outcome mainLineOutcome(const Game& game) {
  if (game.tree().current() == game.tree().mainLineEnd()) return game.outcome();
  Game end = game;
  end.goTo(end.tree().mainLineEnd());
  return end.outcome();
}

std::string property(std::string_view id, std::string_view value) {
  return std::string(id) + "[" + sgf::escaped(value) + "]";
}

// A set-up position's stones as SGF sets them up, AB[..] and AW[..], and PL[W] when White is to
// move: the tree's moves go on from them.
std::string setUpText(const Game& game) {
  const std::span<const Point> stones = game.moves().first(game.setUpStones());
  std::string out;
  for (std::size_t colour = 0; colour < 2; ++colour) {
    if (stones.size() <= colour) break;
    out += colour == 0 ? "AB" : "AW";
    for (std::size_t i = colour; i < stones.size(); i += 2) out += "[" + sgf::sgfText(stones[i]) + "]";
  }
  if (stones.size() % 2 == 1) out += "PL[W]";
  return out;
}

// The root's properties: the record's own, then the game's information.
std::string rootText(const Game& game) {
  std::string out = "(;FF[4]GM[4]CA[UTF-8]AP[Gomoku]SZ[" + std::to_string(game.board().size()) + "]RU[" +
                    std::string(ruleName(game.rule())) + "]";
  // SGF's opening property: renju's standard openings are how players file their games.
  if (std::optional<StandardOpening> opening = standardOpening(game))
    out += "ON[" + std::string(opening->name) + "]";
  out += setUpText(game);
  // The computer's names and the result of the main line stand for what the record said, where it
  // said it, else first; the rest of the record's information as it came.
  const std::string result = resultText(mainLineOutcome(game));
  auto own = [&](std::string_view id) {
    if (id == "PB") return playerName(game.player(Stone::Black));
    if (id == "PW") return playerName(game.player(Stone::White));
    if (id == "RE") return result;
    return std::string();
  };
  const std::vector<Game::RecordField>& info = game.recordInfo();
  for (const char* id : {"PB", "PW", "RE"})
    if (!own(id).empty() && std::ranges::find(info, id, &Game::RecordField::id) == info.end())
      out += property(id, own(id));
  for (const Game::RecordField& field : info) {
    const std::string value = own(field.id);
    out += property(field.id, value.empty() ? field.value : value);
  }
  const std::string& comment = game.tree().node(GameTree::kRoot).comment;
  if (!comment.empty()) out += property("C", comment);
  return out;
}

}  // namespace

std::string writeSgf(const Game& game) {
  const GameTree& tree = game.tree();
  std::string out = rootText(game);
  // Each node with the child it writes next; a node with several children puts each in brackets.
  struct Frame {
    GameTree::Id id;
    std::size_t child = 0;
  };
  std::vector<Frame> stack{{GameTree::kRoot}};
  int count = 0;
  while (!stack.empty()) {
    Frame& top = stack.back();
    const std::span<const GameTree::Id> children = tree.children(top.id);
    if (top.child == children.size()) {
      const GameTree::Id done = top.id;
      stack.pop_back();
      if (done != GameTree::kRoot && tree.children(tree.node(done).parent).size() > 1) out += ")";
      continue;
    }
    const GameTree::Id id = children[top.child++];
    if (children.size() > 1) out += "\n(";
    const GameTree::Node& node = tree.node(id);
    // A fifth move offered is no stone of the record: the stone White picks is.
    if (node.stone != Stone::Empty) {
      out += count++ % 10 == 0 ? "\n;" : ";";
      out += (node.stone == Stone::Black ? "B[" : "W[") + sgf::sgfText(node.move) + "]";
      if (!node.comment.empty()) out += property("C", node.comment);
    }
    stack.push_back({id});
  }
  return out + ")\n";
}

Result<Game> readSgf(std::string_view text, Rule rule) {
  Result<std::vector<sgf::TreeNode>> nodes = sgf::readTree(text);
  if (!nodes) return Error{nodes.error()};
  return replay(*nodes, rule);
}

namespace {

bool endsWith(const std::filesystem::path& path, std::string_view ending) {
  return lower(path.extension().string()) == ending;
}

}  // namespace

Result<Game> readGameFile(const std::filesystem::path& path, Rule rule) {
  if (!endsWith(path, ".sgf") && !endsWith(path, ".psq")) return readSaveFile(path);
  Result<std::vector<std::uint8_t>> bytes = readFileBytes(path, kMaxRecordSize);
  if (!bytes) return Error{bytes.error()};
  const std::string prefix = "cannot load \"" + path.string() + "\": ";
  if (bytes->size() > kMaxRecordSize) return Error{prefix + "larger than any game record"};
  const std::string_view text(reinterpret_cast<const char*>(bytes->data()), bytes->size());
  Result<Game> game = endsWith(path, ".sgf") ? readSgf(text, rule) : readPsq(text, rule);
  if (!game) return Error{prefix + game.error()};
  return game;
}

Result<Game> readRecordText(std::string_view text, Rule rule, int boardSize) {
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  const std::string_view record = start == std::string_view::npos ? "" : text.substr(start);
  if (record.starts_with("(")) return readSgf(record, rule);
  if (record.starts_with("Piskvorky")) return readPsq(record, rule);
  return readMoveText(record, rule, boardSize);
}

std::optional<Error> writeGameFile(const Game& game, const std::filesystem::path& path) {
  if (!endsWith(path, ".sgf") && !endsWith(path, ".psq")) return writeSaveFile(game, path);
  const std::string text = endsWith(path, ".sgf") ? writeSgf(game) : writePsq(game);
  return writeFileAtomically(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                             path);
}

}  // namespace gomoku
