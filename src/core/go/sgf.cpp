// Go's records in SGF (GM[1]), on the SGF reader the Gomoku records share (core/sgf_tree.h).
#include "core/go/sgf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

#include "core/go/handicap.h"
#include "core/save_file.h"
#include "core/sgf_tree.h"

namespace gomoku::go {
namespace {

using sgf::at;
using sgf::escaped;
using sgf::Node;
using sgf::Property;
using sgf::sgfPoint;
using sgf::sgfText;
using sgf::shown;
using sgf::wholeNumber;

std::optional<double> realNumber(std::string_view text) {
  double value = 0;
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
  if (error != std::errc{} || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::string komiText(double komi) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", komi);
  return text;
}

// Properties the record's own fields stand for (the setup, the moves, the comments); the root's
// others are the game's information, kept as read. KM and HA are kept in their place too, written
// back with the game's own values.
bool writtenByUs(const std::string& id) {
  for (const char* own : {"FF", "GM", "CA", "AP", "SZ", "C", "B", "W", "AB", "AW", "AE", "PL"})
    if (id == own) return true;
  return false;
}

// Builds the game node by node: the setup until the first move, then the moves, each node from the
// node it follows (core/sgf_tree.h gives them in the order written, a variation after its line).
class RecordBuilder {
 public:
  // The next node of the tree, from the node it follows (none for the root).
  std::optional<Error> take(const sgf::TreeNode& node) {
    if (node.parent != sgf::TreeNode::kNoParent && game_) {
      // The nodes come in order: the one a node follows is on the way back from the last.
      const GameTree::Id from = reached_[node.parent];
      if (game_->tree().current() != from) game_->goTo(from);
    }
    for (const Property& property : node.properties) {
      if (auto error = takeProperty(property)) return error;
    }
    for (const Property& property : node.properties) {
      if (property.id != "C") continue;
      // The comments before the first move are the game's, on the root.
      if (game_)
        game_->setComment(game_->tree().current(), property.values.front());
      else
        rootComment_ += (rootComment_.empty() ? "" : "\n\n") + property.values.front();
    }
    reached_.push_back(game_ ? game_->tree().current() : GameTree::kRoot);
    return std::nullopt;
  }

  Result<Record> finish() {
    if (!game_) {
      if (auto error = startGame(std::nullopt, line_)) return *error;
    }
    game_->toMainLineEnd();
    // A record that ends in a resignation is a game over.
    const std::string& result = info_.result;
    if (!game_->isOver() && (result.starts_with("B+R") || result.starts_with("W+R"))) {
      game_->resign(result[0] == 'B' ? Stone::White : Stone::Black);
    }
    game_->setRecordInfo(std::move(fields_));
    return Record{std::move(*game_), std::move(info_)};
  }

 private:
  // The game's information: the root's (the nodes before the first move), and PB, PW and RE
  // wherever they come, the last one given standing.
  void keep(const Property& p) {
    const bool named = p.id == "PB" || p.id == "PW" || p.id == "RE";
    if (named)
      (p.id == "PB" ? info_.blackName : p.id == "PW" ? info_.whiteName : info_.result) = p.values.front();
    if (writtenByUs(p.id) || (game_ && !named)) return;
    auto same = std::ranges::find(fields_, p.id, &Game::RecordField::id);
    if (same != fields_.end() && named)
      same->value = p.values.front();
    else
      fields_.push_back({p.id, p.values.front()});
  }

  std::optional<Error> takeProperty(const Property& p) {
    line_ = p.line;
    const std::string& id = p.id;
    keep(p);
    if (id == "B" || id == "W") return takeMove(p, id == "B" ? Stone::Black : Stone::White);
    const bool setup = id == "GM" || id == "SZ" || id == "KM" || id == "HA" || id == "PL" || id == "AB" ||
                       id == "AW" || id == "AE";
    if (!setup) return std::nullopt;  // comments, times, marks: not part of the game
    if (game_) return at(p.line, id + " after the first move: this program sets a game up only before it");
    if (id == "AB" || id == "AW" || id == "AE") return takePoints(p);
    if (p.values.size() != 1) return at(p.line, id + " has " + std::to_string(p.values.size()) + " values");
    const std::string& value = p.values.front();
    if (id == "GM") {
      if (value != "1")
        return at(p.line, "GM[" + shown(value) + "] is a record of another game (Go is GM[1])");
    } else if (id == "SZ") {
      std::optional<int> size = wholeNumber(value);
      if (!size) return at(p.line, "SZ[" + shown(value) + "]: only square boards are played (SZ[19])");
      if (!isBoardSize(*size)) {
        return at(p.line, "board size " + shown(value) + " is outside " + std::to_string(kMinBoardSize) +
                              ".." + std::to_string(kMaxBoardSize));
      }
      if (!black_.empty() || !white_.empty()) return at(p.line, "SZ after the setup stones");
      setup_.boardSize = *size;
    } else if (id == "KM") {
      std::optional<double> komi = realNumber(value);
      if (!komi) return at(p.line, "KM[" + shown(value) + "] is not a number");
      setup_.komi = *komi;
    } else if (id == "HA") {
      std::optional<int> handicap = wholeNumber(value);
      if (!handicap || *handicap < 0 || *handicap > 9)
        return at(p.line, "HA[" + shown(value) + "] is not 0..9");
      setup_.handicap = *handicap;
    } else if (id == "PL") {
      if (value != "B" && value != "W" && value != "b" && value != "w")
        return at(p.line, "PL[" + shown(value) + "] is neither B nor W");
      toMove_ = value == "B" || value == "b" ? Stone::Black : Stone::White;
    }
    return std::nullopt;
  }

  // AB, AW and AE: single points and rectangles ("aa:cc").
  std::optional<Error> takePoints(const Property& p) {
    for (const std::string& value : p.values) {
      std::optional<std::vector<Point>> points = sgf::sgfPoints(value, setup_.boardSize);
      if (!points) {
        return at(p.line, p.id + "[" + shown(value) + "] is not a point or a rectangle of the " +
                              std::to_string(setup_.boardSize) + "x" + std::to_string(setup_.boardSize) +
                              " board");
      }
      for (const Point q : *points) {
        std::erase(black_, q);
        std::erase(white_, q);
        if (p.id == "AB") black_.push_back(q);
        if (p.id == "AW") white_.push_back(q);
      }
    }
    return std::nullopt;
  }

  std::optional<Error> startGame(std::optional<Stone> firstMover, int line) {
    if (setup_.handicap >= 2 && black_.empty() && white_.empty()) {
      // HA without AB: the stones stand on the standard points.
      black_ = handicapPoints(setup_.boardSize, setup_.handicap);
      if (black_.empty())
        return at(line, "HA[" + std::to_string(setup_.handicap) + "] has no standard points");
    }
    Stone first = Stone::Black;
    if (toMove_) {
      first = *toMove_;
    } else if (firstMover) {
      first = *firstMover;
    } else if (setup_.handicap >= 2 && white_.empty()) {
      first = Stone::White;
    }
    Result<Game> game = Game::fromPosition(setup_, black_, white_, first);
    if (!game) return at(line, game.error());
    game_ = std::move(*game);
    game_->setComment(GameTree::kRoot, rootComment_);
    return std::nullopt;
  }

  std::optional<Error> takeMove(const Property& p, Stone colour) {
    if (!game_) {
      if (auto error = startGame(colour, p.line)) return error;
    }
    const int size = game_->boardSize();
    const std::string& value = p.values.front();
    const std::string number = "move " + std::to_string(game_->moveCount() + 1);
    if (p.values.size() != 1)
      return at(p.line, number + " has " + std::to_string(p.values.size()) + " values");
    if (colour != game_->sideToMove()) {
      return at(p.line, number + " is " + std::string(stoneName(colour)) + "'s, but " +
                            std::string(stoneName(game_->sideToMove())) + " is to play");
    }
    Move move = Move::pass();
    // An empty value is a pass; so is "tt" on boards up to 19x19 (FF[3]).
    if (!value.empty() && !(value == "tt" && size <= 19)) {
      std::optional<Point> point = sgfPoint(value, size);
      if (!point) {
        return at(p.line, number + " " + p.id + "[" + shown(value) + "] is not a point of the " +
                              std::to_string(size) + "x" + std::to_string(size) + " board");
      }
      move = Move::play(*point);
    }
    if (auto illegal = game_->play(move)) {
      return at(p.line,
                number + " (" + p.id + " " + moveText(move, size) + ") is illegal: " + illegal->message());
    }
    return std::nullopt;
  }

  // A record without KM has no komi.
  GameSetup setup_{.komi = 0};
  std::vector<Point> black_, white_;
  std::optional<Stone> toMove_;
  std::optional<Game> game_;
  RecordInfo info_;
  std::vector<Game::RecordField> fields_;
  std::string rootComment_;
  // Where each node read left the game: the node its variations go on from.
  std::vector<GameTree::Id> reached_;
  int line_ = 1;
};

}  // namespace

Result<Record> readSgf(std::string_view text) {
  Result<std::vector<sgf::TreeNode>> nodes = sgf::readTree(text);
  if (!nodes) return Error{nodes.error()};
  RecordBuilder builder;
  for (const sgf::TreeNode& node : *nodes) {
    if (auto error = builder.take(node)) return *error;
  }
  return builder.finish();
}

namespace {

std::string property(std::string_view id, std::string_view value) {
  return std::string(id) + "[" + escaped(value) + "]";
}

// The root's properties: the record's own, the game's information in the order read (KM, HA, PB,
// PW and RE with the game's own values where it has them), the setup stones, the root's comment.
std::string rootText(const Game& game, const RecordInfo& info) {
  const GameSetup& setup = game.setup();
  std::string out = "(;FF[4]GM[1]CA[UTF-8]AP[Gomoku]SZ[" + std::to_string(setup.boardSize) + "]";
  std::string result = info.result;
  // A resignation at the end of the main line is its result when nothing else is said.
  if (result.empty() && game.endReason() == EndReason::Resignation &&
      game.tree().current() == game.tree().mainLineEnd())
    result = game.resigned() == Stone::Black ? "W+R" : "B+R";
  auto own = [&](std::string_view id) -> std::string {
    if (id == "KM") return komiText(setup.komi);
    if (id == "HA") return setup.handicap > 0 ? std::to_string(setup.handicap) : "";
    if (id == "PB") return info.blackName;
    if (id == "PW") return info.whiteName;
    if (id == "RE") return result;
    return "";
  };
  const std::vector<Game::RecordField>& fields = game.recordInfo();
  for (const char* id : {"KM", "HA", "PB", "PW", "RE"})
    if (!own(id).empty() && std::ranges::find(fields, id, &Game::RecordField::id) == fields.end())
      out += property(id, own(id));
  for (const Game::RecordField& field : fields) {
    const std::string value = own(field.id);
    out += property(field.id, value.empty() ? field.value : value);
  }
  for (Stone colour : {Stone::Black, Stone::White}) {
    if (game.setupStones(colour).empty()) continue;
    out += colour == Stone::Black ? "\nAB" : "\nAW";
    for (Point p : game.setupStones(colour)) out += "[" + sgfText(p) + "]";
  }
  // Who moves first is said outright whenever stones were set up or White begins.
  const bool setUp = !game.setupStones(Stone::Black).empty() || !game.setupStones(Stone::White).empty();
  if (setUp || game.firstToMove() == Stone::White)
    out += game.firstToMove() == Stone::Black ? "PL[B]" : "PL[W]";
  const std::string& comment = game.tree().node(GameTree::kRoot).comment;
  if (!comment.empty()) out += property("C", comment);
  return out;
}

}  // namespace

std::string writeSgf(const Game& game, const RecordInfo& info) {
  const GameTree& tree = game.tree();
  std::string out = rootText(game, info);
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
    out += count++ % 10 == 0 ? "\n;" : ";";
    // A pass is an empty value (FF[4]).
    out +=
        (node.stone == Stone::Black ? "B[" : "W[") + (node.move == kNoPoint ? "" : sgfText(node.move)) + "]";
    if (!node.comment.empty()) out += property("C", node.comment);
    stack.push_back({id});
  }
  return out + ")\n";
}

Result<Record> readSgfFile(const std::filesystem::path& path) {
  Result<std::vector<std::uint8_t>> bytes = readFileBytes(path, kMaxSgfSize);
  if (!bytes) return Error{bytes.error()};
  const std::string prefix = "cannot load \"" + path.string() + "\": ";
  if (bytes->size() > kMaxSgfSize) {
    return Error{prefix + "longer than " + std::to_string(kMaxSgfSize >> 20) +
                 " MiB, which no game record is"};
  }
  Result<Record> record =
      readSgf(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
  if (!record) return Error{prefix + record.error()};
  return record;
}

std::optional<Error> writeSgfFile(const Game& game, const RecordInfo& info,
                                  const std::filesystem::path& path) {
  const std::string text = writeSgf(game, info);
  return writeFileAtomically(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                             path);
}

}  // namespace gomoku::go
