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

// The setup from the first node, then every move in turn, each checked by the rules.
Result<Game> replay(const std::vector<Node>& nodes, Rule rule) {
  int size = 15;
  for (const Property& p : nodes.front()) {
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
    if (p.id == "AB" || p.id == "AW" || p.id == "AE")
      return at(p.line, "stones set up with " + p.id + ": this game replays records from the empty board");
  }
  Game game(rule, size);
  std::size_t move = 0;
  for (const Node& node : nodes) {
    for (const Property& p : node) {
      if (p.id != "B" && p.id != "W") continue;
      ++move;
      const std::string numbered = "move " + std::to_string(move) + ": ";
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
  }
  return game;
}

bool endsWith(const std::filesystem::path& path, std::string_view ending) {
  return lower(path.extension().string()) == ending;
}

}  // namespace

std::string writeSgf(const Game& game) {
  const int n = game.board().size();
  std::string out = "(;FF[4]GM[4]CA[UTF-8]AP[Gomoku]SZ[" + std::to_string(n) + "]RU[" +
                    std::string(ruleName(game.rule())) + "]";
  // SGF's opening property: renju's standard openings are how players file their games.
  if (std::optional<StandardOpening> opening = standardOpening(game))
    out += "ON[" + std::string(opening->name) + "]";
  if (std::string black = playerName(game.player(Stone::Black)); !black.empty())
    out += "PB[" + sgf::escaped(black) + "]";
  if (std::string white = playerName(game.player(Stone::White)); !white.empty())
    out += "PW[" + sgf::escaped(white) + "]";
  if (std::string result = resultText(game.outcome()); !result.empty()) out += "RE[" + result + "]";
  Stone colour = Stone::Black;
  int count = 0;
  for (Point p : game.moves()) {
    out += count++ % 10 == 0 ? "\n;" : ";";
    out += (colour == Stone::Black ? "B[" : "W[") + sgf::sgfText(p) + "]";
    colour = colour == Stone::Black ? Stone::White : Stone::Black;
  }
  return out + ")\n";
}

Result<Game> readSgf(std::string_view text, Rule rule) {
  Result<std::vector<Node>> nodes = sgf::readMainLine(text);
  if (!nodes) return Error{nodes.error()};
  return replay(*nodes, rule);
}

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
